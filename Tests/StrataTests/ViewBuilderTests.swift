import StrataHTML
import SwiftUI
import Testing

@MainActor
@Suite("ViewBuilder and structural views")
struct ViewBuilderTests {
    @Test func sequenceBuildsTupleViewInOrder() {
        let view = VStack { Text("one"); Text("two"); Text("three") }
        #expect(html(view) == #"<div class="s-v s-tt s-tb"><span class="s-t">one</span><span class="s-t">two</span><span class="s-t">three</span></div>"#)
    }

    @Test func conditionalPicksBranch() {
        struct Flag: View {
            let on: Bool
            var body: some View {
                if on { Text("yes") } else { Image(systemName: "xmark") }
            }
        }
        #expect(html(Flag(on: true)).contains(">yes<"))
        #expect(!html(Flag(on: false)).contains(">yes<"))
        let conditional: _ConditionalContent<Text, EmptyView> = ViewBuilder.buildEither(first: Text("direct"))
        #expect(html(conditional).contains("direct"))
    }

    @Test func optionalContentRendersOnlyWhenPresent() {
        struct Maybe: View {
            let text: String?
            var body: some View {
                VStack {
                    if let text { Text(text) }
                }
            }
        }
        #expect(html(Maybe(text: "shown")).contains("shown"))
        #expect(html(Maybe(text: nil)) == #"<div class="s-v"></div>"#)
    }

    @Test func forEachOverRangesIdentifiablesAndKeyPaths() {
        struct Item: Identifiable { let id: Int; let name: String }
        let items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
        let view = VStack {
            ForEach(0..<3) { Text("r\($0)") }
            ForEach(items) { Text($0.name) }
            ForEach(["x", "y"], id: \.self) { Text($0) }
        }
        let output = html(view)
        for expected in ["r0", "r1", "r2", ">a<", ">b<", ">x<", ">y<"] { #expect(output.contains(expected)) }
    }

    @Test func anyViewAndGroupAreTransparent() {
        let view = HStack { Group { Text("g1"); Text("g2") }; AnyView(Text("erased")) }
        #expect(html(view) == #"<div class="s-h s-tt s-tb"><span class="s-t">g1</span><span class="s-t">g2</span><span class="s-t">erased</span></div>"#)
    }

    @Test func modifierOnGroupAppliesToEachChild() {
        let output = html(Group { Text("a"); Text("b") }.padding(4))
        #expect(output.components(separatedBy: "padding:4px").count == 3)
    }

    @Test func emptyViewRendersNothing() {
        #expect(html(EmptyView()) == "")
        #expect(html(VStack {}) == #"<div class="s-v"></div>"#)
    }

    @Test func limitedAvailabilityErasesToAnyView() {
        let erased = ViewBuilder.buildLimitedAvailability(Text("later"))
        #expect(html(erased).contains("later"))
    }
}

@MainActor
@Suite("Lazy stacks")
struct LazyStackTests {
    @Test func lazyStacksRenderLikeEagerOnes() {
        #expect(html(LazyVStack(alignment: .leading, spacing: 2) { Text("a") }) == html(VStack(alignment: .leading, spacing: 2) { Text("a") }))
        #expect(html(LazyHStack { Text("a"); Text("b") }) == html(HStack { Text("a"); Text("b") }))
    }
}
