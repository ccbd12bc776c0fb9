import Strata

extension NodeEmitter {
    /// Writes the ARIA attributes of a node's element from its accessibility modifiers, in the
    /// order they were applied, then its accessible name, valid for the element's role.
    @inline(__always)
    mutating func writeAccessibility(_ node: NodeRef, kind: RenderKind, effects: [RenderEffect], hasEffects: Bool) {
        if hasEffects {
            writeAccessibilityEffects(node, kind: kind, effects: effects)
        } else if case .image(let image) = kind, case .system = image.source, let label = image.label {
            // Only a labeled system image (role "img") names itself.
            writer.attribute("aria-label", label)
        }
    }

    private mutating func writeAccessibilityEffects(_ node: NodeRef, kind: RenderKind, effects: [RenderEffect]) {
        var role = Self.baseRole(of: kind)
        let facts = AccessibilityFacts(kind: kind, effects: effects)
        var hidesChildren = false
        for case .accessibility(let attribute) in effects {
            switch attribute {
            case .hidden(let hidden): if hidden { writer.raw(" aria-hidden=\"true\"") }
            case .identifier(let identifier): writer.attribute("data-testid", identifier)
            case .label, .value, .hint, .sortPriority, .removeTraits: break
            case .heading(let level):
                writer.raw(" role=\"heading\"")
                writer.attribute("aria-level", String(level))
                role = "heading"
            case .addTraits(let traits):
                if traits.contains(.isHeader), role == nil {
                    writer.raw(" role=\"heading\" aria-level=\"2\"")
                    role = "heading"
                }
                if traits.contains(.isButton), role == nil { writer.raw(" role=\"button\""); role = "button" }
                if traits.contains(.isLink), role == nil { writer.raw(" role=\"link\""); role = "link" }
                if traits.contains(.isImage), role == nil { writer.raw(" role=\"img\""); role = "img" }
                if traits.contains(.isSelected) { writer.raw(" aria-current=\"true\"") }
                if traits.contains(.isModal) { writer.raw(" aria-modal=\"true\"") }
            case .element(let children):
                if children.isIgnore {
                    hidesChildren = true
                } else if role == nil {
                    writer.raw(" role=\"group\"")
                    role = "group"
                }
            }
        }
        // The shared naming rule; an element whose role names it from its content (a button
        // that ignores its children) needs no label of its own.
        var label = facts.announcedName(contentText: { node.plainText })
        if role != nil, facts.label == nil, facts.value == nil { label = nil }
        if hidesChildren, role == nil {
            writer.raw(" role=\"img\"")
            role = "img"
            if label == nil { label = node.plainText }
        }
        if let label {
            // Generic elements cannot be named; a named group can.
            if role == nil { writer.raw(" role=\"group\"") }
            writer.attribute("aria-label", label)
        }
        if let hint = facts.hint { writer.attribute("aria-description", hint) }
    }
}
