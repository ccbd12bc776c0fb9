/// A style for text fields. The built-in styles are the same native input on the web; a custom
/// style decorates the field it receives (`_body(configuration:)`, the spelling SwiftUI's
/// protocol has used since iOS 13):
///
/// ```swift
/// struct OutlinedFieldStyle: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(12).overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol TextFieldStyle {
    associatedtype _Body: View
    /// The type-erased label of the text field a style receives.
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The type-erased label of a styled text field.
public typealias _TextFieldStyleLabel = ButtonStyleConfiguration.Label

/// The platform's default text field style.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A text field with a rounded border.
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A text field with no decoration.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: StyleRenderer<TextField<_TextFieldStyleLabel>>? { nil }
}

extension EnvironmentValues {
    /// The custom text field style in effect, nil for the built-in look.
    var textFieldStyle: StyleRenderer<TextField<_TextFieldStyleLabel>>? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of text fields in this view. The built-in styles all draw the native input;
    /// a custom style's `_body` decorates it.
    public consuming func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { environment in
            let isBuiltin = style is DefaultTextFieldStyle || style is RoundedBorderTextFieldStyle || style is PlainTextFieldStyle
            environment.textFieldStyle = isBuiltin ? nil : StyleRenderer(style) { $0._body(configuration: $1) }
            environment._textFieldBorder = style is PlainTextFieldStyle ? false : style is RoundedBorderTextFieldStyle ? true : nil
        })
    }
}

private struct TextFieldBorderKey: EnvironmentKey {
    static var defaultValue: Bool? { nil }
}

extension EnvironmentValues {
    /// Whether text fields draw a border: true for `.roundedBorder`, false for `.plain`, nil for
    /// the default, which on iOS is bare text (no border).
    var _textFieldBorder: Bool? {
        get { self[TextFieldBorderKey.self] }
        set { self[TextFieldBorderKey.self] = newValue }
    }
}
