// Keyboard shortcuts and hit testing: each is listed in docs/compatibility.md with what it does on
// the web.

// `KeyEquivalent` and `EventModifiers` live with key presses in Input/KeyPress.swift.

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

nonisolated extension View {
    /// Assigns a keyboard shortcut to a button (kept for API parity).
    public consuming func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Assigns a keyboard shortcut to a button (kept for API parity).
    public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Whether the view receives taps; on the web every view does (kept for API parity).
    public consuming func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// Inverts the colors of the view (a CSS `invert` filter).
    public consuming func colorInvert() -> some View {
        modifier(_EffectModifier(effect: .filter("invert(1)")))
    }

    /// Sets how the view blends with what is behind it (kept for API parity).
    public consuming func blendMode(_ blendMode: BlendMode) -> some View { self }

    /// Multiplies the view's colors by a color (kept for API parity: CSS has no such filter).
    public consuming func colorMultiply(_ color: Color) -> some View { self }

    /// Makes the view's luminance its opacity (kept for API parity).
    public consuming func luminanceToAlpha() -> some View { self }

    /// Rotates the view in three dimensions; only rotation about the z axis is drawn.
    public consuming func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        rotationEffect(axis.x == 0 && axis.y == 0 && axis.z != 0 ? angle : .zero)
    }
}
