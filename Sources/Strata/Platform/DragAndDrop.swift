// Drag and drop with `Transferable` items (iOS 16). A page offers no dragging yet, so these
// compile and do nothing.

nonisolated extension View {
    /// Lets the view be dragged, carrying `payload` (kept for API parity).
    public consuming func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Lets the view be dragged with a custom preview (kept for API parity).
    public consuming func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View { self }

    /// Accepts dropped items of a type (kept for API parity: nothing is dropped on a page yet).
    public consuming func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { self }
}

nonisolated extension DynamicViewContent {
    /// Inserts dropped items into a `ForEach` (kept for API parity).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> some DynamicViewContent { self }
}

// Drag and drop with item providers (iOS 13). A page offers no dragging yet: the providers are
// made when a drag starts and a drop is offered, so these keep their handlers and run none.

/// What a drop would do.
public enum DropOperation: Sendable {
    case cancel, forbidden, copy, move
}

/// A drop's proposed operation, from `DropDelegate.dropUpdated(info:)`.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drop in progress: where it is and the items it carries.
public struct DropInfo {
    /// Where the drop is, in the view's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    public init(location: CGPoint, itemProviders: [NSItemProvider]) {
        self.location = location
        providers = itemProviders
    }

    /// Whether any item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { !itemProviders(for: contentTypes).isEmpty }

    /// The items that conform to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }
}

/// Decides how a view takes drops (every method but `performDrop(info:)` has a default).
@MainActor @preconcurrency
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.item]) || !info.providers.isEmpty }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

nonisolated extension View {
    /// Lets the view be dragged, carrying the item `data` makes (kept for API parity).
    public consuming func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// Lets the view be dragged with a custom preview (kept for API parity).
    public consuming func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }

    /// Accepts drops of `supportedContentTypes` (kept for API parity: nothing is dropped on a page yet).
    public consuming func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }

    /// Accepts drops of `supportedContentTypes` at a location (kept for API parity).
    public consuming func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View { self }

    /// Accepts drops of `supportedContentTypes` as `delegate` decides (kept for API parity).
    public consuming func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }

    /// Accepts drops of the types named by identifier (kept for API parity).
    public consuming func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }

    /// Accepts drops of the types named by identifier, as `delegate` decides (kept for API parity).
    public consuming func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }
}

nonisolated extension DynamicViewContent {
    /// Inserts dropped items into a `ForEach` (kept for API parity).
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent { self }
}
