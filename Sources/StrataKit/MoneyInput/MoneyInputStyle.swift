import SwiftUI

/// Defines how money inputs look.
public protocol MoneyInputStyle {
    associatedtype Body: View
    typealias Configuration = MoneyInputStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A money input style with its body type erased, kept in the environment.
struct AnyMoneyInputStyle {
    private let render: (MoneyInputStyleConfiguration) -> AnyView
    init<S: MoneyInputStyle>(_ style: S) { render = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(configuration: MoneyInputStyleConfiguration) -> AnyView { render(configuration) }
}

private struct MoneyInputStyleKey: EnvironmentKey {
    static var defaultValue: AnyMoneyInputStyle { AnyMoneyInputStyle(RegularMoneyInputStyle()) }
}

extension EnvironmentValues {
    var moneyInputStyle: AnyMoneyInputStyle {
        get { self[MoneyInputStyleKey.self] }
        set { self[MoneyInputStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of money inputs in this view: `.moneyInputStyle(.compact)`.
    public func moneyInputStyle<S: MoneyInputStyle>(_ style: S) -> some View {
        environment(\.moneyInputStyle, AnyMoneyInputStyle(style))
    }
}
