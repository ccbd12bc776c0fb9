/// Traits that describe how an element behaves, as announced by assistive technology.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element relates to the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind
    /// The children are hidden; the element has only its own label.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children's labels are merged into the element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The element is a container of its children.
    public static let contain = AccessibilityChildBehavior(kind: .contain)

    public var isIgnore: Bool { kind == .ignore }
    public var isCombine: Bool { kind == .combine }
}

/// Heading levels for `accessibilityHeading(_:)`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

nonisolated extension View {
    private func accessibility(_ attribute: AccessibilityAttribute) -> some View {
        modifier(_EffectModifier(effect: .accessibility(attribute)))
    }

    public consuming func accessibilityLabel(_ label: Text) -> some View { accessibility(.label(label.plainText)) }
    public consuming func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibility(.label(Text(labelKey).plainText)) }
    @_disfavoredOverload
    public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility(.label(String(label))) }

    public consuming func accessibilityHint(_ hint: Text) -> some View { accessibility(.hint(hint.plainText)) }
    public consuming func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibility(.hint(Text(hintKey).plainText)) }
    @_disfavoredOverload
    public consuming func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility(.hint(String(hint))) }

    public consuming func accessibilityValue(_ value: Text) -> some View { accessibility(.value(value.plainText)) }
    public consuming func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibility(.value(Text(valueKey).plainText)) }
    @_disfavoredOverload
    public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility(.value(String(value))) }

    public consuming func accessibilityHidden(_ hidden: Bool) -> some View { accessibility(.hidden(hidden)) }
    /// Keeps the view's colors when the system inverts colors (Smart Invert). A page is never
    /// inverted by the system, so the view is drawn as it is.
    public consuming func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.addTraits(traits)) }
    public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.removeTraits(traits)) }
    public consuming func accessibilityIdentifier(_ identifier: String) -> some View { accessibility(.identifier(identifier)) }
    public consuming func accessibilitySortPriority(_ sortPriority: Double) -> some View { accessibility(.sortPriority(sortPriority)) }

    /// Marks a field's entry as invalid for assistive technology (SwiftUI has no such modifier;
    /// components that validate use it so the web's `aria-invalid` is set; its hint describes why).
    public consuming func _accessibilityInvalid(_ isInvalid: Bool) -> some View { accessibility(.invalid(isInvalid)) }

    public consuming func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibility(.heading(level: level == .unspecified ? 2 : Int(level.rawValue)))
    }

    /// Makes the view an accessibility element; `children` says what happens to the elements inside.
    public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(.element(children: children))
    }

    /// The older combined form: `.accessibility(label: Text("..."))`.
    public consuming func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    public consuming func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    public consuming func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    public consuming func accessibility(value: Text) -> some View { accessibilityValue(value) }
    public consuming func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    public consuming func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    public consuming func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    public consuming func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
    public consuming func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }
}
