import SwiftUI

/// Defines how activity items look.
public protocol ActivityItemsStyle {
    associatedtype Body: View
    typealias Configuration = ActivityItemsStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// An activity items style with its body type erased, kept in the environment.
struct AnyActivityItemsStyle {
    private let render: (ActivityItemsStyleConfiguration) -> AnyView
    init<S: ActivityItemsStyle>(_ style: S) { render = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(configuration: ActivityItemsStyleConfiguration) -> AnyView { render(configuration) }
}

private struct ActivityItemsStyleKey: EnvironmentKey {
    static var defaultValue: AnyActivityItemsStyle { AnyActivityItemsStyle(IconActivityItemsStyle()) }
}

extension EnvironmentValues {
    var activityItemsStyle: AnyActivityItemsStyle {
        get { self[ActivityItemsStyleKey.self] }
        set { self[ActivityItemsStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of activity items in this view.
    public func activityItemsStyle<S: ActivityItemsStyle>(_ style: S) -> some View {
        environment(\.activityItemsStyle, AnyActivityItemsStyle(style))
    }
}
