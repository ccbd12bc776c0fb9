import StrataTesting
import SwiftUI
import Testing

private struct DeleteFlow: View {
    let log: Tally
    @State private var isConfirming = false
    var body: some View {
        Button("Delete Account") { isConfirming = true }
            .alert("Delete Account?", isPresented: $isConfirming) {
                Button("Delete", role: .destructive) { log.hit("deleted") }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This action cannot be undone.")
            }
    }
}

private struct LegacyAlert: View {
    let log: Tally
    @State private var showing = false
    var body: some View {
        Button("Remove") { showing = true }
            .alert(isPresented: $showing) {
                Alert(
                    title: Text("Remove photo?"),
                    message: Text("It is removed from all albums."),
                    primaryButton: .destructive(Text("Remove")) { log.hit("removed") },
                    secondaryButton: .cancel()
                )
            }
    }
}

private struct SheetHost: View {
    @State private var showing = false
    var body: some View {
        Button("Show Details") { showing = true }
            .sheet(isPresented: $showing) { SheetContent() }
    }
}

private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Details")
            Button("Done") { dismiss() }
        }
    }
}

@MainActor
@Suite("Presentations")
struct PresentationTests {
    @Test func dialogsPresentTheirDataToActionsAndMessage() throws {
        struct Screen: View {
            @State var shown = true
            let item: String?
            var body: some View {
                Text("List")
                    .confirmationDialog("Delete contact?", isPresented: $shown, titleVisibility: .visible, presenting: item) { name in
                        Button("Delete \(name)", role: .destructive) {}
                    } message: { name in
                        Text("This removes \(name).")
                    }
            }
        }
        let host = ViewHost(Screen(item: "Ada"))
        #expect(host.text.contains("This removes Ada."))
        #expect(host.controlNames.contains("Delete Ada"))
        #expect(!ViewHost(Screen(item: nil)).text.contains("Delete contact?"), "no data, no dialog")
    }

    @Test func alertAppearsAsAnAccessibleModalAndButtonsDismissIt() throws {
        let log = Tally()
        let host = ViewHost(DeleteFlow(log: log))
        #expect(!host.html.contains("alertdialog"))
        try host.tap("Delete Account")
        #expect(host.html.contains(#"role="alertdialog" aria-modal="true" aria-label="Delete Account?""#))
        #expect(host.text.contains("This action cannot be undone."))
        try host.tap("Delete")
        #expect(log.events == ["deleted"])
        #expect(!host.html.contains("alertdialog"))
    }

    @Test func alertWithoutActionsGetsOK() throws {
        let host = ViewHost(Text("x").alert("Saved", isPresented: .constant(true)) {})
        #expect(host.controlNames == ["OK"])
    }

    @Test func legacyAlertWithFactoryButtons() throws {
        let log = Tally()
        let host = ViewHost(LegacyAlert(log: log))
        try host.tap("Remove")
        #expect(host.controlNames.suffix(2) == ["Cancel", "Remove"])
        try host.tap("Cancel")
        #expect(log.events.isEmpty)
        #expect(!host.html.contains("alertdialog"))
        try host.tap("Remove")
        let removeButtons = host.controlNames.filter { $0 == "Remove" }
        #expect(removeButtons.count == 2)
    }

    @Test func sheetDismissesThroughTheEnvironment() throws {
        let host = ViewHost(SheetHost())
        try host.tap("Show Details")
        #expect(host.html.contains(#"class="s-dialog s-sheet" role="dialog""#))
        try host.tap("Done")
        #expect(!host.text.contains("Details "))
        #expect(!host.html.contains("s-sheet"))
    }

    @Test func confirmationDialogListsChoices() {
        let output = html(Text("Photo").confirmationDialog("Share", isPresented: .constant(true)) {
            Button("Copy Link") {}
            Button("Delete", role: .destructive) {}
        })
        #expect(output.contains(#"role="dialog" aria-modal="true" aria-label="Share""#))
        #expect(output.contains(">Copy Link<"))
    }
}
