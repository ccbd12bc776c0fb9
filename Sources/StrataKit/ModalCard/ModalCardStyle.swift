import SwiftUI

/// Defines how modal cards look.
public protocol ModalCardStyle {
    associatedtype Body: View
    typealias Configuration = ModalCardStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A modal card style with its body type erased, kept in the environment.
struct AnyModalCardStyle {
    private let render: (ModalCardStyleConfiguration) -> AnyView
    init<S: ModalCardStyle>(_ style: S) { render = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(configuration: ModalCardStyleConfiguration) -> AnyView { render(configuration) }
}

private struct ModalCardStyleKey: EnvironmentKey {
    static var defaultValue: AnyModalCardStyle { AnyModalCardStyle(CardModalCardStyle()) }
}

extension EnvironmentValues {
    var modalCardStyle: AnyModalCardStyle {
        get { self[ModalCardStyleKey.self] }
        set { self[ModalCardStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of modal cards in this view.
    public func modalCardStyle<S: ModalCardStyle>(_ style: S) -> some View {
        environment(\.modalCardStyle, AnyModalCardStyle(style))
    }
}
