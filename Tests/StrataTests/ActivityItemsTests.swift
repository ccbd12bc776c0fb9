import SnapshotTesting
import StrataHTML
import StrataKit
import StrataTesting
import SwiftUI
import Testing

@MainActor
@Suite("ActivityItems")
struct ActivityItemsTests {
    private let items: [ActivityItem] = [
        .init(type: .email, data: "ana@example.com"), .init(type: .phone, data: "+49 30 1234"), .init(type: .message, data: "@ana"),
    ]

    @Test func eachItemIsAButtonThatReportsItself() throws {
        var selected: [ActivityItem] = []
        let host = ViewHost(ActivityItems(actionItems: items) { selected.append($0) })
        #expect(host.controlNames == ["Email", "Call", "Message"])
        try host.tap("Message")
        try host.tap("Email")
        #expect(selected == [items[2], items[0]])
        // The address is the button's value for assistive technology.
        #expect(host.html.contains(#"aria-label="Email, ana@example.com""#))
    }

    @Test func labeledStyleShowsNames() {
        let icons = html(ActivityItems(actionItems: items))
        let labeled = html(ActivityItems(actionItems: items).activityItemsStyle(.labeled))
        #expect(!icons.contains(">Call</span>"))
        #expect(labeled.contains(">Call</span>"))
    }

    @Test func snapshotsPerStyleThemeAndScheme() {
        for (name, theme, scheme) in themeMatrix() {
            let view = ActivityItems(actionItems: items).strataTheme(theme).colorScheme(scheme)
            assertSnapshot(of: html(view.activityItemsStyle(.icons)), as: .lines, named: "icons-\(name)")
            assertSnapshot(of: html(view.activityItemsStyle(.labeled)), as: .lines, named: "labeled-\(name)")
        }
    }
}
