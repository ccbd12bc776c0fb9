/// An AppKit view, for `NSViewRepresentable` in the macOS branches of packages. A server has no
/// AppKit: a few views stand for a SwiftUI counterpart (`NSVisualEffectView` is a material,
/// a spinning `NSProgressIndicator` a spinner); other views draw nothing.
open class NSView {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var isHidden = false
    open var alphaValue: CGFloat = 1
    open var wantsLayer = false
    open var appearance: NSAppearance?
    open private(set) var subviews: [NSView] = []
    /// The window showing the view (none on a server).
    open var window: NSWindow? { nil }

    public init(frame frameRect: CGRect) { frame = frameRect }
    public convenience init() { self.init(frame: .zero) }

    open func addSubview(_ view: NSView) { subviews.append(view) }
    open func removeFromSuperview() {}
    open func setContentHuggingPriority(_ priority: Float, for orientation: NSLayoutConstraint.Orientation) {}
    open func setContentCompressionResistancePriority(_ priority: Float, for orientation: NSLayoutConstraint.Orientation) {}

    /// The deepest visible view containing `point` (in the superview's coordinates, as AppKit
    /// has it), front to back; nil when the point is outside the view.
    open func hitTest(_ point: NSPoint) -> NSView? {
        guard !isHidden, frame.contains(point) else { return nil }
        let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    /// The label assistive technologies read for the view.
    private var storedAccessibilityLabel: String?
    open func setAccessibilityLabel(_ label: String?) { storedAccessibilityLabel = label }
    open func accessibilityLabel() -> String? { storedAccessibilityLabel }

    /// The SwiftUI view this AppKit view stands for on the web (nil draws nothing).
    open var _swiftUIView: AnyView? { nil }
}

extension NSLayoutConstraint {
    /// AppKit's name for a layout axis.
    public enum Orientation: Int, Sendable { case horizontal, vertical }
}

/// A view behind translucent content, drawn as the matching material.
open class NSVisualEffectView: NSView {
    public enum Material: Int, Sendable {
        case titlebar = 3, selection, menu, popover, sidebar, headerView = 10, sheet, windowBackground, hudWindow,
             fullScreenUI = 15, toolTip = 17, contentBackground, underWindowBackground = 21, underPageBackground
        case appearanceBased = 0, light, dark, mediumLight = 8, ultraDark
    }
    public enum BlendingMode: Int, Sendable { case behindWindow, withinWindow }
    public enum State: Int, Sendable { case followsWindowActiveState, active, inactive }

    open var material = Material.appearanceBased
    open var blendingMode = BlendingMode.behindWindow
    open var state = State.followsWindowActiveState
    open var isEmphasized = false

    override open var _swiftUIView: AnyView? {
        let material: Strata.Material = switch self.material {
        case .hudWindow, .fullScreenUI, .ultraDark: .thickMaterial
        case .popover, .menu, .toolTip, .sheet: .regularMaterial
        case .titlebar, .headerView: .bar
        default: .thinMaterial
        }
        return AnyView(Rectangle().fill(material))
    }
}

/// A progress indicator; a spinning one that is animating is drawn as an indeterminate `ProgressView`.
open class NSProgressIndicator: NSView {
    public enum Style: Int, Sendable { case bar, spinning }
    open var style = Style.bar
    open var isIndeterminate = true
    open var doubleValue: Double = 0
    open var minValue: Double = 0
    open var maxValue: Double = 100
    open var controlSize = NSControl.ControlSize.regular
    open private(set) var isAnimating = false

    open func startAnimation(_ sender: Any?) { isAnimating = true }
    open func stopAnimation(_ sender: Any?) { isAnimating = false }

    override open var _swiftUIView: AnyView? {
        if isIndeterminate {
            return isAnimating ? AnyView(ProgressView()) : nil
        }
        let span = maxValue - minValue
        return AnyView(ProgressView(value: span > 0 ? (doubleValue - minValue) / span : 0))
    }
}

/// AppKit's control namespace, for its control sizes.
public enum NSControl {
    public enum ControlSize: Int, Sendable { case regular, small, mini, large }
}

/// A named appearance (light `aqua`, dark `darkAqua`).
public final class NSAppearance: Sendable {
    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        public static let vibrantLight = Name(rawValue: "NSAppearanceNameVibrantLight")
        public static let vibrantDark = Name(rawValue: "NSAppearanceNameVibrantDark")
    }

    public let name: Name

    public init?(named name: Name) { self.name = name }

    /// The appearance of the current drawing (light: a server does not know the visitor's).
    public static var currentDrawing: NSAppearance { NSAppearance(light: ()) }

    private init(light: Void) { name = .aqua }

    /// The first of `names` this appearance matches.
    public func bestMatch(from names: [Name]) -> Name? {
        names.first { $0 == name } ?? names.first { ($0 == .darkAqua || $0 == .vibrantDark) == (name == .darkAqua || name == .vibrantDark) }
    }
}
