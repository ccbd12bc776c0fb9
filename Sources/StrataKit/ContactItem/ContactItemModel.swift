import SwiftUI

/// The content of a `ContactItem`, for app models that want to feed one directly:
/// `ContactItem(model: contact)`.
///
/// Only `title` is required; the other members default to nothing.
public protocol ContactItemModel {
    /// The name.
    var title: String { get }
    /// A role or company.
    var subtitle: String? { get }
    /// A longer note.
    var descriptionText: String? { get }
    /// A picture of the contact.
    var detailImage: Image? { get }
    /// Ways to get in touch; `nil` shows no actions.
    var actionItems: [ActivityItem]? { get }
    /// Called when the person picks one of `actionItems`.
    func didSelectActivityItem(_ item: ActivityItem)
}

extension ContactItemModel {
    /// No subtitle.
    public var subtitle: String? { nil }
    /// No description.
    public var descriptionText: String? { nil }
    /// No picture.
    public var detailImage: Image? { nil }
    /// No actions.
    public var actionItems: [ActivityItem]? { nil }
    /// Does nothing.
    public func didSelectActivityItem(_ item: ActivityItem) {}
}
