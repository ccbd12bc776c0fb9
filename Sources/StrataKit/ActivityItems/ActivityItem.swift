import SwiftUI

/// A way to get in touch with someone: the kind of activity and the address, number or handle it uses.
///
/// ```swift
/// ActivityItem(type: .email, data: "ana@example.com")
/// ```
public struct ActivityItem: Hashable, Sendable {
    /// The kinds of activity.
    public enum ActivityType: Hashable, Sendable, CaseIterable {
        /// Write an email.
        case email
        /// Place a phone call.
        case phone
        /// Send a message.
        case message

        /// The action's name, as shown and announced.
        var title: String {
            switch self {
            case .email: "Email"
            case .phone: "Call"
            case .message: "Message"
            }
        }

        /// The symbol for the action.
        var systemImage: String {
            switch self {
            case .email: "envelope"
            case .phone: "phone"
            case .message: "paperplane"
            }
        }
    }

    /// The kind of activity.
    public let type: ActivityType
    /// The address, number or handle the activity uses.
    public let data: String

    /// Creates an activity item.
    public init(type: ActivityType, data: String) {
        self.type = type
        self.data = data
    }
}
