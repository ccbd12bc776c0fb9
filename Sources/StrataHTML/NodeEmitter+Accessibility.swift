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
            // On a field, the input says it (`describeInput`); elsewhere the element does.
            case .invalid(let isInvalid): if isInvalid, !Self.labelsAnInput(kind) { writer.raw(" aria-invalid=\"true\"") }
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
        // A field's `<label>` cannot be described; its input points at the hint (`describeInput`).
        if let hint = facts.hint, !Self.labelsAnInput(kind) { writer.attribute("aria-description", hint) }
    }

    /// Whether the node's element is a `<label>` around an input.
    static func labelsAnInput(_ kind: RenderKind) -> Bool {
        switch kind {
        case .textField, .slider: true
        case .picker(let picker): picker.appearance == .menu
        default: false
        }
    }

    /// The node's accessibility hint, for the input its `<label>` holds.
    static func inputHint(_ node: NodeRef) -> String? {
        let effects = node.effects
        var hint: String?
        for case .accessibility(.hint(let text)) in effects { hint = text }
        return hint
    }

    /// A new id for a field's hidden hint text. Live pages name it by the node (unique across
    /// patches); static pages by the text (FNV-1a) and how often it came before, so the same
    /// page always gets the same ids.
    mutating func hintID(_ hint: String, node: NodeRef) -> String {
        if stampsNodeIDs { return "s-hint-" + node.id.description }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in hint.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let name = String(hash, radix: 36)
        let count = hintCounts[name, default: 0]
        hintCounts[name] = count + 1
        return count == 0 ? "s-hint-" + name : "s-hint-\(name)-\(count)"
    }

    /// Writes a field's hint as visually hidden text inside its `<label>`, for `describeInput`.
    mutating func writeHintText(_ hint: String?, id: String?) {
        guard let hint, let id else { return }
        writer.raw("<span class=\"s-field-label\"")
        writer.attribute("id", id)
        writer.raw(">")
        writer.text(hint)
        writer.raw("</span>")
    }

    /// Points the input at its hint (`aria-describedby`) and says whether its entry is invalid.
    mutating func describeInput(_ id: String?, node: NodeRef) {
        let effects = node.effects
        for case .accessibility(.invalid(true)) in effects {
            writer.raw(" aria-invalid=\"true\"")
            break
        }
        if let id { writer.attribute("aria-describedby", id) }
    }
}
