import SwiftUI

/// The label above the field and the information below it, in the theme's colors (the default).
public struct OutlinedTextInputStyle: TextInputStyle {
    /// Creates the outlined style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        InputColumn(label: configuration.label, information: configuration.information) {
            configuration.field.textFieldStyle(.roundedBorder)
        }
    }
}

/// The bare field only, for composing a text input inside another component that draws the label,
/// the information and the frame itself (as `MoneyInput` does). The field keeps its accessible name.
public struct EmbeddedTextInputStyle: TextInputStyle {
    /// Creates the embedded style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.field.textFieldStyle(.roundedBorder)
    }
}

extension TextInputStyle where Self == OutlinedTextInputStyle {
    /// The label above the field and the information below it.
    public static var outlined: OutlinedTextInputStyle { OutlinedTextInputStyle() }
    /// The default style: `.outlined`.
    public static var automatic: OutlinedTextInputStyle { OutlinedTextInputStyle() }
}

extension TextInputStyle where Self == EmbeddedTextInputStyle {
    /// The bare field, for composition.
    public static var embedded: EmbeddedTextInputStyle { EmbeddedTextInputStyle() }
}
