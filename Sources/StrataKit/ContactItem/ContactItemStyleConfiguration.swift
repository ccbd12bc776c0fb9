import SwiftUI

/// What a `ContactItemStyle` receives: each slot as a `SlotContent`, a view that
/// renders nothing and reports `isEmpty` when the slot was left out.
public struct ContactItemStyleConfiguration {
    /// The name.
    public let title: SlotContent
    /// A role or company.
    public let subtitle: SlotContent
    /// A longer note.
    public let descriptionText: SlotContent
    /// A picture of the contact.
    public let detailImage: SlotContent
    /// Ways to get in touch.
    public let actionItems: SlotContent

    init<T: View, S: View, D: View, I: View, A: View>(title: T, subtitle: S, descriptionText: D, detailImage: I, actionItems: A) {
        self.title = SlotContent(title)
        self.subtitle = SlotContent(subtitle)
        self.descriptionText = SlotContent(descriptionText)
        self.detailImage = SlotContent(detailImage)
        self.actionItems = SlotContent(actionItems)
    }
}
