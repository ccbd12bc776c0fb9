import Foundation

/// A modifier that previews share, with a context made once (iOS 18): sample data, a model,
/// an environment. Attach it with `#Preview(traits: .modifier(SampleData())) { ... }`.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// What `makeSharedContext()` makes, shared by every preview using this modifier type.
    associatedtype Context = Void
    associatedtype Body: View
    typealias Content = PreviewModifierContent

    /// Makes the shared context; called once per modifier type and cached.
    static func makeSharedContext() async throws -> Context
    /// The preview (`content`) as modified with the shared context.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

nonisolated extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The type-erased preview a `PreviewModifier` wraps.
nonisolated public struct PreviewModifierContent: View {
    let content: AnyView
    public var body: some View { content }
}

/// A type-erased `PreviewModifier`, with the cached shared context of its type.
public struct AnyPreviewModifier: @unchecked Sendable {
    private let wrap: (AnyView) -> AnyView
    private let prepareContext: () async throws -> Void

    public init<M: PreviewModifier>(_ modifier: M) {
        let key = ObjectIdentifier(M.self)
        // The context is made where the modifier's isolation says (an isolated `makeSharedContext`
        // hops to the main actor itself); the cast only drops the annotation.
        let isolated: @MainActor () async throws -> M.Context = { try await M.makeSharedContext() }
        let makeSharedContext = unsafeBitCast(isolated, to: (@Sendable () async throws -> M.Context).self)
        prepareContext = {
            if PreviewContextCache.shared.value(for: key) == nil {
                PreviewContextCache.shared.store(try await makeSharedContext(), for: key)
            }
        }
        wrap = { content in
            guard let context = PreviewContextCache.shared.valueMakingIfNeeded(for: key, make: isolated) as? M.Context else {
                return content
            }
            nonisolated(unsafe) let modifier = modifier, sharedContext = context, content = content
            return _mainActorBound { AnyView(modifier.body(content: PreviewModifierContent(content: content), context: sharedContext)) }
        }
    }

    /// Makes the shared context now, so that rendering does not wait for it.
    public func prepare() async throws { try await prepareContext() }

    /// `content` as the modifier changes it.
    public func apply(to content: AnyView) -> AnyView { wrap(content) }
}

/// Shared contexts of preview modifiers, one per modifier type.
final class PreviewContextCache: @unchecked Sendable {
    static let shared = PreviewContextCache()
    private let lock = NSLock()
    private var values: [ObjectIdentifier: Any] = [:]

    func value(for key: ObjectIdentifier) -> Any? {
        lock.withLock { values[key] }
    }

    func store(_ value: Any, for key: ObjectIdentifier) {
        lock.withLock { values[key] = value }
    }

    /// The cached context, made now if nobody prepared it. Nil if making it throws.
    ///
    /// `make` is main-actor code (a modifier's `makeSharedContext`) and renders run on the main
    /// actor, so it starts at once, on this thread: a context that never suspends (the usual
    /// kind) is ready when this returns. One that suspends needs the main actor back, which this
    /// render holds; it gets a moment, then the preview renders without it, and the context is
    /// cached for the next render when it arrives. Called away from the main actor, this waits.
    func valueMakingIfNeeded<C>(for key: ObjectIdentifier, make: @escaping @MainActor () async throws -> C) -> Any? {
        if let value = value(for: key) { return value }
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task.immediate { @MainActor [self] in
            let value = try? await make()
            box.value = value
            if let value { store(value, for: key) }
            done.signal()
        }
        _ = done.wait(timeout: .now() + .seconds(5))
        return box.value
    }

    private final class ResultBox: @unchecked Sendable {
        var value: Any?
    }
}
