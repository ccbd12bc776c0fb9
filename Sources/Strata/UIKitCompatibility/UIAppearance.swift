// The UIKit classes older SwiftUI code configures through appearance proxies in `init()` to
// restyle lists, navigation bars, tab bars and page indicators. A page has no UIKit views, so
// these settings are kept and change nothing; use SwiftUI modifiers for the web look.

#if !canImport(Darwin)
extension NSAttributedString.Key {
    /// The text color attribute (UIKit's).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The font attribute (UIKit's).
    public static let font = NSAttributedString.Key("NSFont")
    /// The background color attribute (UIKit's).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The letter spacing attribute (UIKit's).
    public static let kern = NSAttributedString.Key("NSKern")
}
#endif

/// Control states, for per-state settings.
public struct UIControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = UIControlState([])
    public static let highlighted = UIControlState(rawValue: 1)
    public static let disabled = UIControlState(rawValue: 2)
    public static let selected = UIControlState(rawValue: 4)
}

/// A control.
open class UIControl: UIView {
    public typealias State = UIControlState
    open var isEnabled = true
    open var isSelected = false
}

/// Bar metrics, for bar background images.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

/// A scroll view.
open class UIScrollView: UIView {
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    open var bounces = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var isScrollEnabled = true
    /// The size of the scrolled content (set by code; a server does not lay out).
    open var contentSize: CGSize = .zero
    /// How far the content is scrolled.
    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var scrollsToTop = true
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var decelerationRate: DecelerationRate = .normal
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    /// The content inset plus the safe area, as the content inset adjustment behavior decides
    /// (a page has no safe area insets, so it is the content inset).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Whether a finger is on the content (never, on a server).
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var isZooming: Bool { false }
    /// Told of scrolling (never, on a server).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Scrolls to `contentOffset` (moves nothing on a server; the offset is recorded).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls so that `rect` (in content coordinates) is visible: the offset moves by as little
    /// as brings it inside the bounds.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(offset, animated: animated)
    }

    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale) }

    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }

    /// How fast scrolling slows down after a flick.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// A table view (what `List` was built on).
open class UITableView: UIScrollView {
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var sectionHeaderTopPadding: CGFloat = 0
    open var allowsSelection = true
}

/// A table view cell.
open class UITableViewCell: UIView {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    open var selectionStyle = SelectionStyle.default
}

/// A text view (what `TextEditor` was built on).
open class UITextView: UIScrollView {
    open var text: String = ""
    open var textColor: UIColor?
    open var font: UIFont?
}

/// A text field.
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var textColor: UIColor?
    open var font: UIFont?
}

/// The colors, shadow and title attributes of a bar.
open class UIBarAppearance {
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    open var backgroundImage: UIImage?

    public init() {}
    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
}

/// A navigation bar's appearance.
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// A tab bar's appearance.
open class UITabBarAppearance: UIBarAppearance {}

/// A toolbar's appearance.
open class UIToolbarAppearance: UIBarAppearance {}

/// A navigation bar.
open class UINavigationBar: UIView {
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var shadowImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
}

/// A tab bar.
open class UITabBar: UIView {
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var shadowImage: UIImage?
    open var backgroundImage: UIImage?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
}

/// A toolbar.
open class UIToolbar: UIView {
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var standardAppearance = UIToolbarAppearance()
}

/// A segmented control (what a segmented `Picker` was built on).
open class UISegmentedControl: UIControl {
    open var selectedSegmentTintColor: UIColor?
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

/// A switch (what `Toggle` was built on).
open class UISwitch: UIControl {
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var isOn = false
}
