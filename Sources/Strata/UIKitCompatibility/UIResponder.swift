import Foundation

/// UIKit's responder: what views, view controllers and the application are, with the responder
/// chain (`next`), first-responder status, touch handling and the accessibility attributes every
/// object has in UIKit. A server has no keyboard focus and receives no touches, so no responder
/// becomes first responder and touch methods run only when code calls them.
@MainActor @preconcurrency
open class UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    public init() {}

    /// The next responder in the chain: a view's superview (or its controller), a controller's
    /// parent or presenter.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // Presses of physical buttons (a keyboard's, a remote's); a page sends none.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    // The accessibility attributes (the informal `UIAccessibility` protocol every `NSObject` has).
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var isAccessibilityElement = false
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false

    // Accessibility actions an element performs (VoiceOver's escape, activate, magic tap): a
    // server has no assistive technology to ask, so they run only when code calls them.
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityPerformMagicTap() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
}
