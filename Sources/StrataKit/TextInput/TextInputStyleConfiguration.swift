import SwiftUI

/// What a `TextInputStyle` receives: the label, the editable field and the information text as views.
public struct TextInputStyleConfiguration {
    /// The editable field. It carries its accessible name (the label) and announces the
    /// information text, so a style that hides the visual label keeps the field understandable.
    nonisolated public struct Field: View {
        let label: InputLabel
        let text: Binding<String>
        let prompt: String?
        let information: Information

        public var body: some View {
            let field = TextField(label.plainText, text: text, prompt: prompt.map { Text($0) })
                .accessibilityLabel(label.plainText)
            if let announcement = information.announcement {
                field.accessibilityHint(announcement)._accessibilityInvalid(information.isError)
            } else {
                field
            }
        }
    }

    /// The label above the field ("(Optional)" appended when optional).
    public let label: InputLabel
    /// The editable field.
    public let field: Field
    /// Helper or error text; empty when there is none.
    public let information: Information

    /// Whether the information reports an invalid entry.
    public var isError: Bool { information.isError }

    init(label: String, text: Binding<String>, prompt: String?, isOptional: Bool, information: String?, isError: Bool) {
        let inputLabel = InputLabel(label, isOptional: isOptional)
        let info = Information(information, isError: isError)
        self.label = inputLabel
        self.information = info
        self.field = Field(label: inputLabel, text: text, prompt: prompt, information: info)
    }
}
