import SwiftUI

/// One slot's content, as a style sees it: a view that knows whether it is empty.
///
/// Shared by the configurations of slot-based components (`ContactItem`, `KPI`). An empty slot
/// (left out, `EmptyView`, or a `nil` value) renders nothing and reports `isEmpty`, so the style can
/// leave out the spacing and decoration around it.
nonisolated public struct SlotContent: View {
    let view: AnyView
    /// Whether the slot has no content.
    public let isEmpty: Bool

    init<V: View>(_ content: V) {
        view = AnyView(content)
        isEmpty = (content as? any EmptySlot)?.isEmptySlot ?? false
    }

    public var body: some View {
        if !isEmpty { view }
    }
}

/// Slot contents that can tell they are empty.
protocol EmptySlot {
    var isEmptySlot: Bool { get }
}

extension EmptyView: EmptySlot {
    var isEmptySlot: Bool { true }
}

extension Optional: EmptySlot {
    var isEmptySlot: Bool { self == nil }
}
