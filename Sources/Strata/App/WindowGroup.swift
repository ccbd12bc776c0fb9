/// The app's main windows, each showing `content`. On the web, a page.
nonisolated public struct WindowGroup<Content: View>: Scene {
    let content: Content
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    public var _rootView: AnyView? { AnyView(content) }
}

/// One window with `content` (macOS 13).
nonisolated public struct Window<Content: View>: Scene {
    let content: Content
    public typealias Body = Never
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var _rootView: AnyView? { AnyView(content) }
}

/// The app's settings window (macOS). Not a page of its own on the web.
nonisolated public struct Settings<Content: View>: Scene {
    let content: Content
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var _rootView: AnyView? { nil }
}

/// A scene that changes the environment or behavior of another; on the web it passes its
/// content's root view through, with the environment it sets.
public struct _ModifiedScene<Content: Scene>: Scene {
    let content: Content
    let transform: (AnyView) -> AnyView
    public typealias Body = Never
    public var _rootView: AnyView? { content._rootView.map(transform) }
}

extension Scene {
    /// Runs `action` when `value` changes (the iOS 14 form). Scenes have no lifetime on a page.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
    /// Runs `action` when `value` changes. Scenes have no lifetime on a page.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
    /// Runs `action` when `value` changes. Scenes have no lifetime on a page.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }
    /// Menu commands (macOS); pages have no menu bar.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
    /// The window's style (macOS); pages have no title bar.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }
    /// The window's default size; pages take the browser's.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    /// How the window resizes; pages take the browser's.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

    /// Places an `ObservableObject` in the environment of the scene's views.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.environmentObject(object)) }
    }

    /// Places an `@Observable` model in the environment of the scene's views.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.environment(object)) }
    }

    /// Sets an environment value for the scene's views.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _ModifiedScene(content: self) { AnyView($0.environment(keyPath, value)) }
    }
}

/// A window's appearance (macOS).
public protocol WindowStyle {}
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {} }
public struct DefaultWindowStyle: WindowStyle { public init() {} }
public struct TitleBarWindowStyle: WindowStyle { public init() {} }
extension WindowStyle where Self == HiddenTitleBarWindowStyle { public static var hiddenTitleBar: Self { .init() } }
extension WindowStyle where Self == DefaultWindowStyle { public static var automatic: Self { .init() } }
extension WindowStyle where Self == TitleBarWindowStyle { public static var titleBar: Self { .init() } }

/// How a window can be resized (macOS).
public struct WindowResizability: Sendable {
    let name: String
    public static let automatic = WindowResizability(name: "automatic")
    public static let contentSize = WindowResizability(name: "contentSize")
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}
