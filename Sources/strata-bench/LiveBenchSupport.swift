import CompressNIO
import Foundation
import NIOCore
import HummingbirdWSClient
import Logging
import StrataLiveServer

/// Helpers for `strata-bench live`: finding node ids, timing summaries, memory, and one client.
enum LiveBenchSupport {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The `data-s` id of the button whose visible text is `label`.
    static func node(labelled label: String, in html: String) throws -> String {
        guard let labelRange = html.range(of: ">\(label)<") else { throw Failure("no element labelled \(label)") }
        guard let buttonStart = html[..<labelRange.lowerBound].range(of: "<button", options: .backwards) else {
            throw Failure("\(label) is not inside a button")
        }
        let tag = html[buttonStart.lowerBound..<labelRange.lowerBound]
        guard let idStart = tag.range(of: "data-s=\"") else { throw Failure("no node id on \(label)") }
        return String(tag[idStart.upperBound...].prefix { $0 != "\"" })
    }

    static func inputNode(in html: String) throws -> String {
        guard let start = html.range(of: "data-s-input=\"") else { throw Failure("no input") }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The size of `frame` on the wire with the server's permessage-deflate settings (1 KiB
    /// window, no context takeover: each message compressed on its own).
    static func deflatedSize(_ frame: String) -> Int {
        var input = ByteBuffer(string: frame)
        var output = ByteBufferAllocator().buffer(capacity: frame.utf8.count + 64)
        let algorithm = CompressionAlgorithm.deflate(configuration: .init(windowSize: .window4k, compressionLevel: .defaultCompressionLevel, memoryLevel: .memory1k))
        guard (try? input.compress(to: &output, with: algorithm)) != nil else { return frame.utf8.count }
        return output.readableBytes
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// "median X ms, p99 Y ms".
    static func summary(_ times: [Duration]) -> String {
        guard !times.isEmpty else { return "no samples" }
        let sorted = times.sorted()
        let median = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
        return String(format: "median %.3f ms, p99 %.3f ms", seconds(median) * 1000, seconds(p99) * 1000)
    }

    /// The process's resident memory, from /proc, after returning freed heap pages to the
    /// system (glibc's `malloc_trim`), so memory a session lets go of shows as gone.
    static func residentBytes() -> Int {
        typealias Trim = @convention(c) (Int32) -> Int32
        if let trim = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(trim, to: Trim.self)(0) }
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Runs this benchmark again with `STRATA_MEMPROBE=name` and reads its "probe: N KB" line.
    static func probeInChildProcess(_ name: String) -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["live"]
        process.environment = ProcessInfo.processInfo.environment.merging(["STRATA_MEMPROBE": name]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return .nan }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("probe: ") }) else { return .nan }
        return Double(line.dropFirst(7).prefix { $0 != " " }) ?? .nan
    }

    struct ClientResult: Sendable {
        var lost = 0
        var misordered = 0
        var roundTrips: [Duration] = []
        var failure: String?
    }

    /// One browser stand-in: sends `events` increments back to back, then checks that every
    /// patch came, in order, each showing the next count.
    static func drive(port: Int, token: String, node: String, events: Int, logger: Logger) async throws -> ClientResult {
        let outcome = ResultBox()
        try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/_strata/live?token=\(token)&seq=0", logger: logger) { inbound, outbound, _ in
            var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
            _ = try await messages.next()  // hello
            let clock = ContinuousClock()
            var sent: [ContinuousClock.Instant] = []
            for sequence in 1...events {
                sent.append(clock.now)
                try await outbound.write(.text(#"{"t":"event","seq":\#(sequence),"node":"\#(node)","kind":"click"}"#))
            }
            var result = ClientResult()
            var expected = 1
            while expected <= events, let message = try await messages.next() {
                guard case .text(let text) = message, text.hasPrefix(#"{"t":"patch","seq":"#) else { continue }
                let sequence = Int(text.dropFirst(19).prefix { $0.isNumber }) ?? -1
                if sequence != expected || !text.contains("Count: \(expected)") { result.misordered += 1 }
                if sequence >= 1, sequence <= events { result.roundTrips.append(clock.now - sent[sequence - 1]) }
                expected += 1
            }
            result.lost = events - (expected - 1)
            outcome.set(result)
            try await outbound.close(.normalClosure, reason: nil)
        }
        return outcome.get() ?? ClientResult(lost: events)
    }

    /// Carries a client's result out of the WebSocket handler.
    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var value: ClientResult?
        func set(_ result: ClientResult) { lock.withLock { value = result } }
        func get() -> ClientResult? { lock.withLock { value } }
    }
}
