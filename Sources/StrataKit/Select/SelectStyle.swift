import SwiftUI

/// Defines how selects look.
public protocol SelectStyle {
    associatedtype Body: View
    typealias Configuration = SelectStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A select style with its body type erased, kept in the environment.
struct AnySelectStyle {
    private let render: (SelectStyleConfiguration) -> AnyView
    init<S: SelectStyle>(_ style: S) { render = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(configuration: SelectStyleConfiguration) -> AnyView { render(configuration) }
}

private struct SelectStyleKey: EnvironmentKey {
    static var defaultValue: AnySelectStyle { AnySelectStyle(OutlinedSelectStyle()) }
}

extension EnvironmentValues {
    var selectStyle: AnySelectStyle {
        get { self[SelectStyleKey.self] }
        set { self[SelectStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of selects in this view.
    public func selectStyle<S: SelectStyle>(_ style: S) -> some View {
        environment(\.selectStyle, AnySelectStyle(style))
    }
}
