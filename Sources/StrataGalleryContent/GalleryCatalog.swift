import StrataHTML
import SwiftUI

/// Every page of the gallery: an index, the ModalCard designs, and a page per built-in control.
/// Gallery pages are views, bound to the main actor: they are made and rendered there.
@MainActor
public enum GalleryCatalog {
    /// The static pages. `stylesheetURL` links Strata's stylesheet (an exported site writes it
    /// next to the pages); without it, every page inlines it.
    public static func pages(stylesheetURL: String? = nil) -> [GalleryPage] {
        let examples = GalleryExamples.all
        var pages = examples.map { example in
            GalleryPage(slug: example.slug, title: example.title, html: page(for: example, all: examples, stylesheetURL: stylesheetURL))
        }
        pages.insert(GalleryPage(slug: "index", title: "Strata gallery", html: index(examples, stylesheetURL: stylesheetURL)), at: 0)
        return pages
    }

    private static func page(for example: GalleryExample, all: [GalleryExample], stylesheetURL: String?) -> String {
        let body = HTMLRenderer(content: GalleryPageView(example: example, isLive: false)).html
        return HTMLSerializer.document(
            title: "\(example.title) · Strata gallery", body: navigation(all, current: example.slug) + body, head: GalleryChrome.head,
            stylesheetURL: stylesheetURL
        )
    }

    /// A page of the gallery as a live view, with an appearance switch (check the slug with
    /// `liveChrome(for:)` first: an unknown one gives a page that says so).
    public static func liveView(for slug: String) -> AnyView {
        guard let example = GalleryExamples.all.first(where: { $0.slug == slug }) else {
            return AnyView(Text("No gallery page named \(slug)."))
        }
        return AnyView(GalleryPageView(example: example, isLive: true))
    }

    /// The live page's title, the navigation shown above it and what its `<head>` adds.
    public static func liveChrome(for slug: String) -> (title: String, navigation: String, head: String)? {
        let examples = GalleryExamples.all
        guard let example = examples.first(where: { $0.slug == slug }) else { return nil }
        return ("\(example.title) · Strata gallery", navigation(examples, current: slug, linkSuffix: ""), GalleryChrome.head)
    }

    /// The overview page, which is the same live or static but for its links (and where it
    /// links the stylesheet from: inlined without `stylesheetURL`).
    public static func indexPage(linkSuffix: String, stylesheetURL: String? = nil) -> String {
        index(GalleryExamples.all, linkSuffix: linkSuffix, stylesheetURL: stylesheetURL)
    }

    private static func index(_ examples: [GalleryExample], linkSuffix: String = ".html", stylesheetURL: String?) -> String {
        let kit = KitExamples.all.map(\.slug)
        let sections: [(title: String, examples: [GalleryExample])] = [
            ("StrataKit", examples.filter { kit.contains($0.slug) }),
            ("The seed's ModalCard designs and previews", examples.filter { ["modal-card", "previews"].contains($0.slug) }),
            ("SwiftUI controls and layout", examples.filter { !kit.contains($0.slug) && !["modal-card", "previews"].contains($0.slug) }),
        ]
        let content = GalleryIndexView(sections: sections, linkSuffix: linkSuffix)
        return HTMLSerializer.document(
            title: "Strata gallery", body: navigation(examples, current: "index", linkSuffix: linkSuffix) + HTMLRenderer(content: content).html,
            head: GalleryChrome.head, stylesheetURL: stylesheetURL
        )
    }

    /// Site navigation and the appearance switch (`GalleryChrome`).
    private static func navigation(_ examples: [GalleryExample], current: String, linkSuffix: String = ".html") -> String {
        GalleryChrome.navigation(examples, current: current, linkSuffix: linkSuffix)
    }
}
