/// A picker's look. On the web, menu-like styles are a native `<select>` and segmented or
/// inline styles a radio group.
public protocol PickerStyle {
    /// How pickers with this style render.
    var _appearance: RenderPicker.Appearance { get }
}

/// The platform default: a menu.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _appearance: RenderPicker.Appearance { .menu }
}

/// Options in a menu (a native select on the web).
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _appearance: RenderPicker.Appearance { .menu }
}

/// A scrolling wheel (a native select on the web).
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _appearance: RenderPicker.Appearance { .menu }
}

/// A row that pushes the options (a native select on the web).
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _appearance: RenderPicker.Appearance { .menu }
}

/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _appearance: RenderPicker.Appearance { .segmented }
}

/// The options inline with other content.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _appearance: RenderPicker.Appearance { .inline }
}

/// Radio buttons (macOS).
public struct RadioGroupPickerStyle: PickerStyle {
    public init() {}
    public var _appearance: RenderPicker.Appearance { .inline }
}

/// A row of options (drawn as a segmented control).
public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _appearance: RenderPicker.Appearance { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { .init() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { .init() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { .init() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { .init() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { .init() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { .init() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { .init() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { .init() }
}
