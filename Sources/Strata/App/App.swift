import Foundation

/// A SwiftUI app: its scenes. Strata compiles app files unchanged; on a server the app's windows
/// are pages, so `_rootView` gives the first window's content to render or serve.
///
/// ```swift
/// @main
/// struct HabitsApp: App {
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// The entry point `@main` calls. A Linux process has no windows to open: it says how to serve
    /// the app instead (render `_rootView` with StrataHTML, or serve it with StrataLiveServer).
    public static func main() {
        let message = "\(Self.self): a SwiftUI app has no windows on Linux. Render \(Self.self)()._rootView with StrataHTML's HTMLRenderer, or serve it as a live page with StrataLiveServer.\n"
        FileHandle.standardError.write(Data(message.utf8))
    }

    /// The content of the app's first window, with the environment its scenes set.
    public var _rootView: AnyView { body._rootView ?? AnyView(EmptyView()) }
}
