import SwiftUI

/// A row of contact actions (email, call, message), each a button, drawn by the
/// `ActivityItemsStyle` in the environment. A composite control: `ContactItem` takes one in its
/// `actionItems` slot.
///
/// ```swift
/// ActivityItems(actionItems: [.init(type: .email, data: "ana@example.com"), .init(type: .phone, data: "+49 30 1234")]) { item in
///     open(item)
/// }
/// ```
///
/// Selecting an item is an event with a payload (which item), not a state the control owns, so it is
/// reported through `didSelectActivityItem`.
nonisolated public struct ActivityItems: View {
    private let items: [ActivityItem]
    private let didSelect: (ActivityItem) -> Void
    @Environment(\.activityItemsStyle) private var style

    /// Creates the control.
    /// - Parameters:
    ///   - actionItems: The actions, in order.
    ///   - didSelectActivityItem: Called with the item the person picked.
    public init(actionItems: [ActivityItem], didSelectActivityItem: @escaping (ActivityItem) -> Void = { _ in }) {
        self.items = actionItems
        self.didSelect = didSelectActivityItem
    }

    public var body: some View {
        style.makeBody(configuration: ActivityItemsStyleConfiguration(items: items, didSelect: didSelect))
    }
}
