import StrataHTML
import StrataTesting
import SwiftUI
import Testing

extension ContainerValues {
    @Entry var isPinned: Bool = false
}

/// A custom container, iOS 18 style: numbers its subviews and marks the pinned ones.
private struct NumberedList<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading) {
            Group(subviews: content) { subviews in
                Text("\(subviews.count) items, first pinned: \(subviews.first?.containerValues.isPinned == true)")
                ForEach(Array(subviews.enumerated()), id: \.element.id) { index, subview in
                    HStack {
                        Text("\(index + 1).")
                        subview
                        if subview.containerValues.isPinned { Image(systemName: "pin.fill") }
                    }
                }
            }
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

/// Sections of content, as a container reads them.
private struct SectionIndex<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            ForEach(sections: content) { section in
                VStack {
                    if section.header.isEmpty { Text("Untitled") } else { section.header }
                    Text("\(section.content.count) rows")
                    section.footer
                }
            }
        }
    }
}

@Suite("Subviews and sections")
@MainActor
struct SubviewsTests {
    @Test func containersReadTheirContentsSubviewsAndContainerValues() throws {
        let list = NumberedList {
            Text("Alpha").containerValue(\.isPinned, true)
            ForEach(["Beta", "Gamma"], id: \.self) { Text($0) }
            if true { Text("Delta") }
            Counter()
        }
        let host = ViewHost(list)
        #expect(host.text.contains("5 items, first pinned: true"))
        for (number, name) in [(1, "Alpha"), (2, "Beta"), (3, "Gamma"), (4, "Delta")] {
            #expect(host.text.contains("\(number). \(name)"), "\(number). \(name)")
        }
        #expect(host.html.components(separatedBy: "aria-label=\"pin\"").count - 1 == 1, "only Alpha is pinned: \(host.html)")
        // A subview keeps its state and its controls work where the container placed it.
        try host.tap("Count 0")
        try host.tap("Count 1")
        #expect(host.text.contains("5. Count 2"))
    }

    @Test func forEachOverSubviewsWrapsEachOne() {
        let output = html(VStack {
            ForEach(subviews: Group { Text("One"); Text("Two") }) { subview in
                subview.padding(3).border(Color.red)
            }
        })
        #expect(output.components(separatedBy: "solid var(--s-red)").count - 1 == 2)
        #expect(output.contains(">One<") && output.contains(">Two<"))
    }

    @Test func slicesOfSubviewsKeepTheirIndices() {
        let output = html(Group(subviews: Group { Text("A"); Text("B"); Text("C"); Text("D") }) { subviews in
            let tail = subviews[1..<4]
            let middle = tail[2..<3]
            Text("tail from \(tail.startIndex), middle \(middle.startIndex)")
            middle
        })
        #expect(output.contains("tail from 1, middle 2") && output.contains(">C<") && !output.contains(">B<"))
    }

    @Test func sectionsSplitContentIntoHeaderRowsAndFooter() {
        let output = html(SectionIndex {
            Text("Loose")
            Section {
                Text("A"); Text("B")
            } header: {
                Text("Letters")
            } footer: {
                Text("Two letters")
            }
            Section("Digits") { Text("1") }
        })
        #expect(output.contains(">Untitled<") && output.contains(">1 rows<"))
        #expect(output.contains(">Letters<") && output.contains(">2 rows<") && output.contains(">Two letters<"))
        #expect(output.contains(">Digits<"))
        #expect(!output.contains(">A<"), "only the counts are shown")
    }
}
