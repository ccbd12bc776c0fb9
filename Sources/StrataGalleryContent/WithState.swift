import SwiftUI

/// Holds a piece of state for a specimen, so its controls work on live pages.
///
/// ```swift
/// WithState(true) { isOn in Toggle("Wi-Fi", isOn: isOn) }
/// ```
nonisolated struct WithState<Value, Content: View>: View {
    @State private var value: Value
    private let content: (Binding<Value>) -> Content

    init(_ initialValue: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: initialValue)
        self.content = content
    }

    var body: some View { content($value) }
}
