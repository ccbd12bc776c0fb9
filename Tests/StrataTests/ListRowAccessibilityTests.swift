import StrataHTML
import StrataTesting
import SwiftUI
import Testing

private struct Item: Identifiable {
    let id: Int
    let name: String
}

private let items = [Item(id: 1, name: "Apples"), Item(id: 2, name: "Pears"), Item(id: 3, name: "Plums")]

/// A row with a stepper-like pair of buttons, as in a shopping list.
private struct CounterRow: View {
    let item: Item
    var body: some View {
        HStack {
            Text(item.name)
            Spacer()
            Button("Decrement") {}
            Button("Increment") {}
        }
    }
}

/// Each row of a list or form section is a container in the accessibility tree, so a control
/// that appears once per row is not a duplicate.
@MainActor
@Suite("List rows in the accessibility tree")
struct ListRowAccessibilityTests {
    private func issues<V: View>(_ view: V) -> [AccessibilityIssue] {
        AccessibilityAudit.issues(in: StaticRender.nodes(of: view))
    }

    @Test func eachListRowIsAContainer() {
        let tree = AccessibilityTree(of: List(items) { CounterRow(item: $0) })
        #expect(tree.elements.map(\.role) == ["row", "row", "row"])
        #expect(tree.elements.first?.children.map(\.label) == ["Apples", "Decrement", "Increment"])
    }

    @Test func controlsRepeatedOncePerRowAreNotDuplicates() {
        #expect(issues(List(items) { CounterRow(item: $0) }).isEmpty)
        // The same rows outside a list still share one container, and are flagged.
        let loose = VStack { ForEach(items) { CounterRow(item: $0) } }
        #expect(issues(loose).map(\.kind) == [.duplicateControlName, .duplicateControlName, .duplicateControlName, .duplicateControlName])
    }

    @Test func duplicatesInsideOneRowAreStillFlagged() {
        let list = List {
            HStack { Text("Apples"); Button("Edit") {}; Button("Edit") {} }
            HStack { Text("Pears"); Button("Edit") {} }
        }
        let found = issues(list)
        #expect(found.map(\.kind) == [.duplicateControlName])
        #expect(found.first?.elementPath == "0/2")
    }

    @Test func aRowOfOneElementIsThatElement() {
        let tree = AccessibilityTree(of: List { Text("Apples"); Button("Add Item") {} })
        #expect(tree.description == """
        staticText "Apples"
        button "Add Item"
        """)
    }

    @Test func formSectionRowsAreContainersAndSectionsAreNot() {
        let form = Form {
            Section("Fruit") {
                ForEach(items) { CounterRow(item: $0) }
            }
        }
        let tree = AccessibilityTree(of: form)
        #expect(tree.elements.first?.label == "Fruit", "a form section header is drawn, and read, as written (iOS 26)")
        #expect(tree.elements.dropFirst().map(\.role) == ["row", "row", "row"])
        // The rows raise no finding; the header's gray on the grouped background is 3.29:1, as on iOS.
        #expect(issues(form).map(\.message) == ["Text \"Fruit\" has a contrast of 3.29:1 with its background; WCAG AA asks for 4.5:1"])
        let sectionsInList = List { Section("Fruit") { ForEach(items) { CounterRow(item: $0) } } }
        #expect(AccessibilityTree(of: sectionsInList).elements.map(\.role) == ["staticText", "row", "row", "row"],
                "a section inside a list stays transparent around its rows")
    }

    @Test func rowsOfAFormWithoutSectionsAreContainersToo() {
        let form = Form {
            HStack { Text("Apples"); Button("Increment") {} }
            HStack { Text("Pears"); Button("Increment") {} }
            Toggle("Organic only", isOn: .constant(false))
        }
        #expect(AccessibilityTree(of: form).elements.map(\.role) == ["row", "row", "toggle"])
        #expect(issues(form).isEmpty)
    }

    @Test func contrastFindingsInsideARowPointIntoTheRow() {
        let list = List {
            HStack { Text("Fine"); Text("Faint").foregroundStyle(Color(white: 0.85)).background(Color.white) }
        }
        let found = issues(list)
        #expect(found.map(\.kind) == [.lowContrast])
        #expect(found.first?.elementPath == "0/1")
    }
}
