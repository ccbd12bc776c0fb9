import Strata
import StrataHTML

// strata-bench: static rendering against a hand-written floor, measured in the same run.
// Run with `swift run -c release strata-bench`; `strata-bench live` measures live mode instead.

if CommandLine.arguments.dropFirst().first == "live" {
    try await LiveBench.run()
    fflush(nil)
    exit(0)
}

let cards = 1_000
let rounds = 21

func measure(_ body: () -> Int) -> (Duration, Int) {
    let clock = ContinuousClock()
    var size = 0
    let elapsed = clock.measure { size = body() }
    return (elapsed, size)
}

let strataBytes = HTMLRenderer(content: CardPage(count: cards)).htmlBytes
let floorBytes = HandWrittenPage.render(count: cards)
guard strataBytes == floorBytes else {
    print("error: the hand-written floor does not produce the same HTML as Strata")
    print("strata: \(String(decoding: strataBytes.prefix(600), as: UTF8.self))")
    print("floor:  \(String(decoding: floorBytes.prefix(600), as: UTF8.self))")
    exit(1)
}

var strataTimes: [Duration] = []
var floorTimes: [Duration] = []
var viewPassTimes: [Duration] = []
var emitTimes: [Duration] = []
for _ in 0..<rounds {
    strataTimes.append(measure { HTMLRenderer(content: CardPage(count: cards)).htmlBytes.count }.0)
    floorTimes.append(measure { HandWrittenPage.render(count: cards).count }.0)
    // The same render in its two phases: views to render tree, render tree to HTML.
    var tree: [RenderNode] = []
    viewPassTimes.append(measure { tree = StaticRender.nodes(of: CardPage(count: cards)); return tree.count }.0)
    emitTimes.append(measure { HTMLSerializer.fragmentBytes(tree).count }.0)
}

func median(_ values: [Duration]) -> Duration { values.sorted()[values.count / 2] }
func milliseconds(_ duration: Duration) -> String {
    let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    return String(format: "%.3f ms", ms)
}
func elementCount(_ bytes: [UInt8]) -> Int {
    zip(bytes, bytes.dropFirst()).filter { $0.0 == UInt8(ascii: "<") && $0.1 != UInt8(ascii: "/") }.count
}

let strataMedian = median(strataTimes), floorMedian = median(floorTimes)
let ratio = Double(strataMedian.components.attoseconds + strataMedian.components.seconds * 1_000_000_000_000_000_000)
    / Double(floorMedian.components.attoseconds + floorMedian.components.seconds * 1_000_000_000_000_000_000)
print("page: \(cards) confirmation cards, \(strataBytes.count) bytes, \(rounds) interleaved rounds")
print("strata median: \(milliseconds(strataMedian))")
print("floor median:  \(milliseconds(floorMedian)) (hand-written byte appends)")
print("phases: view pass \(milliseconds(median(viewPassTimes))), HTML emission \(milliseconds(median(emitTimes)))")
print(String(format: "static-render: %.2f x floor", ratio))
print(String(format: "elements per card: strata %.1f, hand-written %.1f",
             Double(elementCount(strataBytes) - 1) / Double(cards), Double(elementCount(floorBytes) - 1) / Double(cards)))
