import SwiftUI
import Testing

/// Records the walk: element texts (leaf text nodes only) with markers for presentations.
private struct Recorder: RenderTreeVisitor {
    var visited: [String] = []
    var tapEffects: [String: Int] = [:]
    var stopAt: String?

    var isFinished: Bool { stopAt.map(visited.contains) ?? false }

    mutating func enter(_ node: RenderNode, effects: [RenderEffect]) -> Bool {
        guard node.children.isEmpty else { return true }
        let text = node.plainText
        guard !text.isEmpty else { return true }
        visited.append(text)
        tapEffects[text] = effects.filter { if case .tap = $0 { true } else { false } }.count
        return true
    }

    mutating func enterPresentation(_ presentation: RenderPresentation) { visited.append("[") }
    mutating func leavePresentation(_ presentation: RenderPresentation) { visited.append("]") }
}

@MainActor
@Suite("Render tree walk")
struct RenderTreeWalkTests {
    private func walk(_ view: some View, stopAt: String? = nil) -> Recorder {
        var recorder = Recorder(stopAt: stopAt)
        RenderNode.walk(ViewGraph(view).renderTree, with: &recorder)
        return recorder
    }

    @Test func layersSurroundChildrenAndPresentationsFollowTheirPresenter() {
        let view = VStack {
            VStack { Text("content") }
                .background { Text("behind") }
                .overlay { Text("above") }
            Text("presenter")
                .alert("Title", isPresented: .constant(true)) { Button("OK") {} }
            Text("last")
        }
        let visited = walk(view).visited
        #expect(visited.firstIndex(of: "behind")! < visited.firstIndex(of: "content")!)
        #expect(visited.firstIndex(of: "content")! < visited.firstIndex(of: "above")!)
        let open = visited.firstIndex(of: "[")!, close = visited.firstIndex(of: "]")!
        #expect(visited.firstIndex(of: "presenter")! < open)
        #expect(visited[open..<close].contains("OK"))
        #expect(close < visited.firstIndex(of: "last")!)
    }

    @Test func fragmentEffectsApplyToEachChild() {
        let view = Group {
            Text("one")
            Text("two")
        }
        .onTapGesture {}
        let recorder = walk(view)
        #expect(recorder.visited == ["one", "two"])
        #expect(recorder.tapEffects == ["one": 1, "two": 1])
    }

    @Test func aFinishedVisitorStopsTheWalk() {
        let view = VStack { Text("a"); Text("b"); Text("c") }
        #expect(walk(view, stopAt: "b").visited == ["a", "b"])
    }
}
