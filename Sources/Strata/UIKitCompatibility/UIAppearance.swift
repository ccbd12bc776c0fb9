import Foundation

// UIKit appearance proxies that SwiftUI code sets to restyle what SwiftUI draws with UIKit
// (`UITableView.appearance().backgroundColor = .clear`, navigation bar title attributes). A web
// page has no UIKit views, so each `appearance()` hands out a fresh object: the settings compile
// and change nothing. Use SwiftUI modifiers (`scrollContentBackground`, `toolbarBackground`) for
// effects on the page.

/// The UIKit view classes SwiftUI code restyles through `appearance()`.
open class UIView {
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    public required init() {}

    /// A proxy whose settings apply to no view on the web.
    public class func appearance() -> Self { Self() }
    /// A proxy for views inside containers of the given types.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> Self { Self() }
}

open class UIScrollView: UIView {
    open var bounces = true
    open var alwaysBounceVertical = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    public enum KeyboardDismissMode: Sendable { case none, onDrag, interactive }
}

open class UITableView: UIScrollView {
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var sectionHeaderTopPadding: CGFloat = 0
    open var tableFooterView: UIView?
}

open class UITableViewCell: UIView {
    open var selectionStyle: SelectionStyle = .default
    public enum SeparatorStyle: Sendable { case none, singleLine, singleLineEtched }
    public enum SelectionStyle: Sendable { case none, blue, gray, `default` }
}

open class UICollectionView: UIScrollView {}
open class UITextView: UIScrollView {}
open class UITextField: UIView {
    open var clearButtonMode: ViewMode = .never
    public enum ViewMode: Sendable { case never, whileEditing, unlessEditing, always }
}

open class UINavigationBar: UIView {
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var shadowImage: UIImage?
    open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
}

open class UITabBar: UIView {
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
}

open class UIToolbar: UIView {
    open var barTintColor: UIColor?
}

open class UISegmentedControl: UIView {
    open var selectedSegmentTintColor: UIColor?
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

open class UIPageControl: UIView {
    open var currentPageIndicatorTintColor: UIColor?
    open var pageIndicatorTintColor: UIColor?
}

open class UISwitch: UIView {
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
}

open class UIStepper: UIView {}
open class UISlider: UIView {
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
}

open class UIDatePicker: UIView {}
open class UILabel: UIView {
    open var textColor: UIColor?
    open var font: UIFont?
    open var adjustsFontSizeToFitWidth = false
}

/// Control states (for title attributes).
public enum UIControl {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// Bar metrics (for bar background images).
public enum UIBarMetrics: Sendable { case `default`, compact, defaultPrompt, compactPrompt }

/// A bar's appearance (iOS 13).
open class UIBarAppearance {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    public required init() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    open func configureWithDefaultBackground() {}
}

/// A navigation bar's appearance (iOS 13).
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A tab bar's appearance (iOS 13).
open class UITabBarAppearance: UIBarAppearance {}

/// A blur effect (for bar backgrounds).
public final class UIBlurEffect: Sendable {
    public enum Style: Sendable { case regular, prominent, light, dark, extraLight, systemMaterial, systemThinMaterial, systemUltraThinMaterial, systemThickMaterial, systemChromeMaterial }
    public init(style: Style) {}
}

extension NSAttributedString.Key {
    /// The text color attribute (UIKit's).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The font attribute (UIKit's).
    public static let font = NSAttributedString.Key("NSFont")
    /// The background color attribute (UIKit's).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The kerning attribute (UIKit's).
    public static let kern = NSAttributedString.Key("NSKern")
}
