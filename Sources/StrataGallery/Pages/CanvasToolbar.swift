import StrataHTML

/// The canvas choices of a preview page, as links (so the URL always says what is shown):
/// width, appearance, Dynamic Type size, direction, locale, and the variants matrices.
struct CanvasToolbar {
    let slug: String
    let options: CanvasOptions
    /// The path the choices link to (`/preview/…` or `/variants/…`), and extra query items.
    let path: String
    var extraQuery: String = ""
    var routes = GalleryRoutes()

    var html: String {
        var html = "<div class=\"g-toolbar\">"
        if routes.isStatic { return html + variantLinks + "</div>" }
        html += group("Width", CanvasOptions.Width.allCases.map { width in
            (width.title, options.with { $0.width = width }, options.width == width)
        })
        html += group("Appearance", [
            ("Light", options.with { $0.colorScheme = .light }, options.colorScheme == .light),
            ("Dark", options.with { $0.colorScheme = .dark }, options.colorScheme == .dark),
        ])
        html += group("Direction", [
            ("LTR", options.with { $0.layoutDirection = .leftToRight }, options.layoutDirection == .leftToRight),
            ("RTL", options.with { $0.layoutDirection = .rightToLeft }, options.layoutDirection == .rightToLeft),
        ])
        html += menu("Text size", name: "type", values: CanvasOptions.dynamicTypeSizes.map { CanvasOptions.name(of: $0) }, selected: CanvasOptions.name(of: options.dynamicTypeSize))
        html += menu("Locale", name: "locale", values: CanvasOptions.locales, selected: options.locale ?? "en_US")
        return html + variantLinks + "</div>"
    }

    private var variantLinks: String {
        var html = "<div class=\"g-group\"><span>Variants</span>"
        for axis in VariantAxis.allCases {
            html += "<a class=\"g-chip\" href=\"" + HTMLEscaping.attribute(routes.variants(slug, axis: axis, options)) + "\">"
            html += HTMLEscaping.text(axis.title) + "</a>"
        }
        return html + "</div>"
    }

    private func link(_ options: CanvasOptions) -> String {
        let query = options.query
        guard !extraQuery.isEmpty else { return path + query }
        return path + (query.isEmpty ? "?" : query + "&") + extraQuery
    }

    private func group(_ label: String, _ choices: [(title: String, options: CanvasOptions, isCurrent: Bool)]) -> String {
        var html = "<div class=\"g-group\" role=\"group\" aria-label=\"" + HTMLEscaping.attribute(label) + "\"><span>" + HTMLEscaping.text(label) + "</span>"
        for choice in choices {
            html += "<a class=\"g-chip\" href=\"" + HTMLEscaping.attribute(link(choice.options)) + "\""
            if choice.isCurrent { html += " aria-current=\"true\"" }
            html += ">" + HTMLEscaping.text(choice.title) + "</a>"
        }
        return html + "</div>"
    }

    /// A menu that navigates when changed (a form that works without script too).
    private func menu(_ label: String, name: String, values: [String], selected: String) -> String {
        var html = "<form class=\"g-group\" method=\"get\" action=\"" + HTMLEscaping.attribute(path) + "\">"
        for (key, value) in hiddenFields(except: name) {
            html += "<input type=\"hidden\" name=\"" + HTMLEscaping.attribute(key) + "\" value=\"" + HTMLEscaping.attribute(value) + "\">"
        }
        let id = "g-\(name)"
        html += "<label for=\"\(id)\">" + HTMLEscaping.text(label) + "</label> <select id=\"\(id)\" name=\"" + HTMLEscaping.attribute(name) + "\" onchange=\"this.form.submit()\">"
        for value in values {
            html += "<option" + (value == selected ? " selected" : "") + ">" + HTMLEscaping.text(value) + "</option>"
        }
        return html + "</select><noscript><button>Apply</button></noscript></form>"
    }

    private func hiddenFields(except name: String) -> [(String, String)] {
        let query = String(link(options).drop(while: { $0 != "?" }).dropFirst())
        return query.split(separator: "&").compactMap { item in
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0] != name else { return nil }
            return (parts[0], parts[1])
        }
    }
}
