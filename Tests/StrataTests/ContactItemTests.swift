import SnapshotTesting
import StrataHTML
import StrataKit
import StrataTesting
import SwiftUI
import Testing

private struct Contact: ContactItemModel {
    let title: String
    let subtitle: String?
    let actionItems: [ActivityItem]?
    let log: Tally
    func didSelectActivityItem(_ item: ActivityItem) { log.hit("\(item.type) \(item.data)") }
}

@MainActor
@Suite("ContactItem")
struct ContactItemTests {
    @Test func slotInitLeavesOutOptionalSlots() {
        let onlyTitle = ContactItem { Text("Ana Ruiz") }
        let output = html(onlyTitle)
        #expect(output.contains(">Ana Ruiz</span>"))
        // Four empty slots: no picture circle, no subtitle or description fonts, no actions.
        #expect(!output.contains("border-radius:50%"))
        #expect(!output.contains("s-f-caption"))
        #expect(!output.contains("<button"))
        let withSlots = html(ContactItem {
            Image(systemName: "square.and.pencil")
        } subtitle: {
            Text("Subtitle")
        } descriptionText: {
            Text("Description")
        } detailImage: {
            Text("Not a detailed image :)")
        })
        #expect(withSlots.contains(">Subtitle</span>") && withSlots.contains(">Description</span>") && withSlots.contains("Not a detailed image"))
    }

    @Test func leftOutSlotsAreEmptyViewsWithoutConstrainedExtensions() {
        let onlyTitle = ContactItem { Text("Ana") }
        #expect(type(of: onlyTitle) == ContactItem<Text, EmptyView, EmptyView, EmptyView, EmptyView>.self)
        let skipping = ContactItem { Text("Ana") } actionItems: { Text("Later") }
        #expect(type(of: skipping) == ContactItem<Text, EmptyView, EmptyView, EmptyView, Text>.self)
        #expect(html(skipping).contains(">Later</span>"))
    }

    @Test func typeInitRendersNothingForNilValues() {
        let bare = html(ContactItem(title: "Ana Ruiz"))
        #expect(bare == html(ContactItem { Text("Ana Ruiz") }))
        let full = html(ContactItem(title: "Ana Ruiz", subtitle: "Design lead", descriptionText: "Prefers email", detailImage: Image(systemName: "person.circle")))
        #expect(full.contains(">Design lead</span>") && full.contains(">Prefers email</span>") && full.contains("<svg"))
    }

    @Test func modelInitWiresActivityItems() throws {
        let log = Tally()
        let contact = Contact(title: "Ana Ruiz", subtitle: nil, actionItems: [.init(type: .email, data: "ana@example.com"), .init(type: .phone, data: "+49 30 1234")], log: log)
        let host = ViewHost(ContactItem(model: contact))
        #expect(host.controlNames == ["Email", "Call"])
        try host.tap("Call")
        #expect(log.events == ["phone +49 30 1234"])
    }

    @Test func seedUsageCompiles() throws {
        let log = Tally()
        let item = ContactItem(title: "aString", actionItems: ActivityItems(actionItems: [.init(type: .email, data: "address@gmail.com")], didSelectActivityItem: { log.hit($0.data) }))
        try ViewHost(item).tap("Email")
        #expect(log.events == ["address@gmail.com"])
    }

    @Test func snapshotsPerStyleThemeAndScheme() {
        let item = ContactItem(
            title: "Ana Ruiz", subtitle: "Design lead", descriptionText: "Prefers email before noon",
            detailImage: Image(systemName: "person.fill"),
            actionItems: ActivityItems(actionItems: [.init(type: .email, data: "ana@example.com"), .init(type: .phone, data: "+49 30 1234")])
        )
        for (name, theme, scheme) in themeMatrix() {
            let themed = item.strataTheme(theme).colorScheme(scheme)
            assertSnapshot(of: html(themed.contactItemStyle(.row)), as: .lines, named: "row-\(name)")
            assertSnapshot(of: html(themed.contactItemStyle(.card)), as: .lines, named: "card-\(name)")
        }
    }
}
