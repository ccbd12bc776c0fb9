import StrataHTML
import StrataTesting
import SwiftUI
import Testing

/// Each audit finding, with a view that has the problem and one that does not.
@MainActor
@Suite("Accessibility audit")
struct AccessibilityAuditTests {
    private func issues<V: View>(_ view: V) -> [AccessibilityIssue] {
        AccessibilityAudit.issues(in: StaticRender.nodes(of: view))
    }

    private func kinds<V: View>(_ view: V) -> [AccessibilityIssue.Kind] { issues(view).map(\.kind) }

    @Test func controlsWithoutAName() {
        let unnamed = issues(VStack { Text("Intro"); Button {} label: { Image(decorative: "trash") } })
        #expect(unnamed.map(\.kind) == [.unnamedControl])
        #expect(unnamed.first?.elementPath == "1")
        #expect(unnamed.first?.message.contains("button") == true)
        #expect(kinds(Button {} label: { Image(decorative: "trash") }.accessibilityLabel("Delete")).isEmpty)
        #expect(kinds(Button("Delete") {}).isEmpty)
    }

    @Test func imagesWithoutALabel() {
        #expect(kinds(Image("photo_12")) == [.unlabeledImage])
        #expect(kinds(Image("photo_12").accessibilityLabel("Sunset over the bay")).isEmpty)
        #expect(kinds(Image("photo_12", label: Text("Sunset"))).isEmpty)
        #expect(kinds(Image(decorative: "photo_12")).isEmpty)
        #expect(kinds(Image(systemName: "star")).isEmpty)
    }

    @Test func textBelowWCAGContrast() {
        // Gray 50% on white is 3.95:1: too faint for body text, enough for a title (28 pt).
        let faint = issues(Text("Faint").foregroundStyle(Color(white: 0.5)).padding().background(Color.white))
        #expect(faint.map(\.kind) == [.lowContrast])
        #expect(faint.first?.message.contains("3.97:1") == true)
        #expect(kinds(Text("Title").font(.title).foregroundStyle(Color(white: 0.5)).background(Color.white)).isEmpty)
        #expect(kinds(Text("Bold").font(.system(size: 15, weight: .bold)).foregroundStyle(Color(white: 0.5)).background(Color.white)).isEmpty)
        #expect(kinds(Text("Ink").foregroundStyle(Color.black).background(Color.white)).isEmpty)
        // Default text in the dark appearance is white: fine on black, invisible on white.
        #expect(kinds(Text("Night").background(Color.black).colorScheme(.dark)).isEmpty)
        #expect(kinds(Text("Night").background(Color.white).colorScheme(.dark)) == [.lowContrast])
        // Nothing is judged when the background is unknown.
        #expect(kinds(Text("Faint").foregroundStyle(Color(white: 0.9))).isEmpty)
    }

    @Test func lowContrastInsideAButtonPointsAtTheButton() {
        let found = issues(VStack { Text("Hi"); Button {} label: { Text("Go").foregroundStyle(Color(white: 0.85)) }.background(Color.white) })
        #expect(found.map(\.kind) == [.lowContrast])
        #expect(found.first?.elementPath == "1")
    }

    @Test func contrastPathsFollowSortPriority() {
        let view = VStack {
            Text("Fine")
            Text("Faint").foregroundStyle(Color(white: 0.8)).background(Color.white).accessibilitySortPriority(1)
        }
        #expect(issues(view).map(\.elementPath) == ["0"])
    }

    @Test func duplicateControlNamesInOneContainer() {
        let duplicated = issues(HStack { Button("Edit") {}; Button("Edit") {}; Button("Share") {} })
        #expect(duplicated.map(\.kind) == [.duplicateControlName])
        #expect(duplicated.first?.elementPath == "1")
        let separate = VStack {
            HStack { Text("Home"); Button("Edit") {} }.accessibilityElement(children: .contain)
            HStack { Text("Work"); Button("Edit") {} }.accessibilityElement(children: .contain)
        }
        #expect(kinds(separate).isEmpty)
    }
}
