/// What a render node's accessibility modifiers say about it, folded in the order they were
/// applied (a later, outer modifier replaces an earlier label, value or hint). Back ends read
/// accessible names from here, so the HTML and the accessibility tree name elements alike.
public struct AccessibilityFacts: Sendable {
    /// The explicit label, or a labeled system image's own name.
    public var label: String?
    public var value: String?
    public var hint: String?
    /// `accessibilityHidden(true)` (the last `accessibilityHidden` decides).
    public var isHidden = false
    public var addedTraits: AccessibilityTraits = []
    public var removedTraits: AccessibilityTraits = []
    /// `accessibilityElement(children:)`, if applied.
    public var childBehavior: AccessibilityChildBehavior?
    /// `accessibilityHeading(_:)`'s level.
    public var headingLevel: Int?
    public var identifier: String?
    /// `accessibilitySortPriority(_:)`: higher is read earlier among its container's elements.
    public var sortPriority: Double = 0
    /// Whether the entry is marked invalid (`aria-invalid` on the web).
    public var isInvalid = false

    public init(kind: RenderKind, effects: [RenderEffect]) {
        if case .image(let image) = kind, case .system = image.source { label = image.label }
        for case .accessibility(let attribute) in effects {
            switch attribute {
            case .label(let text): label = text
            case .value(let text): value = text
            case .hint(let text): hint = text
            case .hidden(let hidden): isHidden = hidden
            case .addTraits(let traits): addedTraits.formUnion(traits)
            case .removeTraits(let traits): removedTraits.formUnion(traits)
            case .element(let children): childBehavior = children
            case .heading(let level): headingLevel = level
            case .identifier(let text): identifier = text
            case .sortPriority(let priority): sortPriority = priority
            case .invalid(let invalid): isInvalid = invalid
            }
        }
    }

    /// The traits the modifiers leave added.
    public var traits: AccessibilityTraits { addedTraits.subtracting(removedTraits) }

    /// The name announced for the element: its label (or, when it has none, the text of its
    /// content) followed by its value, "Volume, 80%". Nil when neither a label nor a value
    /// is set and the children are not ignored (the content names itself).
    public func announcedName(contentText: () -> String) -> String? {
        var name = label
        if let value {
            let base = name ?? contentText()
            name = base.isEmpty ? value : "\(base), \(value)"
        }
        if name == nil, childBehavior?.isIgnore == true { name = contentText() }
        return name
    }
}

extension RenderImage {
    /// Whether the image's only name is the one made from its resource name (`Image("photo_12")`
    /// reads "photo_12"): no `label:` was given. System symbols have names of their own.
    public var isNamedOnlyByResource: Bool {
        guard case .named(let name) = source, let label else { return false }
        return label == Image.readableName(name)
    }
}
