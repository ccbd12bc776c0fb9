import SwiftUI

/// What an `ActivityItemsStyle` receives: one button per item.
public struct ActivityItemsStyleConfiguration {
    /// One action: a button that reports its item. It is named after the action ("Email") and
    /// announces the address as its value. Its label is the symbol, `icon`, and the `title`.
    nonisolated public struct Item: View, Identifiable {
        let item: ActivityItem
        let select: () -> Void
        /// The item's position.
        public let id: Int

        /// The action's symbol.
        public var icon: Image { Image(systemName: item.type.systemImage) }
        /// The action's name.
        public var title: Text { Text(item.type.title) }

        /// A button with the symbol and the name.
        public var body: some View {
            button { HStack(spacing: 6) { icon.accessibilityHidden(true); title } }
        }

        /// A button with any label built from `icon` and `title`; keeps the item's semantics.
        public func button<Label: View>(@ViewBuilder label: () -> Label) -> some View {
            Button(action: select, label: label)
                .accessibilityLabel(item.type.title)
                .accessibilityValue(item.data)
        }
    }

    /// The actions, in order.
    public let items: [Item]

    init(items: [ActivityItem], didSelect: @escaping (ActivityItem) -> Void) {
        self.items = items.enumerated().map { index, item in Item(item: item, select: { didSelect(item) }, id: index) }
    }
}
