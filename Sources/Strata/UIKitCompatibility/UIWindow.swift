import Foundation

/// A window, in UIKit's spelling. A server shows none: `UIApplication.shared.windows` is empty,
/// so code that asks for the key window's safe area gets its fallback. A window made by code keeps
/// its level, scene and root controller, and `makeKey()` makes it the key window of the process.
open class UIWindow: UIView {
    /// Where windows stack (higher levels are in front).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// The window made key last (weak: a released window is no longer key).
    private static weak var keyWindow: UIWindow?

    open var isKeyWindow: Bool { UIWindow.keyWindow === self }
    /// The window's content controller; as in UIKit, its view is installed filling the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.view, old.superview === self { old.removeFromSuperview() }
            if let view = rootViewController?.view {
                view.frame = bounds
                addSubview(view)
            }
        }
    }
    open var windowScene: UIWindowScene?
    open var windowLevel: Level = .normal
    open var screen: UIScreen = .main
    open var canBecomeKey: Bool { true }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size))
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Makes the window the key window.
    open func makeKey() {
        let previous = UIWindow.keyWindow
        UIWindow.keyWindow = self
        if previous !== self {
            previous?.resignKey()
            if let previous { NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous) }
            becomeKey()
            NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
        }
    }

    /// Makes the window the key window and shows it (`isHidden` becomes false).
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    open func becomeKey() {}
    open func resignKey() {}
}

/// A scene (UIKit's). A server has none.
@MainActor @preconcurrency
open class UIScene: Hashable {
    /// Whether the scene is in the foreground.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    open var activationState: ActivationState { .unattached }

    public init() {}

    /// The scene's class and identity, as UIKit describes a scene.
    open var description: String { "<\(type(of: self)): \(ObjectIdentifier(self)); activationState = \(activationState)>" }
    open var debugDescription: String { description }

    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIScene {
    /// What a scene was connected with (URLs, shortcut items): nothing on a server.
    @MainActor @preconcurrency
    open class ConnectionOptions {
        public init() {}
        open var urlContexts: Set<AnyHashable> { [] }
        open var sourceApplication: String? { nil }
    }
}

/// The delegate of a scene: its life-cycle callbacks (all optional in UIKit; a server has no
/// scenes, so none is called).
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {}

/// The delegate of a scene with windows.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {}

extension UIWindowSceneDelegate {
    /// The scene's window, for code that reads it through the protocol: a delegate's own
    /// `window` property is read when its type is known.
    public var window: UIWindow? { nil }
}

/// A scene with windows (UIKit's). A server has none.
open class UIWindowScene: UIScene {
    /// The scene's session (its identity across launches).
    public private(set) lazy var session = UISceneSession(scene: self)
    open var windows: [UIWindow] { [] }
    open var keyWindow: UIWindow? { nil }
    open var screen: UIScreen { .main }
}

/// The session of a scene: an identifier that stays the same for the scene's life.
@MainActor @preconcurrency
open class UISceneSession {
    /// The role of a scene (the app's main windows, or an external display's).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let persistentIdentifier = UUID().uuidString
    public let role: Role = .windowApplication
    open var userInfo: [String: Any]?
    open private(set) weak var scene: UIScene?

    init(scene: UIScene) { self.scene = scene }
}
