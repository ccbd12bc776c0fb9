/// A multi-line text editor bound to a `String`.
///
/// On the web it is a text input without a visible label (as in SwiftUI, where a text editor has
/// none); name it with `accessibilityLabel` to find it in the test host.
nonisolated public struct TextEditor: View {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        TextField(text: text, prompt: nil) { EmptyView() }
    }
}
