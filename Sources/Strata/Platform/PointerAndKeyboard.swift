// Keyboard shortcuts and hit testing: each is listed in docs/compatibility.md with what it does on
// the web.

/// A key for a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A keyboard shortcut (kept for API parity: the live renderer will bind them).
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// How a blend mode composites a view (kept for API parity).
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

extension View {
    /// Assigns a keyboard shortcut to a button (kept for API parity).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Assigns a keyboard shortcut to a button (kept for API parity).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Whether the view receives taps; on the web every view does (kept for API parity).
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// Inverts the colors of the view (a CSS `invert` filter).
    public func colorInvert() -> some View {
        modifier(_EffectModifier(effect: .filter("invert(1)")))
    }

    /// Sets how the view blends with what is behind it (kept for API parity).
    public func blendMode(_ blendMode: BlendMode) -> some View { self }

    /// Rotates the view in three dimensions; only rotation about the z axis is drawn.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        rotationEffect(axis.x == 0 && axis.y == 0 && axis.z != 0 ? angle : .zero)
    }
}
