import Strata

extension NodeEmitter {
    /// Records an accessibility modifier on the element being planned.
    func applyAccessibility(_ attribute: AccessibilityAttribute, to box: inout ElementBox) {
        switch attribute {
        case .label(let label): box.label = label
        case .value(let value): box.labelSuffix = value
        case .hint(let hint): box.hint = hint
        case .hidden(let hidden): if hidden { box.attributes.append(("aria-hidden", "true")) }
        case .identifier(let identifier): box.attributes.append(("data-testid", identifier))
        case .sortPriority: break
        case .heading(let level):
            box.attributes.append(("role", "heading"))
            box.attributes.append(("aria-level", String(level)))
            box.role = "heading"
        case .addTraits(let traits):
            if traits.contains(.isHeader), box.role == nil {
                box.attributes.append(("role", "heading"))
                box.attributes.append(("aria-level", "2"))
                box.role = "heading"
            }
            if traits.contains(.isButton), box.role == nil {
                box.attributes.append(("role", "button"))
                box.role = "button"
            }
            if traits.contains(.isLink), box.role == nil {
                box.attributes.append(("role", "link"))
                box.role = "link"
            }
            if traits.contains(.isImage), box.role == nil {
                box.attributes.append(("role", "img"))
                box.role = "img"
            }
            if traits.contains(.isSelected) { box.attributes.append(("aria-current", "true")) }
            if traits.contains(.isModal) { box.attributes.append(("aria-modal", "true")) }
        case .removeTraits:
            break
        case .element(let children):
            if children.isIgnore {
                box.hidesChildrenFromAccessibility = true
            } else if box.role == nil {
                box.attributes.append(("role", "group"))
                box.role = "group"
            }
        }
    }

    /// Turns the collected label, value and hint into ARIA attributes valid for the element's role.
    func finishAccessibility(_ box: inout ElementBox, node: RenderNode) {
        var name = box.label
        if let suffix = box.labelSuffix {
            let base = name ?? node.plainText
            name = base.isEmpty ? suffix : "\(base), \(suffix)"
        }
        if box.hidesChildrenFromAccessibility, box.role == nil {
            box.attributes.append(("role", "img"))
            box.role = "img"
            if name == nil { name = node.plainText }
        }
        if let name {
            if box.role == nil {
                // Generic elements cannot be named; a named group can.
                box.attributes.append(("role", "group"))
                box.role = "group"
            }
            box.attributes.append(("aria-label", name))
        }
        if let hint = box.hint { box.attributes.append(("aria-description", hint)) }
    }
}
