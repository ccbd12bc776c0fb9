/// The app, in AppKit's spelling. A server has one shared instance with no windows or menu.
public final class NSApplication: Sendable {
    /// The shared app.
    public static let shared = NSApplication()

    /// The key window (none on a server).
    public var keyWindow: NSWindow? { nil }
    /// The main window (none on a server).
    public var mainWindow: NSWindow? { nil }
    /// The app's windows (none on a server).
    public var windows: [NSWindow] { [] }
    /// The main menu (none on a server).
    public var mainMenu: NSMenu? { nil }
    /// The app's appearance (light: a server does not know the visitor's).
    public var effectiveAppearance: NSAppearance { .currentDrawing }
}

/// The shared app (AppKit's global).
public let NSApp = NSApplication.shared

/// A window. A server has none; the type exists for code that asks for one.
public final class NSWindow {
    public var frame: CGRect = .zero
    public var contentView: NSView?
    public var firstResponder: AnyObject? { nil }
    /// Makes `responder` the first responder; a server has no focus to move, so it reports failure.
    @discardableResult
    public func makeFirstResponder(_ responder: AnyObject?) -> Bool { false }
    public init() {}
}

/// A menu (the menu bar's height is asked for).
public final class NSMenu {
    public var menuBarHeight: CGFloat { 0 }
    public init() {}
}

/// A screen, in AppKit's spelling. A server has no screen: the main one has the
/// `geometryEstimate` default size, as `UIScreen.main` does.
public final class NSScreen: Sendable {
    /// The main screen.
    public static var main: NSScreen? { shared }
    /// The screens.
    public static var screens: [NSScreen] { [shared] }
    private static let shared = NSScreen()

    public let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    public var visibleFrame: CGRect { frame }
    public let backingScaleFactor: CGFloat = 2
}

/// The workspace, which opens URLs in other apps. A server opens nothing.
public final class NSWorkspace: Sendable {
    public static let shared = NSWorkspace()

    /// Opens nothing on a server: returns false. Use `Link` or `@Environment(\.openURL)`.
    @discardableResult
    public func open(_ url: URL) -> Bool { false }
}
