import Foundation

/// A UIKit view controller, for the hosting controller and representables that name one. A server
/// has no UIKit: its view stands for nothing unless a subclass says otherwise. Presenting records
/// the presented controller (`presentedViewController`), which code walking to the topmost
/// controller reads; nothing is shown on screen.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    /// The controller's view.
    open var view: UIView!
    open var title: String?
    open var preferredContentSize: CGSize = .zero
    /// How the controller is shown when presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition a presentation animates with.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether the presented controller can be dismissed interactively (a sheet's swipe).
    open var isModalInPresentation = false
    /// The appearance the controller forces on its views (`.unspecified` follows the system).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The object that supplies a custom presentation's transitions.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The sheet presentation of a controller presented as a sheet: one per controller, kept.
    open var sheetPresentationController: UISheetPresentationController? {
        if ownSheetPresentation == nil, modalPresentationStyle == .automatic || modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet {
            ownSheetPresentation = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        }
        return ownSheetPresentation
    }
    private var ownSheetPresentation: UISheetPresentationController?
    /// The controller's presentation: its sheet presentation for a sheet, else one of its own.
    open var presentationController: UIPresentationController? {
        if let sheet = sheetPresentationController { return sheet }
        if ownPresentation == nil { ownPresentation = UIPresentationController(presentedViewController: self, presenting: presentingViewController) }
        return ownPresentation
    }
    private var ownPresentation: UIPresentationController?
    /// The controller this one presented, until it is dismissed.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    open private(set) weak var presentingViewController: UIViewController?
    /// The navigation controller this controller is in.
    open internal(set) weak var navigationController: UINavigationController?

    /// A controller with an empty view (a server has no nib files to load).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        view = UIView()
        super.init()
    }

    /// A controller from an archive. A server has no archives: this makes one with an empty view.
    public required init?(coder: NSCoder) {
        view = UIView()
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Whether the view exists (always: a server makes it with the controller).
    open var isViewLoaded: Bool { view != nil }
    /// The view if it is loaded (always, on a server).
    open var viewIfLoaded: UIView? { view }
    /// The status bar's style while the controller is shown; a page has no status bar.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open func loadView() {}
    open func loadViewIfNeeded() {}
    open func viewWillLayoutSubviews() {}
    /// The controller's children.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The nearest split view controller among this controller's ancestors.
    open var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
    /// The nearest tab bar controller among this controller's ancestors.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    private func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var candidate = parent
        while let controller = candidate {
            if let match = controller as? T { return match }
            candidate = controller.parent
        }
        return nil
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewDidLayoutSubviews() {}

    /// A controller's next responder is its view's superview, else its parent or presenter.
    open override var next: UIResponder? { view?.superview ?? parent ?? presentingViewController }

    /// Records `viewController` as presented by this controller, then calls `completion`.
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewController
        viewController.presentingViewController = self
        completion?()
    }

    /// The scroll view whose edges bars follow (`setContentScrollView(_:for:)`), by edge.
    open private(set) var contentScrollViews: [NSDirectionalRectEdge.RawValue: UIScrollView] = [:]
    /// Names the scroll view that navigation and tab bars track on `edges` (kept: a server draws no bars).
    open func setContentScrollView(_ scrollView: UIScrollView?, for edges: NSDirectionalRectEdge = [.top, .bottom]) {
        for edge in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edges.contains(edge) {
            contentScrollViews[edge.rawValue] = scrollView
        }
    }
    /// The scroll view set for `edge`.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { contentScrollViews[edge.rawValue] }

    /// Dismisses the controller this one presented or, without one, this controller itself from
    /// its presenter; then calls `completion`.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
}

/// How a presented view controller animates in (UIKit's spelling).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// How a presented view controller covers the screen (UIKit's spelling).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1
    case automatic = -2
}

/// A stack of view controllers (UIKit's). Pushing and popping change the stack; nothing is shown.
open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller.navigationController = self } }
    }
    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: a controller the top one presented, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }
    /// The bar above the stack; its appearance is kept (the page draws SwiftUI's bars).
    public let navigationBar = UINavigationBar()
    /// The toolbar below the stack.
    public let toolbar = UIToolbar()
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false
    /// Whether the toolbar is hidden (hidden unless a controller shows it, as in UIKit).
    open var isToolbarHidden = true
    /// Whether swiping from the edge pops the top controller.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        viewControllers.removeLast(popped.count)
        return popped
    }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) { viewControllers = controllers }
}

/// Tabs of view controllers (UIKit's).
open class UITabBarController: UIViewController {
    /// The tabs' controllers.
    open var viewControllers: [UIViewController]?
    /// The index of the selected tab.
    open var selectedIndex = 0
    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
        return controllers[selectedIndex]
    }
}

/// A controller of columns (what `NavigationSplitView` is built on): it keeps its column
/// controllers; the page lays the columns out.
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
            twoDisplaceSecondary
    }

    public let style: Style
    open var viewControllers: [UIViewController] = []
    open var preferredDisplayMode: DisplayMode = .automatic
    open private(set) var displayMode: DisplayMode = .automatic
    open var preferredPrimaryColumnWidth: CGFloat = 0
    open var isCollapsed: Bool { false }
    private var columns: [Column: UIViewController] = [:]

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    open func setViewController(_ viewController: UIViewController?, for column: Column) { columns[column] = viewController }
    open func viewController(for column: Column) -> UIViewController? { columns[column] }
    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}
}
