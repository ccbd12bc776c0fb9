import SwiftUI

/// Defines how contact items look.
public protocol ContactItemStyle {
    associatedtype Body: View
    typealias Configuration = ContactItemStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A contact item style with its body type erased, kept in the environment.
struct AnyContactItemStyle {
    private let render: (ContactItemStyleConfiguration) -> AnyView
    init<S: ContactItemStyle>(_ style: S) { render = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(configuration: ContactItemStyleConfiguration) -> AnyView { render(configuration) }
}

private struct ContactItemStyleKey: EnvironmentKey {
    static var defaultValue: AnyContactItemStyle { AnyContactItemStyle(RowContactItemStyle()) }
}

extension EnvironmentValues {
    var contactItemStyle: AnyContactItemStyle {
        get { self[ContactItemStyleKey.self] }
        set { self[ContactItemStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of contact items in this view.
    public func contactItemStyle<S: ContactItemStyle>(_ style: S) -> some View {
        environment(\.contactItemStyle, AnyContactItemStyle(style))
    }
}
