/// A view that generates its content from a collection (`ForEach`), so lists can edit it.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the content is generated from.
    var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
    /// Deletes rows by swipe or edit mode. The web has no swipe yet: the action is kept for API
    /// parity and not offered.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

    /// Moves rows in edit mode (not offered on the web yet).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// A button that toggles edit mode of a list (shown as "Edit"; edit mode is not available on the
/// web yet).
nonisolated public struct EditButton: View {
    public init() {}
    public var body: some View {
        Button("Edit") {}
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (the companion of `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            guard offset >= 0, offset < count else { continue }
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so they start at `destination` (the companion of `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.filter { $0 >= 0 && $0 < count }.map { self[index(startIndex, offsetBy: $0)] }
        var kept: [Element] = []
        for (offset, element) in self.enumerated() where !source.contains(offset) { kept.append(element) }
        let insertion = Swift.min(Swift.max(destination - source.filter { $0 < destination }.count, 0), kept.count)
        kept.insert(contentsOf: moved, at: insertion)
        for (offset, element) in kept.enumerated() { self[index(startIndex, offsetBy: offset)] = element }
    }
}

/// How prominent a section header is (kept for API parity).
public enum Prominence: Hashable, Sendable { case standard, increased }

nonisolated extension View {
    /// The prominence of section headers (kept for API parity).
    public consuming func headerProminence(_ prominence: Prominence) -> some View { self }

    /// The iOS 13 navigation bar items: on the web a row above the view.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        VStack(spacing: 8) {
            HStack {
                leading
                Spacer(minLength: 0)
                trailing
            }
            self
        }
    }

    /// The iOS 13 navigation bar items: on the web a row above the view.
    public consuming func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBarItems(leading: leading, trailing: EmptyView())
    }

    /// The iOS 13 navigation bar items: on the web a row above the view.
    public consuming func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBarItems(leading: EmptyView(), trailing: trailing)
    }
}
