/// A part of an app's interface with its own lifetime: a window group, a settings window.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    /// The content of the scene's first window, if it shows views (renderer hook).
    var _rootView: AnyView? { get }
}

extension Scene {
    public var _rootView: AnyView? { body._rootView }
}

extension Never: Scene {
    public var _rootView: AnyView? { nil }
}

extension Scene where Body == Never {
    /// Primitive scenes have no body.
    public var body: Never { preconditionFailure("\(Self.self) is a primitive scene and has no body") }
}

/// Builds scenes from the statements of an `App`'s `body`.
@resultBuilder @MainActor @preconcurrency
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(content: content) }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes side by side.
public struct _TupleScene<each Content: Scene>: Scene {
    let content: (repeat each Content)
    public init(_ content: repeat each Content) { self.content = (repeat each content) }
    public typealias Body = Never
    public var _rootView: AnyView? {
        for scene in repeat each content {
            if let root = scene._rootView { return root }
        }
        return nil
    }
}

/// A scene that is there or not.
public struct _OptionalScene<Content: Scene>: Scene {
    let content: Content?
    public typealias Body = Never
    public var _rootView: AnyView? { content?._rootView }
}
