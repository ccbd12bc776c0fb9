@testable import StrataLive
import Testing

@MainActor
@Suite("Live DOM diff")
struct LiveDiffTests {
    private func operations(_ old: String, _ new: String) throws -> [LivePatchOperation] {
        LiveDiff.operations(from: try LiveDOMParser.parse(Array(old.utf8)), to: try LiveDOMParser.parse(Array(new.utf8)))
    }

    /// Applying the diff of `old` → `new` to `old` must give `new`.
    private func roundTrip(_ old: String, _ new: String) throws -> [LivePatchOperation] {
        let ops = try operations(old, new)
        let browser = try TestNode.parse(old)
        try browser.apply(ops)
        #expect(browser == (try TestNode.parse(new)), "\(old) -> \(new) via \(ops)")
        return ops
    }

    @Test func unchangedPageNeedsNoOperations() throws {
        #expect(try operations(#"<div data-s="a"><span>x</span></div>"#, #"<div data-s="a"><span>x</span></div>"#).isEmpty)
    }

    @Test func textAndAttributeChangesAreMinimal() throws {
        let ops = try roundTrip(#"<div data-s="a" class="x"><span data-s="b">Count: 1</span></div>"#,
                                #"<div data-s="a" class="y"><span data-s="b">Count: 2</span></div>"#)
        #expect(ops == [.setAttribute(path: [0], name: "class", value: "y"), .setText(path: [0, 0, 0], text: "Count: 2")])
    }

    @Test func inputValueAlsoSetsTheProperty() throws {
        let ops = try roundTrip(#"<input data-s="a" value="1">"#, #"<input data-s="a" value="12">"#)
        #expect(ops.contains(.setProperty(path: [0], name: "value", value: .string("12"))))
    }

    @Test func keyedReorderMovesOnlyWhatMoved() throws {
        let items = ["a", "b", "c", "d", "e"]
        func list(_ keys: [String]) -> String { keys.map { #"<div data-s="\#($0)">\#($0)</div>"# }.joined() }
        let ops = try roundTrip(list(items), list(["b", "c", "d", "e", "a"]))
        #expect(ops == [.move(parent: [], from: 0, to: 4)])
        let swapped = try roundTrip(list(items), list(["e", "b", "c", "d", "a"]))
        #expect(swapped.count == 2)
    }

    @Test func insertionsAndRemovalsKeepOtherNodes() throws {
        func list(_ keys: [String]) -> String { keys.map { #"<p data-s="\#($0)"><b>\#($0)</b></p>"# }.joined() }
        let ops = try roundTrip(list(["a", "b", "c"]), list(["a", "x", "c", "y"]))
        #expect(ops.filter { if case .insert = $0 { true } else { false } }.count == 2)
        #expect(ops.filter { if case .remove = $0 { true } else { false } }.count == 1)
    }

    @Test(arguments: 0..<60)
    func randomEditsRoundTrip(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed + 1))
        func randomTree(depth: Int) -> String {
            let count = Int.random(in: 0...4, using: &generator)
            var html = ""
            var used = Set<Int>()
            for _ in 0..<count {
                let key = Int.random(in: 0..<8, using: &generator)
                if Bool.random(using: &generator), used.insert(key).inserted {
                    let label = ["on", "off"].randomElement(using: &generator)!
                    let inner = depth > 0 ? randomTree(depth: depth - 1) : "t\(Int.random(in: 0..<3, using: &generator))"
                    html += #"<div data-s="k\#(key)" class="\#(label)">\#(inner)</div>"#
                } else if Bool.random(using: &generator) {
                    html += "<span>text \(Int.random(in: 0..<3, using: &generator))</span>"
                } else {
                    html += "<b>\(Int.random(in: 0..<3, using: &generator))</b>"
                }
            }
            return html
        }
        _ = try roundTrip(randomTree(depth: 2), randomTree(depth: 2))
    }
}

/// A small deterministic random number generator (SplitMix64) so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
