/// A style for text fields. On the web every style is the same native input; the styles compile
/// so code that picks one keeps working.
public protocol TextFieldStyle {}

/// The platform's default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
/// A text field with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
    /// Sets the style of text fields in this view (kept for API parity).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
}
