import StrataHTML
import StrataTesting
import SwiftUI
import Testing

/// Collects the presentations a render tree shows.
private struct PresentationCollector: RenderTreeVisitor {
    var presentations: [RenderPresentation] = []
    mutating func enter(_ node: RenderNode, effects: [RenderEffect]) -> Bool { true }
    mutating func enterPresentation(_ presentation: RenderPresentation) { presentations.append(presentation) }
}

private struct SelectedDetentSheet: View {
    @State private var detent = PresentationDetent.large
    var body: some View {
        Text("Page").sheet(isPresented: .constant(true)) {
            Text("Filters").presentationDetents([.medium, .large], selection: $detent)
        }
    }
}

@MainActor
@Suite("Sheet detents")
struct SheetDetentTests {
    private func sheetStyles(_ view: some View) -> [RenderSheetStyle?] {
        var collector = PresentationCollector()
        RenderNode.walk(ViewGraph(view).renderTree, with: &collector)
        return collector.presentations.map(\.sheetStyle)
    }

    private func sheet(@ViewBuilder _ content: @escaping () -> some View) -> some View {
        Text("Page").sheet(isPresented: .constant(true), content: content)
    }

    @Test func detentsTravelInTheRenderTreeInAStableOrder() throws {
        let style = try #require(sheetStyles(sheet {
            Text("Filters").presentationDetents([.large, .height(200), .fraction(0.3), .medium])
        }).first ?? nil)
        #expect(style.detents == [.medium, .large, .fraction(0.3), .height(200)])
        #expect(style.selection == nil)
        #expect(style.showsDragIndicator, "automatic shows the grabber when there is more than one detent")
        #expect(!style.isFullHeight)
    }

    @Test func aSheetWithoutDetentsIsFullHeightWithoutGrabber() throws {
        let style = try #require(sheetStyles(sheet { Text("Details") }).first ?? nil)
        #expect(style.detents == [.large])
        #expect(style.isFullHeight)
        #expect(!style.showsDragIndicator)
        let output = html(sheet { Text("Details") })
        #expect(output.contains(#"<div class="s-dialog s-sheet" role="dialog" aria-modal="true" aria-label="Sheet">"#))
    }

    @Test func alertsAndDialogsCarryNoSheetStyle() {
        let styles = sheetStyles(Text("Page").alert("Saved", isPresented: .constant(true)) {}.presentationDetents([.medium]))
        #expect(styles.count == 1)
        #expect(styles.first! == nil)
    }

    @Test func mediumSheetIsHalfTheTallestHeightWithAGrabber() {
        let output = html(sheet { Text("Filters").presentationDetents([.medium, .large]) })
        #expect(output.contains(#"<div class="s-dialog s-sheet s-detent s-grab" role="dialog" aria-modal="true" style="height:min(50%,100%);" aria-label="Sheet">"#))
    }

    @Test func aSingleDetentHasNoGrabberUnlessAskedFor() {
        let plain = html(sheet { Text("Tip").presentationDetents([.height(240)]) })
        #expect(plain.contains(#"class="s-dialog s-sheet s-detent" role="dialog" aria-modal="true" style="height:240px;""#))
        let shown = html(sheet { Text("Tip").presentationDetents([.fraction(0.25)]).presentationDragIndicator(.visible) })
        #expect(shown.contains(#"class="s-dialog s-sheet s-detent s-grab""#))
        #expect(shown.contains("height:25.0%;"))
        let hidden = html(sheet { Text("Tip").presentationDetents([.medium, .large]).presentationDragIndicator(.hidden) })
        #expect(hidden.contains(#"class="s-dialog s-sheet s-detent" role"#))
    }

    @Test func theSelectedDetentDecidesTheHeight() {
        let output = html(SelectedDetentSheet())
        #expect(output.contains(#"class="s-dialog s-sheet s-grab" role="dialog" aria-modal="true" aria-label="Sheet""#),
                "the selection is .large: full height, grabber for the two detents")
        #expect(!output.contains("s-detent"))
    }

    @Test func cornerRadiusAndBackgroundAreDrawn() {
        let output = html(sheet {
            Text("Tip").presentationDetents([.medium]).presentationCornerRadius(24).presentationBackground(Color.yellow)
        })
        #expect(output.contains("border-radius:24px 24px 0 0;"))
        #expect(output.contains("background:var(--s-yellow)"))
    }

    @Test func badNumbersBecomeValidHeights() {
        #expect(PresentationDetent.fraction(.nan) == .fraction(1))
        #expect(PresentationDetent.fraction(3) == .fraction(1))
        #expect(PresentationDetent.height(-40) == .height(0))
        #expect(PresentationDetent.height(.infinity) == .large)
    }

    @Test func aNestedSheetKeepsItsDetentsToItself() throws {
        let view = sheet {
            Text("Outer").sheet(isPresented: .constant(true)) {
                Text("Inner").presentationDetents([.medium])
            }
        }
        let styles = sheetStyles(view).compactMap { $0 }
        #expect(styles.count == 2)
        #expect(styles.map(\.detents) == [[.large], [.medium]], "the outer sheet set no detents")
    }

    @Test func theModifierNearestTheContentWins() throws {
        let style = try #require(sheetStyles(sheet {
            Text("Tip").presentationDetents([.medium]).presentationDetents([.large])
        }).first ?? nil)
        #expect(style.detents == [.medium])
    }
}

@MainActor
@Suite("Full-screen covers")
struct FullScreenCoverTests {
    @Test func aCoverFillsTheScreenAndIgnoresDetents() {
        let output = html(Text("Page").fullScreenCover(isPresented: .constant(true)) {
            Text("Player").presentationDetents([.medium, .large])
        })
        #expect(output.contains(#"<div class="s-dialog s-sheet s-cover" role="dialog" aria-modal="true" aria-label="Sheet">"#))
        #expect(!output.contains("s-detent"))
        #expect(!output.contains("s-grab"))
        let sheet = html(Text("Page").sheet(isPresented: .constant(true)) { Text("Details") })
        #expect(!sheet.contains("s-cover"))
    }
}
