import Foundation

// How UIKit presents a view controller: the presentation controller, the sheet's detents and the
// transitioning delegate. A server shows no presentations, so these keep what they are told.

/// Supplies the objects a custom presentation uses (all optional in UIKit, so a conformer
/// implements what it needs; a server asks for none).
@MainActor @preconcurrency
public protocol UIViewControllerTransitioningDelegate: AnyObject {}

/// The object that manages a presented controller's presentation.
@MainActor @preconcurrency
open class UIPresentationController {
    open private(set) weak var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }
}

/// A sheet's presentation: its detents, grabber and corner radius.
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    public final class Detent: Hashable, @unchecked Sendable {
        /// A detent's name.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        private init(identifier: Identifier) { self.identifier = identifier }

        public static func medium() -> Detent { Detent(identifier: .medium) }
        public static func large() -> Detent { Detent(identifier: .large) }
        /// A detent whose height `resolver` works out (kept; a server shows no sheet).
        public static func custom(identifier: Identifier? = nil, resolver: @escaping (Any) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString))
        }

        public static func == (lhs: Detent, rhs: Detent) -> Bool { lhs.identifier == rhs.identifier }
        public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    }

    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersGrabberVisible = false
    open var prefersPageSizing = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The sheet's corner radius; `UISheetPresentationController.automaticDimension` lets UIKit pick.
    open var preferredCornerRadius: CGFloat?

    /// Applies changes to the sheet's properties together.
    open func animateChanges(_ changes: () -> Void) { changes() }
}
