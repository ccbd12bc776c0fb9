import Strata
import StrataHTML
import StrataTesting

/// The accessibility panel of a preview: the elements as VoiceOver reads them (order, role,
/// name, value, traits, hidden ones) and the audit's findings, computed from the render tree.
struct AccessibilityPanel {
    let nodes: [RenderNode]

    var html: String {
        let tree = AccessibilityTree(nodes)
        let issues = AccessibilityAudit.issues(in: nodes)
        var html = "<section class=\"g-panel\" aria-labelledby=\"g-a11y\"><h2 id=\"g-a11y\">Accessibility</h2>"
        html += "<h3>Audit</h3>"
        if issues.isEmpty {
            html += "<p class=\"g-ok\">No issue found (unnamed controls, unlabeled images, contrast, duplicate names).</p>"
        } else {
            html += "<ul class=\"g-issues\">"
            for issue in issues { html += "<li>" + HTMLEscaping.text(issue.message) + "</li>" }
            html += "</ul>"
        }
        html += "<h3>Reading order</h3>"
        html += tree.elements.isEmpty ? "<p>No accessibility elements.</p>" : "<ol class=\"g-ax\">" + tree.elements.map(item).joined() + "</ol>"
        return html + "</section>"
    }

    private func item(_ element: AccessibilityElement) -> String {
        var html = "<li" + (element.isHidden ? " class=\"g-hidden\"" : "") + ">"
        if element.isHidden { html += "(hidden) " }
        html += "<span class=\"g-role\">" + HTMLEscaping.text(element.role) + "</span> "
        html += "“" + HTMLEscaping.text(element.label) + "”"
        if let value = element.value, !value.isEmpty { html += ", value “" + HTMLEscaping.text(value) + "”" }
        if !element.traits.isEmpty { html += " [" + HTMLEscaping.text(element.traits.joined(separator: ", ")) + "]" }
        if let hint = element.hint, !hint.isEmpty { html += " — " + HTMLEscaping.text(hint) }
        if !element.children.isEmpty { html += "<ul>" + element.children.map(item).joined() + "</ul>" }
        return html + "</li>"
    }
}
