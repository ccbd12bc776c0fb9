import Foundation
import StrataTesting
import SwiftUI
import Testing

/// The accessibility tree reads a view as VoiceOver reads SwiftUI: roles, names, values,
/// traits, combined and ignored children, hidden content.
@MainActor
@Suite("Accessibility tree")
struct AccessibilityTreeTests {
    private func tree<V: View>(_ view: V) -> String { AccessibilityTree(of: view).description }

    @Test func eachRoleIsNamedByWhatVoiceOverReads() {
        #expect(tree(Text("Hello")) == #"staticText "Hello""#)
        #expect(tree(Button("Delete", role: .destructive) {}) == #"button "Delete" [destructive]"#)
        #expect(tree(Button("Save") {}.disabled(true)) == #"button "Save" [notEnabled]"#)
        #expect(tree(Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }).hasPrefix(#"button ""#))
        #expect(tree(Image(systemName: "star.fill")) == #"image "star""#)
        #expect(tree(Image("logo", label: Text("Acme"))) == #"image "Acme""#)
        #expect(tree(Toggle("Wi-Fi", isOn: .constant(true))) == #"toggle "Wi-Fi" value: "on""#)
        #expect(tree(Slider(value: .constant(0.25)) { Text("Volume") }) == #"slider "Volume" value: "25%" [adjustable]"#)
        #expect(tree(TextField("Name", text: .constant("Ana"))) == #"textField "Name" value: "Ana""#)
        #expect(tree(SecureField("Password", text: .constant("abc"))) == #"textField "Password" value: "•••" [secure]"#)
        #expect(tree(Link("Docs", destination: URL(string: "https://example.com")!)) == #"link "Docs""#)
        #expect(tree(ProgressView(value: 0.5)) == #"progressIndicator value: "50%""#)
        let picker = Picker("Size", selection: .constant(1)) {
            Text("Small").tag(0)
            Text("Medium").tag(1)
        }
        #expect(tree(picker) == #"picker "Size" value: "Medium""#)
    }

    @Test func headersComeFromTraitsNotFonts() {
        #expect(tree(Text("Title").accessibilityAddTraits(.isHeader)) == #"staticText "Title" [header]"#)
        #expect(tree(Text("Title").accessibilityHeading(.h1)) == #"staticText "Title" [header]"#)
        #expect(tree(Text("Title").font(.headline)) == #"staticText "Title""#)
    }

    @Test func labelValueAndHintModifiers() {
        let view = Text("80").accessibilityLabel("Volume").accessibilityValue("80 percent").accessibilityHint("Adjusts loudness")
        #expect(tree(view) == #"staticText "Volume, 80 percent" hint: "Adjusts loudness""#)
        #expect(tree(Button("X") {}.accessibilityLabel("Close")) == #"button "Close""#)
    }

    @Test func stacksAreTransparentInReadingOrder() {
        let view = VStack {
            Text("Title").accessibilityAddTraits(.isHeader)
            HStack {
                Text("Body")
                Button("OK") {}
            }
        }
        #expect(tree(view) == """
        staticText "Title" [header]
        staticText "Body"
        button "OK"
        """)
    }

    @Test func sortPriorityReordersWithinAContainer() {
        let view = VStack {
            Text("Second")
            Text("First").accessibilitySortPriority(2)
            VStack { Text("Inner B"); Text("Inner A").accessibilitySortPriority(1) }
                .accessibilityElement(children: .contain)
        }
        #expect(tree(view) == """
        staticText "First"
        staticText "Second"
        group
          staticText "Inner A"
          staticText "Inner B"
        """)
    }

    @Test func combineMergesChildrenIntoOneElement() {
        let view = VStack {
            Text("Ana Lima")
            Text("Designer")
        }.accessibilityElement(children: .combine)
        #expect(tree(view) == #"staticText "Ana Lima, Designer""#)
        let labeled = HStack { Image(systemName: "star.fill"); Text("4.5") }
            .accessibilityElement(children: .combine).accessibilityLabel("Rated 4.5")
        #expect(tree(labeled) == #"staticText "Rated 4.5""#)
    }

    @Test func ignoreReplacesChildrenWithTheLabel() {
        let view = HStack {
            Image(systemName: "star.fill")
            Image(systemName: "star.fill")
            Text("2 of 5")
        }.accessibilityElement(children: .ignore).accessibilityLabel("Rating: 2 of 5")
        #expect(tree(view) == #"staticText "Rating: 2 of 5""#)
        let unlabeled = HStack { Text("A"); Text("B") }.accessibilityElement(children: .ignore)
        #expect(tree(unlabeled) == #"staticText "A B""#)
    }

    @Test func containMakesAGroupWithChildren() {
        let view = VStack {
            Text("Name")
            Button("Edit") {}
        }.accessibilityElement(children: .contain).accessibilityLabel("Profile")
        #expect(tree(view) == """
        group "Profile"
          staticText "Name"
          button "Edit"
        """)
        #expect(AccessibilityTree(of: view).elements[0].children.count == 2)
    }

    @Test func hiddenContentAndDecorativeImagesAreListedAsHidden() {
        let view = VStack {
            Image(decorative: "wave")
            Text("Secret").accessibilityHidden(true)
            Text("Invisible").hidden()
            Text("Shown")
        }
        #expect(tree(view) == """
        (hidden) image
        (hidden) staticText "Secret"
        (hidden) staticText "Invisible"
        staticText "Shown"
        """)
        let elements = AccessibilityTree(of: view).elements
        #expect(elements.map(\.isHidden) == [true, true, true, false])
    }

    @Test func labelsWithQuotesAndLineBreaksStayOnOneLine() {
        #expect(tree(Text("Say \"hi\"\nnow")) == #"staticText "Say \"hi\"\nnow""#)
    }

    @Test func presentedAlertsAreDialogs() {
        let view = Text("Page").alert("Delete?", isPresented: .constant(true)) { Button("Delete", role: .destructive) {} }
        let description = tree(view)
        #expect(description.contains(#"dialog "Delete?" [modal]"#))
        #expect(description.contains(#"  button "Delete" [destructive]"#))
    }
}
