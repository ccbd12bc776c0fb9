import StrataHTML
import StrataTesting
import SwiftUI
import Testing

/// Collects the presentations a render tree shows.
private struct DialogCollector: RenderTreeVisitor {
    var presentations: [RenderPresentation] = []
    mutating func enter(_ node: RenderNode, effects: [RenderEffect]) -> Bool { true }
    mutating func enterPresentation(_ presentation: RenderPresentation) { presentations.append(presentation) }
}

private struct PhotoActions: View {
    let log: Tally
    @State private var asking = false
    var body: some View {
        Button("Photo Options") { asking = true }
            .confirmationDialog("Photo", isPresented: $asking, titleVisibility: .visible) {
                Button("Share") { log.hit("share") }
                Button("Delete", role: .destructive) { log.hit("delete") }
            } message: {
                Text("Deleted photos stay in Recently Deleted.")
            }
    }
}

@MainActor
@Suite("Confirmation dialogs as action sheets")
struct ActionSheetTests {
    private func actionSheet(_ view: some View) throws -> RenderActionSheet {
        var collector = DialogCollector()
        RenderNode.walk(ViewGraph(view).renderTree, with: &collector)
        let presentation = try #require(collector.presentations.first)
        #expect(presentation.kind == .confirmationDialog)
        return try #require(presentation.actionSheet)
    }

    private func texts(_ nodes: [RenderNode]) -> [String] { nodes.map(\.plainText) }

    @Test func cancelIsSortedOutOfTheActionsAndNodesKeepTheirOrder() throws {
        let view = Text("Photo").confirmationDialog("Share", isPresented: .constant(true)) {
            Button("Keep", role: .cancel) {}
            Button("Copy Link") {}
            ForEach(["Mail", "Messages"], id: \.self) { Button($0) {} }
        }
        let sheet = try actionSheet(view)
        #expect(texts(sheet.actions) == ["Copy Link", "Mail", "Messages"])
        #expect(texts(sheet.cancel) == ["Keep"])
        #expect(sheet.header.isEmpty, "an automatic title is hidden on iOS, and there is no message")
    }

    @Test func aCancelButtonIsAddedWhenTheActionsHaveNone() throws {
        let sheet = try actionSheet(Text("Photo").confirmationDialog("Share", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        })
        #expect(texts(sheet.cancel) == ["Cancel"])
        guard case .button(let button) = sheet.cancel.first?.kind else {
            Issue.record("the added cancel is not a button")
            return
        }
        #expect(button.role == .cancel)
    }

    @Test func titleVisibilityDecidesWhetherTheTitleIsShown() throws {
        let shown = try actionSheet(Text("x").confirmationDialog("Photo", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Share") {}
        } message: { Text("Pick one") })
        #expect(texts(shown.header) == ["Photo", "Pick one"])
        let hidden = try actionSheet(Text("x").confirmationDialog("Photo", isPresented: .constant(true), titleVisibility: .hidden) {
            Button("Share") {}
        } message: { Text("Pick one") })
        #expect(texts(hidden.header) == ["Pick one"])
    }

    @Test func htmlDrawsTheGroupAndTheCancelApart() {
        let output = html(Text("Photo").confirmationDialog("Photo", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        })
        #expect(output.contains(#"<div class="s-dialog s-action-sheet" role="dialog" aria-modal="true" aria-label="Photo"><div class="s-as-group"><div class="s-as-header">"#))
        let group = output.range(of: "s-as-group")!, cancel = output.range(of: #"<div class="s-as-cancel">"#)!
        #expect(group.upperBound < cancel.lowerBound)
        #expect(output[cancel.upperBound...].contains("s-role-cancel"))
        #expect(output[group.upperBound..<cancel.lowerBound].contains("s-role-destructive"))
    }

    @Test func alertsStayAlerts() {
        let output = html(Text("x").alert("Saved", isPresented: .constant(true)) { Button("OK") {} })
        #expect(output.contains(#"<div class="s-scrim"><div class="s-dialog s-alert" role="alertdialog""#))
        #expect(!output.contains("s-as-"))
    }

    @Test func everyButtonRunsItsActionAndDismisses() throws {
        let log = Tally()
        let host = ViewHost(PhotoActions(log: log))
        try host.tap("Photo Options")
        #expect(host.controlNames.suffix(3) == ["Share", "Delete", "Cancel"])
        try host.tap("Cancel")
        #expect(!host.html.contains("s-action-sheet"))
        #expect(log.events.isEmpty)
        try host.tap("Photo Options")
        try host.tap("Delete")
        #expect(log.events == ["delete"])
        #expect(!host.html.contains("s-action-sheet"))
    }

    @Test func theLegacyActionSheetKeepsItsCancel() throws {
        let sheet = try actionSheet(Text("x").actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Sort"), buttons: [.default(Text("Name")), .cancel(Text("Never mind"))])
        })
        #expect(texts(sheet.header) == ["Sort"])
        #expect(texts(sheet.actions) == ["Name"])
        #expect(texts(sheet.cancel) == ["Never mind"])
    }

    @Test func theAccessibilityTreeReadsTheDialogInOrder() {
        let tree = AccessibilityTree(of: Text("Photo").confirmationDialog("Photo", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        })
        #expect(tree.description.contains("""
        dialog "Photo" [modal]
          staticText "Photo" [header]
          button "Delete" [destructive]
          button "Cancel" [cancel]
        """))
    }
}
