import SwiftUI

/// The helper or error text below an input, shared by every StrataKit input's style configuration.
///
/// An error is announced as one ("Error: …"); styles read `isError` to color it. Renders nothing when
/// there is no text.
nonisolated public struct Information: View {
    let text: String?
    /// Whether the text reports an invalid entry rather than giving help.
    public let isError: Bool

    init(_ text: String?, isError: Bool = false) {
        self.text = text.flatMap { $0.isEmpty ? nil : $0 }
        self.isError = isError
    }

    /// Whether there is no text to show.
    public var isEmpty: Bool { text == nil }

    /// What assistive technology should say about the field this text describes.
    var announcement: String? {
        guard let text else { return nil }
        return isError ? "Error: \(text)" : text
    }

    public var body: some View {
        if let text {
            if isError {
                Text(text).accessibilityLabel("Error: \(text)")
            } else {
                Text(text)
            }
        }
    }
}
