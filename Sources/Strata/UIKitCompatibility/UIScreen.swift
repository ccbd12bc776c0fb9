/// The screen, in UIKit's spelling. A server has no screen: the bounds are the
/// `geometryEstimate` default (390×844 points, an iPhone).
public final class UIScreen: Sendable {
    /// The main screen.
    public static let main = UIScreen()

    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    public let nativeBounds = CGRect(x: 0, y: 0, width: 1170, height: 2532)
    public let scale: CGFloat = 3
    public let nativeScale: CGFloat = 3
    /// The screen's space in portrait, whatever the interface's orientation (a portrait phone here).
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
    /// The screen's space in the interface's orientation.
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
}

/// A coordinate space: its bounds, and conversion to and from others.
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// The screen's space: its origin is every other space's on a server, so conversions are identities.
final class ScreenCoordinateSpace: UICoordinateSpace, @unchecked Sendable {
    let bounds: CGRect
    init(bounds: CGRect) { self.bounds = bounds }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}

/// The kind of device (UIKit's spelling).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac, vision
}

/// The device, in UIKit's spelling: a phone.
public final class UIDevice: Sendable {
    public static let current = UIDevice()
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    public let name = "Web"
    public let systemName = "Linux"
    public let model = "Web"
    /// How the device is held: portrait (a server's phone does not turn).
    public let orientation = UIDeviceOrientation.portrait

    /// Posted when the device turns (never, on a server).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// How a device is held (UIKit's spelling).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// Haptic feedback for impacts (the web has no haptics: these do nothing).
public final class UIImpactFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public init() {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptic feedback for outcomes (does nothing on the web).
public final class UINotificationFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptic feedback for selection changes (does nothing on the web).
public final class UISelectionFeedbackGenerator {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}
