import SwiftUI

/// The label above an input, shared by every StrataKit input's style configuration.
///
/// Optional inputs get " (Optional)" appended, so styles never decide that wording. Renders nothing
/// when the input has no label.
nonisolated public struct InputLabel: View {
    let text: String?

    init(_ label: String?, isOptional: Bool = false) {
        text = label.map { isOptional ? $0 + " (Optional)" : $0 }
    }

    /// Whether there is no label to show.
    public var isEmpty: Bool { text == nil }

    /// The label as text, for accessible names of the field it labels.
    var plainText: String { text ?? "" }

    public var body: some View {
        if let text { Text(text) }
    }
}
