import SwiftUI

/// Lays out KPIs side by side, one per element of `data`, showing at most the limit set with
/// `.kpiLimit(_:)` (2 unless set): the rest of the data is left out, so a header never overflows.
///
/// The content closure builds each KPI, so each can be styled on its own:
/// ```swift
/// KPILayoutContainer(stats, id: \.title) { stat in
///     KPI { Text(stat.title) } icon: { stat.icon }
/// }
/// .kpiLimit(3)
/// ```
nonisolated public struct KPILayoutContainer<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let content: (Data.Element) -> Content
    @Environment(\.kpiLimit) private var limit
    @Environment(\.strataTheme) private var theme

    /// Creates a container with one view per element (up to the limit).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public var body: some View {
        HStack(alignment: .top, spacing: theme.spacing.large) {
            ForEach(Array(data.prefix(max(0, limit))), id: id) { element in
                content(element)
            }
        }
        .accessibilityElement(children: .contain)
    }
}

/// The default number of KPIs a container shows.
let defaultKPILimit = 2

private struct KPILimitKey: EnvironmentKey {
    static let defaultValue = defaultKPILimit
}

extension EnvironmentValues {
    /// How many KPIs `KPILayoutContainer` and `KPIHeaderControl` show at most (2 unless set).
    public var kpiLimit: Int {
        get { self[KPILimitKey.self] }
        set { self[KPILimitKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how many KPIs the containers in this view show at most; extra data is left out.
    public func kpiLimit(_ limit: Int) -> some View {
        environment(\.kpiLimit, limit)
    }
}
