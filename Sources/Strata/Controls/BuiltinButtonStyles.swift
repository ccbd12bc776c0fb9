/// A built-in primitive style that back ends draw natively.
public protocol _BuiltinPrimitiveButtonStyle: PrimitiveButtonStyle {
    nonisolated var appearance: BuiltinButtonAppearance { get }
}

nonisolated extension _BuiltinPrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
        Button(configuration)
    }
}

/// The platform's default button look: tinted text.
nonisolated public struct DefaultButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .automatic }
}

/// A tinted, rounded background behind the label.
nonisolated public struct BorderedButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .bordered }
}

/// A filled, tinted background with white label: the prominent action.
nonisolated public struct BorderedProminentButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .borderedProminent }
}

/// Tinted text without a border.
nonisolated public struct BorderlessButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .borderless }
}

/// The label as is, without decoration.
nonisolated public struct PlainButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .plain }
}

/// A hyperlink-like look.
nonisolated public struct LinkButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .link }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// Liquid Glass behind the label (iOS 26). The web draws glass as a translucent material, so the
/// button is drawn as a bordered one.
nonisolated public struct GlassButtonStyle: _BuiltinPrimitiveButtonStyle {
    /// The glass the button is made of.
    public var glass: Glass
    public init() { glass = .regular }
    public init(_ glass: Glass) { self.glass = glass }
    public var appearance: BuiltinButtonAppearance { .bordered }
}

/// Tinted, opaque glass behind a white label (iOS 26): the prominent action, drawn as a bordered
/// prominent button.
nonisolated public struct GlassProminentButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .borderedProminent }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
