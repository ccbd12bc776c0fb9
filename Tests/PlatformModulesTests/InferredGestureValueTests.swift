import Foundation
import StrataTesting
import SwiftUI
import Testing

/// A custom gesture in the shape popup packages write: no `Value` declared (it is inferred from
/// `body`), gesture state and view state inside, callbacks out.
private struct ReportingDrag: Gesture {
    var onDraggingChanged: (Bool) -> Void
    var onTranslationChanged: (CGSize) -> Void

    @GestureState private var translation: CGSize = .zero
    @State private var isDragging = false

    var body: some Gesture {
        DragGesture(coordinateSpace: .global)
            .updating($translation) { value, state, _ in
                state = value.translation
            }
            .onChanged { value in
                onTranslationChanged(value.translation)
                if !isDragging {
                    isDragging = true
                    onDraggingChanged(true)
                }
            }
            .onEnded { value in
                onTranslationChanged(value.translation)
                onDraggingChanged(false)
            }
    }
}

private struct DraggableCard: View {
    @State private var log: [String] = []
    @State private var offset: CGFloat = 0

    var body: some View {
        VStack {
            Text("Card")
                .gesture(ReportingDrag(
                    onDraggingChanged: { log.append($0 ? "start" : "end") },
                    onTranslationChanged: { offset = $0.height }
                ))
            Text("Moved \(Int(offset)): \(log.joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct InferredGestureValueTests {
    @Test func aGestureThatDeclaresOnlyItsBodyGetsItsBodysValue() {
        // The value type is inferred from the body: a drag's value.
        func valueType<G: Gesture>(of _: G) -> Any.Type { G.Value.self }
        let gesture = ReportingDrag(onDraggingChanged: { _ in }, onTranslationChanged: { _ in })
        #expect(ObjectIdentifier(valueType(of: gesture)) == ObjectIdentifier(DragGesture.Value.self))
    }

    @Test func itsCallbacksFollowADrag() throws {
        let host = ViewHost(DraggableCard())
        #expect(host.text.contains("Moved 0: "))
        try host.drag("Card", by: CGSize(width: 0, height: 120))
        // Strata does not install `@State` declared in a gesture (only `@GestureState`), so every change
        // reports a start; the translation and the end arrive.
        #expect(host.text.contains("Moved 120: start,"))
        #expect(host.text.hasSuffix(",end"))
    }
}
