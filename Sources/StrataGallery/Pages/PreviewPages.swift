import Strata
import StrataHTML

/// The HTML of the gallery's pages, shared by the server and the exported site. Every call that
/// runs a preview's code is wrapped in `RenderWatch` marks.
struct PreviewPages {
    let catalog: GalleryCatalog
    let failures: PreviewFailures
    var routes = GalleryRoutes()

    /// The heading, toolbar, canvas (given: live or static) and panels of one preview.
    func previewPage(_ preview: GalleryPreview, options: CanvasOptions, canvas: String) -> String {
        var main = heading(preview)
        main += CanvasToolbar(slug: preview.slug, options: options, path: "/preview/\(preview.slug)", routes: routes).html
        if let message = failures.message(for: preview.slug) {
            main += failure(message)
        } else {
            main += "<section class=\"g-canvas\" aria-label=\"Canvas\">" + canvas + "</section>"
            main += "<div class=\"g-panels\">"
            main += accessibilityPanel(preview, options: options)
            main += sourcePanel(preview)
            main += "</div>"
        }
        return document(preview.title, current: preview.slug, options: options).html(main: main)
    }

    /// Every variant along `axis`, side by side, as static canvases.
    func variantsPage(_ preview: GalleryPreview, axis: VariantAxis, options: CanvasOptions) -> String {
        var main = heading(preview)
        main += CanvasToolbar(slug: preview.slug, options: options, path: "/variants/\(preview.slug)", extraQuery: "axis=\(axis.rawValue)", routes: routes).html
        main += "<p><a href=\"" + HTMLEscaping.attribute(routes.preview(preview.slug, options)) + "\">Back to the live preview</a></p>"
        main += "<h2>" + HTMLEscaping.text(axis.title) + "</h2>"
        if let message = failures.message(for: preview.slug) { return document(preview.title, current: preview.slug, options: options).html(main: main + failure(message)) }
        main += "<div class=\"g-matrix\">"
        for variant in axis.variants(of: options) {
            main += "<figure><figcaption>" + HTMLEscaping.text(variant.caption) + "</figcaption>"
            main += staticCanvas(preview, options: variant.options) + "</figure>"
        }
        main += "</div>"
        return document("\(preview.title): \(axis.title)", current: preview.slug, options: options).html(main: main)
    }

    /// Every preview, each as a small static canvas, grouped by module and file.
    func overviewPage() -> String {
        var main = "<h1>All previews</h1><p class=\"g-where\">\(catalog.previews.count) previews"
        if failures.count > 0 { main += ", \(failures.count) failed" }
        main += "</p>"
        for group in catalog.groups {
            main += "<h2>" + HTMLEscaping.text(group.module) + "</h2><div class=\"g-grid\">"
            for file in group.files {
                for preview in file.previews {
                    main += "<article class=\"g-card\"><h3><a href=\"" + HTMLEscaping.attribute(routes.preview(preview.slug)) + "\">"
                    main += HTMLEscaping.text(preview.title) + "</a></h3><p class=\"g-where\">" + HTMLEscaping.text(file.file) + "</p>"
                    if let message = failures.message(for: preview.slug) {
                        main += failure(message)
                    } else {
                        main += "<div class=\"g-thumb\" aria-hidden=\"true\">" + staticCanvas(preview, options: CanvasOptions().with { $0.isThumbnail = true }) + "</div>"
                    }
                    main += "</article>"
                }
            }
            main += "</div>"
        }
        return document(catalog.title, current: nil, options: CanvasOptions()).html(main: main)
    }

    /// The preview rendered once, without a session.
    func staticCanvas(_ preview: GalleryPreview, options: CanvasOptions) -> String {
        RenderWatch.begin(preview.slug)
        defer { RenderWatch.end(preview.slug) }
        return HTMLRenderer(content: PreviewStage(entry: preview.entry, options: options)).html
    }

    private func document(_ title: String, current: String?, options: CanvasOptions) -> GalleryDocument {
        GalleryDocument(catalog: catalog, failures: failures, title: title, current: current, options: options, routes: routes)
    }

    private func heading(_ preview: GalleryPreview) -> String {
        var html = "<h1>" + HTMLEscaping.text(preview.title) + "</h1><p class=\"g-where\">"
        html += HTMLEscaping.text(preview.module) + " · " + HTMLEscaping.text(preview.file)
        if preview.entry.line > 0 { html += ", line \(preview.entry.line)" }
        return html + "</p>"
    }

    func failure(_ message: String) -> String {
        "<section class=\"g-failure\" role=\"alert\"><h2>This preview failed</h2><pre>" + HTMLEscaping.text(message)
            + "</pre><p>The gallery goes on without it; fix it and run the gallery again.</p></section>"
    }

    private func sourcePanel(_ preview: GalleryPreview) -> String {
        var html = "<section class=\"g-panel\" aria-labelledby=\"g-source\"><h2 id=\"g-source\">Source</h2>"
        if let source = preview.entry.source {
            html += "<pre><code>" + HTMLEscaping.text(source) + "</code></pre>"
        } else {
            html += "<p>The source of a hand-written <code>PreviewProvider</code> is in " + HTMLEscaping.text(preview.file) + ".</p>"
        }
        return html + "</section>"
    }

    /// The accessibility panel of the preview as the canvas shows it (same variant).
    private func accessibilityPanel(_ preview: GalleryPreview, options: CanvasOptions) -> String {
        RenderWatch.begin(preview.slug)
        defer { RenderWatch.end(preview.slug) }
        return AccessibilityPanel(nodes: StaticRender.nodes(of: options.variant.apply(to: preview.entry.makeModifiedView()))).html
    }
}
