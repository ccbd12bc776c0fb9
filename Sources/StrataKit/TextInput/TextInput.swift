import SwiftUI

/// A labelled single-line text field with optional helper or error text, drawn by the
/// `TextInputStyle` in the environment.
///
/// ```swift
/// TextInput("Reference", text: $reference, prompt: "e.g. Rent", isOptional: true,
///           information: "Shown on the recipient's statement")
///     .textInputStyle(.outlined)
/// ```
nonisolated public struct TextInput: View {
    private let label: String
    private let text: Binding<String>
    private let prompt: String?
    private let isOptional: Bool
    private let information: String?
    private let isError: Bool
    @Environment(\.textInputStyle) private var style

    /// Creates a text input.
    /// - Parameters:
    ///   - label: What the field is for; also the field's accessible name.
    ///   - text: The text the person edits.
    ///   - prompt: Placeholder shown while the field is empty.
    ///   - isOptional: Appends " (Optional)" to the label.
    ///   - information: Helper text below the field.
    public init(_ label: String, text: Binding<String>, prompt: String? = nil, isOptional: Bool = false, information: String? = nil) {
        self.init(label, text: text, prompt: prompt, isOptional: isOptional, information: information, isError: false)
    }

    /// Creates a text input whose information may report an error (used by composed inputs).
    init(_ label: String, text: Binding<String>, prompt: String?, isOptional: Bool, information: String?, isError: Bool) {
        self.label = label
        self.text = text
        self.prompt = prompt
        self.isOptional = isOptional
        self.information = information
        self.isError = isError
    }

    public var body: some View {
        style.makeBody(configuration: TextInputStyleConfiguration(
            label: label, text: text, prompt: prompt, isOptional: isOptional,
            information: information, isError: isError
        ))
    }
}
