import SwiftUI

/// A key figure: a big value or title and an optional icon, drawn by the `KPIStyle` in the environment.
///
/// ```swift
/// KPI { Text("92%") } icon: { Image(systemName: "star") }
/// KPI(title: "14", icon: Image(systemName: "cart"))
/// ```
nonisolated public struct KPI<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.kpiStyle) private var style

    /// Creates a KPI from slots; the icon may be left out.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon = { EmptyView() }) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.makeBody(configuration: KPIStyleConfiguration(title: title, icon: icon))
    }
}

extension KPI where Title == Text, Icon == Image? {
    /// Creates a KPI from a value and an optional icon.
    public init(title: String, icon: Image? = nil) {
        self.init(title: { Text(title) }, icon: { icon })
    }
}
