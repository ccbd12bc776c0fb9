import SwiftUI

/// A button of a `NoticeBanner`, made with static factories as alert buttons are:
/// `.primary("Retry") { … }`, `.dismiss()`.
public struct NoticeAction: Identifiable {
    public enum Role: Sendable { case primary, secondary, dismiss }

    public let id: String
    public let title: String
    public let role: Role
    let action: () -> Void

    public static func primary(_ title: String, action: @escaping () -> Void) -> NoticeAction {
        NoticeAction(id: "primary-\(title)", title: title, role: .primary, action: action)
    }

    public static func secondary(_ title: String, action: @escaping () -> Void) -> NoticeAction {
        NoticeAction(id: "secondary-\(title)", title: title, role: .secondary, action: action)
    }

    /// Closes the banner (its `onDismiss` runs).
    public static func dismiss(_ title: String = "Dismiss") -> NoticeAction {
        NoticeAction(id: "dismiss", title: title, role: .dismiss, action: {})
    }
}
