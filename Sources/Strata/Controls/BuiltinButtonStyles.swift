/// A built-in primitive style that back ends draw natively.
public protocol _BuiltinPrimitiveButtonStyle: PrimitiveButtonStyle {
    var appearance: BuiltinButtonAppearance { get }
}

extension _BuiltinPrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
        Button(configuration)
    }
}

/// The platform's default button look: tinted text.
public struct DefaultButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .automatic }
}

/// A tinted, rounded background behind the label.
public struct BorderedButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .bordered }
}

/// A filled, tinted background with white label: the prominent action.
public struct BorderedProminentButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .borderedProminent }
}

/// Tinted text without a border.
public struct BorderlessButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .borderless }
}

/// The label as is, without decoration.
public struct PlainButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .plain }
}

/// A hyperlink-like look.
public struct LinkButtonStyle: _BuiltinPrimitiveButtonStyle {
    public init() {}
    public var appearance: BuiltinButtonAppearance { .link }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}
