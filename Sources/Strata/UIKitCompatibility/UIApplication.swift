/// The app, in UIKit's spelling. On a server there is one shared instance that opens nothing.
public final class UIApplication: Sendable {
    /// The shared app.
    public static let shared = UIApplication()

    /// The URL string of the app's settings page (not openable on the web).
    public static let openSettingsURLString = "app-settings:"

    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }

    /// The app's windows (none on a server).
    public var windows: [UIWindow] { [] }
    /// The key window (none on a server).
    public var keyWindow: UIWindow? { nil }
    /// The app's scenes (none on a server).
    public var connectedScenes: Set<UIScene> { [] }
    /// The icon badge number (kept; a page has no icon).
    public var applicationIconBadgeNumber: Int { 0 }

    /// Whether a URL can be opened: a server opens nothing, so always false.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens nothing on a server; the completion handler is told the URL was not opened. Use
    /// `@Environment(\.openURL)` or `Link` for links a page can follow.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
}

/// The pasteboard, in UIKit's spelling. A server has no clipboard: `general` keeps what is put
/// on it for the current process, so copy buttons work in the test host.
public final class UIPasteboard: @unchecked Sendable {
    /// The general pasteboard.
    public static let general = UIPasteboard()

    private let contents = LockedState<[String]>([])

    /// The first string on the pasteboard.
    public var string: String? {
        get { contents.withLock { $0.first } }
        set { contents.withLock { $0 = newValue.map { [$0] } ?? [] } }
    }

    /// Every string on the pasteboard.
    public var strings: [String]? {
        get { contents.withLock { $0.isEmpty ? nil : $0 } }
        set { contents.withLock { $0 = newValue ?? [] } }
    }

    /// The first URL on the pasteboard.
    public var url: URL? {
        get { string.flatMap(URL.init(string:)) }
        set { string = newValue?.absoluteString }
    }

    public var hasStrings: Bool { contents.withLock { !$0.isEmpty } }
    public var hasURLs: Bool { url != nil }
}

extension UIApplication {
    /// Sends an action message to `target`, or up the responder chain when it is nil. A server has
    /// no first responder (no keyboard to dismiss) and no Objective-C runtime to deliver the
    /// message, so nothing handles it: returns false, as UIKit does when no responder does.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
}

extension UIApplication {
    // App lifecycle notification names, for `NotificationCenter.default.publisher(for:)`.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}
