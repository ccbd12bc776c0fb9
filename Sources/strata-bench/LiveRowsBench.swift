import Foundation
import StrataLive

/// `strata-bench live`'s rows table: a counter button and N rows; server time per event for a
/// counter click, an edit of one row's text, and the insertion and removal of one row.
enum LiveRowsBench {
    static func run(counts: [Int] = [10, 100, 1_000, 10_000]) throws {
        // STRATA_ROWS=1000 measures one page size only.
        let counts = ProcessInfo.processInfo.environment["STRATA_ROWS"].flatMap { Int($0) }.map { [$0] } ?? counts
        print("rows: a counter button and N rows (HStack of two texts and a Spacer); server time per event"); fflush(nil)
        for count in counts { try measure(rows: count) }
    }

    private static func measure(rows count: Int) throws {
        let clock = ContinuousClock()
        var session: LiveSession!
        var html = ""
        let firstRender = clock.measure {
            session = LiveSession(LiveRowsScreen(model: LiveRowsModel(count: count)))
            html = session.html
        }
        let counter = try LiveBenchSupport.node(labelled: "Count: 0", in: html)
        let edit = try LiveBenchSupport.node(labelled: "Edit row", in: html)
        let insert = try LiveBenchSupport.node(labelled: "Insert row", in: html)
        let remove = try LiveBenchSupport.node(labelled: "Remove row", in: html)
        let samples = count >= 10_000 ? 40 : count >= 1_000 ? 100 : 300
        let warmUp = count >= 10_000 ? 5 : 20
        var sequence = 0
        var results: [String: (times: [Duration], bytes: [Int])] = [:]
        for round in 0..<(warmUp + samples) {
            for (name, node) in [("click", counter), ("edit", edit), ("insert", insert), ("remove", remove)] {
                sequence += 1
                let message = #"{"t":"event","seq":\#(sequence),"node":"\#(node)","kind":"click"}"#
                var reply = ""
                let elapsed = clock.measure { reply = session.receive(message).first ?? "" }
                guard reply.hasPrefix(#"{"t":"patch""#), reply.contains("[[") else {
                    throw LiveBenchSupport.Failure("no change for \(name) on \(count) rows: \(reply.prefix(300))")
                }
                guard round >= warmUp else { continue }
                results[name, default: ([], [])].times.append(elapsed)
                results[name, default: ([], [])].bytes.append(reply.utf8.count)
            }
        }
        let pageBytes = session.html.utf8.count
        print(String(format: "  %6d rows: page %@, first render %.2f ms", count, kilobytes(pageBytes), LiveBenchSupport.seconds(firstRender) * 1000))
        for name in ["click", "edit", "insert", "remove"] {
            guard let result = results[name] else { continue }
            let bytes = result.bytes.sorted()[result.bytes.count / 2]
            print("    \(name.padding(toLength: 6, withPad: " ", startingAt: 0)): \(LiveBenchSupport.summary(result.times)); patch \(bytes) bytes")
        }
        fflush(nil)
    }

    private static func kilobytes(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? String(format: "%.2f MB", Double(bytes) / 1_000_000) : String(format: "%.1f KB", Double(bytes) / 1_000)
    }
}
