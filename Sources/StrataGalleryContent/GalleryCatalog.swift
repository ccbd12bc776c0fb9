import StrataHTML
import SwiftUI

/// Every page of the gallery: an index, the ModalCard designs, and a page per built-in control.
public enum GalleryCatalog {
    public static func pages() -> [GalleryPage] {
        let examples = GalleryExamples.all
        var pages = examples.map { example in
            GalleryPage(slug: example.slug, title: example.title, html: page(for: example, all: examples))
        }
        pages.insert(GalleryPage(slug: "index", title: "Strata gallery", html: index(examples)), at: 0)
        return pages
    }

    private static func page(for example: GalleryExample, all: [GalleryExample]) -> String {
        let content = VStack(alignment: .leading, spacing: 16) {
            Text("Strata gallery").font(.footnote).foregroundStyle(.secondary)
            Text(example.title).font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
            Text(example.summary).foregroundStyle(.secondary)
            example.content
        }
        .frame(maxWidth: 760, alignment: .leading)
        let body = HTMLRenderer(content: content).html
        return HTMLSerializer.document(title: "\(example.title) · Strata gallery", body: navigation(all, current: example.slug) + body)
    }

    private static func index(_ examples: [GalleryExample]) -> String {
        let content = VStack(alignment: .leading, spacing: 16) {
            Text("Strata gallery").font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
            Text("SwiftUI component code rendered to HTML on Linux. Each page shows one component or control in its styles.")
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: 760, alignment: .leading)
        return HTMLSerializer.document(title: "Strata gallery", body: navigation(examples, current: "index") + HTMLRenderer(content: content).html)
    }

    /// Site navigation as plain links (pages are static files).
    private static func navigation(_ examples: [GalleryExample], current: String) -> String {
        var links = "<nav class=\"g-nav\" aria-label=\"Gallery pages\"><a href=\"index.html\"\(current == "index" ? " aria-current=\"page\"" : "")>Overview</a>"
        for example in examples {
            links += "<a href=\"\(example.slug).html\"\(example.slug == current ? " aria-current=\"page\"" : "")>\(escape(example.title))</a>"
        }
        return links + "</nav><style>.g-nav{display:flex;flex-wrap:wrap;gap:6px 14px;max-width:760px;width:100%;padding-bottom:8px;border-bottom:1px solid var(--s-separator)}.g-nav a{color:var(--s-accent-text);text-decoration:none}.g-nav a[aria-current]{font-weight:600;color:var(--s-primary)}</style>"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
