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
            guard let context = PreviewContextCache.shared.valueMakingIfNeeded(for: key, make: makeSharedContext) as? M.Context else {
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

    /// The cached context, made on another thread and waited for if nobody prepared it (contexts
    /// are usually not really asynchronous). Nil if making it throws.
    func valueMakingIfNeeded<C>(for key: ObjectIdentifier, make: @escaping () async throws -> C) -> Any? {
        if let value = value(for: key) { return value }
        let box = ResultBox()
        box.make = { try await make() }
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.value = try? await box.make?()
            done.signal()
        }
        done.wait()
        if let value = box.value { store(value, for: key) }
        return box.value
    }

    private final class ResultBox: @unchecked Sendable {
        var make: (() async throws -> Any)?
        var value: Any?
    }
}
