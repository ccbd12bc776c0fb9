import SwiftUI

/// Defines how text inputs look.
public protocol TextInputStyle {
    associatedtype Body: View
    typealias Configuration = TextInputStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A text input style with its body type erased, kept in the environment.
struct AnyTextInputStyle {
    private let render: (TextInputStyleConfiguration) -> AnyView
    init<S: TextInputStyle>(_ style: S) { render = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(configuration: TextInputStyleConfiguration) -> AnyView { render(configuration) }
}

private struct TextInputStyleKey: EnvironmentKey {
    static var defaultValue: AnyTextInputStyle { AnyTextInputStyle(OutlinedTextInputStyle()) }
}

extension EnvironmentValues {
    var textInputStyle: AnyTextInputStyle {
        get { self[TextInputStyleKey.self] }
        set { self[TextInputStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of text inputs in this view.
    public func textInputStyle<S: TextInputStyle>(_ style: S) -> some View {
        environment(\.textInputStyle, AnyTextInputStyle(style))
    }
}
