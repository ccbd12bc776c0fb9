import Strata
import StrataHTML
import StrataTesting
import SwiftUI
import Testing

@MainActor
@Suite("Flexible buttons, custom alignments and mesh gradients")
struct FlexibilityAndAlignmentTests {
    private struct Baseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }

    private struct ThirdWay: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
    }

    @Test func buttonsTakeTheirLabelsFlexibility() {
        // The full-width button idiom: an infinite frame on the label widens the button.
        let wide = html(Button { } label: { Text("Continue").frame(maxWidth: .infinity) }.buttonStyle(.borderedProminent))
        #expect(wide.contains("<button class=\"s-btn s-btn-borderedProminent s-gw\""))
        let row = html(Button { } label: { HStack { Text("Row"); Spacer() } })
        #expect(row.contains("s-gw\" type=\"button\""))
        let hugging = html(Button("Hug") { })
        #expect(!hugging.contains("s-gw"))
    }

    /// A row whose child view, re-rendering on its own, adds or removes a spacer.
    private struct GrowingRow: View {
        var body: some View {
            HStack {
                Text("Name")
                Filler()
            }
        }
    }

    private struct Filler: View {
        @State private var fills = false
        var body: some View {
            if fills { Spacer() }
            Button(fills ? "Hug" : "Fill") { fills.toggle() }
        }
    }

    @Test func aStackFollowsAChildThatReRendersAlone() throws {
        // The child's output is a hosted fragment, updated in place: the row cannot keep the
        // answer it worked out when it was made.
        let host = ViewHost(GrowingRow())
        #expect(host.html.contains(#"<div class="s-h""#) && !host.html.contains("s-h s-gw"))
        try host.tap("Fill")
        #expect(host.html.contains(#"class="s-h s-gw""#), "\(host.html)")
        // The row's columns follow too: the spacer's column takes what is left.
        #expect(host.html.contains("grid-template-columns:auto minmax(auto,1fr) auto;"), "\(host.html)")
        try host.tap("Hug")
        #expect(!host.html.contains("s-h s-gw"), "\(host.html)")
    }

    /// A row whose child view keeps its output while the view inside it re-renders alone.
    private struct WrappedGrowingRow: View {
        var body: some View {
            HStack {
                Text("Name")
                FillerWrapper()
            }
        }
    }

    private struct FillerWrapper: View {
        var body: some View { Filler() }
    }

    @Test func aStackFollowsAViewNestedInAKeptOutput() throws {
        // Outputs remember what they give a stack while they are unchanged, unless a view nested
        // in them can change it on its own: the wrapper's output cannot answer for the filler.
        let host = ViewHost(WrappedGrowingRow())
        #expect(host.html.contains(#"<div class="s-h""#) && !host.html.contains("s-h s-gw"))
        try host.tap("Fill")
        #expect(host.html.contains(#"class="s-h s-gw""#), "\(host.html)")
        try host.tap("Hug")
        #expect(!host.html.contains("s-h s-gw"), "\(host.html)")
        try host.tap("Fill")
        #expect(host.html.contains(#"class="s-h s-gw""#), "\(host.html)")
    }

    @Test func outputsStampEveryRevisionApart() {
        // Live pages tell a kept output from a new one by its revision alone.
        let first = RenderFragment(), second = RenderFragment()
        #expect(first.revision != second.revision)
        let before = first.revision
        first.children = []
        #expect(first.revision != before && first.revision != second.revision)
        second.children = [RenderNode(id: ViewIdentity(rawValue: 1), kind: .spacer(minLength: nil))]
        #expect(second.stackFlexibility(along: .horizontal) == LayoutFlexibility(width: true))
        #expect(second.stackFlexibility(along: .vertical) == LayoutFlexibility(height: true))
        second.children = [RenderNode(id: ViewIdentity(rawValue: 1), kind: .divider)]
        #expect(second.stackFlexibility(along: .horizontal) == LayoutFlexibility(height: true), "forgotten when the output changes")
        let outer = RenderFragment()
        outer.children = [RenderNode(id: ViewIdentity(rawValue: 2), hosting: second)]
        #expect(outer.stackFlexibility(along: .horizontal) == nil, "a nested output can change on its own")
    }

    @Test func identitiesSpreadOverHashBuckets() {
        // Dictionaries keyed by identities use the identity's bits as they are (mixed once): ids
        // that differ only in their high bits still land in different buckets.
        let hashes = (0..<4096).map { ViewIdentity(rawValue: UInt64($0) << 52)._rawHashValue(seed: 0) & 4095 }
        #expect(Set(hashes).count > 2000)
        let identities = Set((0..<4096).map { ViewIdentity(rawValue: UInt64($0) << 52) })
        #expect(identities.count == 4096)
    }

    @Test func nodesKnowTheirFlexibilityInStaticRenders() {
        // Static trees have no fragment that can change, so every container knows its answer,
        // and it is the one a full walk of its subtree gives.
        let nodes = StaticRender.nodes(of: VStack { HStack { Text("a"); Spacer() }; Button("b") {}; Text("c").frame(maxHeight: .infinity) })
        let stack = nodes[0]
        #expect(stack.ownFlexibility == LayoutFlexibility(width: true, height: true))
        #expect(stack.children[0].ownFlexibility == LayoutFlexibility(width: true, height: false))
        #expect(stack.children[1].ownFlexibility == LayoutFlexibility())
        #expect(html(VStack { HStack { Text("a"); Spacer() } }).hasPrefix(#"<div class="s-v s-tt s-tb s-gw"><div class="s-h s-tt s-tb s-gw" "#))
    }

    @Test func customAlignmentsSitWhereTheirDefaultValuePutsThem() {
        #expect(VerticalAlignment(Baseline.self).fraction == 1)
        #expect(abs(HorizontalAlignment(ThirdWay.self).fraction - 1.0 / 3) < 0.001)
        let output = html(HStack(alignment: VerticalAlignment(Baseline.self)) { Text("A"); Text("B") })
        #expect(output.contains("align-items:flex-end"))
    }

    @Test func meshGradientsAreDrawnAsALinearGradientThroughTheirColors() {
        let output = html(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow]).frame(height: 40))
        #expect(output.contains("linear-gradient(135deg,var(--s-red)"), "\(output)")
        #expect(output.contains("var(--s-yellow) 100"))
    }
}
