import StrataHTML
import StrataTesting
import SwiftUI
import Testing

/// A card dragged with `@GestureState` for the live offset and `@State` for where it rests.
private struct DraggableCard: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var resting = CGSize.zero
    let log: Box<[String]>

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(.orange)
                .frame(width: 80, height: 50)
                .offset(x: resting.width + dragOffset.width, y: resting.height + dragOffset.height)
                .accessibilityLabel("Card")
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                        .onChanged { value in log.value.append("changed \(Int(value.translation.width))") }
                        .onEnded { value in
                            log.value.append("ended \(Int(value.translation.width))")
                            resting.width += value.translation.width
                            resting.height += value.translation.height
                        }
                )
            Text("Dragging by \(Int(dragOffset.width)), resting at \(Int(resting.width)),\(Int(resting.height))")
        }
    }
}

@Suite("Drag gestures")
@MainActor
struct DragGestureTests {
    @Test func dragsReportChangesUpdateGestureStateAndEnd() throws {
        let log = Box<[String]>([])
        let host = ViewHost(DraggableCard(log: log))
        try host.drag("Card", by: CGSize(width: 40, height: 20))
        #expect(log.value == ["changed 10", "changed 20", "changed 30", "changed 40", "ended 40"])
        #expect(host.text.contains("Dragging by 0, resting at 40,20"), "gesture state resets when the drag ends")
        #expect(host.html.contains("translate(40px,20px)"))
        try host.drag("Card", by: CGSize(width: -10, height: 0), steps: 1)
        #expect(host.text.contains("resting at 30,20"))
    }

    @Test func aDragShorterThanTheMinimumDistanceNeverBegins() throws {
        let log = Box<[String]>([])
        let host = ViewHost(DraggableCard(log: log))
        try host.drag("Card", by: CGSize(width: 6, height: 0))
        #expect(log.value.isEmpty)
        #expect(host.text.contains("resting at 0,0"))
        // Moves before the minimum distance do not count; later ones do.
        try host.drag("Card", by: CGSize(width: 20, height: 0), steps: 4)
        #expect(log.value == ["changed 10", "changed 15", "changed 20", "ended 20"])
    }

    @Test func gesturesRecognizedTogetherBothHearTheDrag() throws {
        let log = Box<[String]>([])
        let view = Circle()
            .frame(width: 30, height: 30)
            .accessibilityLabel("Knob")
            .gesture(DragGesture(minimumDistance: 0).onEnded { _ in log.value.append("first") }
                .simultaneously(with: DragGesture().onEnded { _ in log.value.append("second") }))
            .onTapGesture { log.value.append("tap") }
        let host = ViewHost(view)
        try host.drag("Knob", by: CGSize(width: 12, height: 0), steps: 2)
        #expect(log.value == ["first", "second"])
        try host.tap("Knob")
        #expect(log.value.last == "tap")
    }

    @Test func liveMarkupNamesDraggableViewsAndStaticMarkupStaysPlain() {
        let view = DraggableCard(log: Box([]))
        let staticHTML = html(view)
        #expect(staticHTML.contains("s-drag"))
        #expect(!staticHTML.contains("data-s-drag"), "the minimum distance is for the live client only")
        let live = HTMLSerializer.fragment(StaticRender.nodes(of: view), stampsNodeIDs: true)
        #expect(live.contains("data-s-drag=\"10.0\""))
    }
}
