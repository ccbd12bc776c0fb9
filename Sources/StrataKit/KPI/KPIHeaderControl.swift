import SwiftUI

/// The content of one KPI in a `KPIHeaderControl`.
public protocol KPIItemModel {
    /// The value or title shown.
    var title: String { get }
    /// An optional icon.
    var icon: Image? { get }
}

extension KPIItemModel {
    /// No icon.
    public var icon: Image? { nil }
}

/// A header of KPIs made straight from data, without writing `KPI` views: simpler than
/// `KPILayoutContainer`, at the cost of styling KPIs one by one. The titles can still be styled
/// together with `titleModifier(_:)`. Shows at most `.kpiLimit(_:)` KPIs (2 unless set).
///
/// ```swift
/// KPIHeaderControl(stats, id: \.title)
///     .titleModifier { $0.font(.headline).foregroundColor(.red) }
/// ```
nonisolated public struct KPIHeaderControl<Data: RandomAccessCollection, ID: Hashable>: View where Data.Element: KPIItemModel {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private var modifyTitle: (Text) -> AnyView = { AnyView($0) }

    /// Creates a header with one KPI per element (up to the limit).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>) {
        self.data = data
        self.id = id
    }

    /// Restyles every KPI title: the closure receives the title's `Text` and returns any view.
    public func titleModifier<Modified: View>(_ modifier: @escaping (Text) -> Modified) -> KPIHeaderControl {
        var copy = self
        copy.modifyTitle = { AnyView(modifier($0)) }
        return copy
    }

    public var body: some View {
        let modifyTitle = modifyTitle
        KPILayoutContainer(data, id: id) { element in
            KPI { modifyTitle(Text(element.title)) } icon: { element.icon }
        }
    }
}
