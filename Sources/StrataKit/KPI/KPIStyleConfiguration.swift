import SwiftUI

/// What a `KPIStyle` receives: the value (title) and the icon as views.
public struct KPIStyleConfiguration {
    /// The KPI's value or title.
    public let title: SlotContent
    /// The icon; empty when there is none.
    public let icon: SlotContent

    init<T: View, I: View>(title: T, icon: I) {
        self.title = .init(title)
        self.icon = .init(icon)
    }
}
