import Foundation

/// The gallery's first process. It renders nothing itself: it runs the previews in child
/// processes (this same program in another role) and outlives them. A preview that traps or
/// hangs in a child is recorded as failed, the child is started again without it, and the
/// gallery goes on with every other preview.
struct GallerySupervisor {
    let options: GalleryOptions
    let catalog: GalleryCatalog
    /// The arguments this process was started with, passed on to children.
    let arguments: [String]

    private var failuresFile: String {
        NSTemporaryDirectory() + "strata-gallery-failures-\(getpid()).json"
    }

    func run() throws {
        var failures = PreviewFailures()
        defer { try? FileManager.default.removeItem(atPath: failuresFile) }
        let previews = catalog.previews.count, modules = Set(catalog.previews.map(\.module)).count
        say("\(previews) preview\(previews == 1 ? "" : "s") in \(modules) module\(modules == 1 ? "" : "s"); rendering each once")
        try runToCompletion(role: .probe, failures: &failures)
        if failures.count > 0 {
            let backtraces = ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil
                ? "; SWIFT_BACKTRACE=enable=yes before the command prints a backtrace of each trap" : ""
            say("\(failures.count) failed (shown as failed in the gallery\(backtraces))")
        }
        if let export = options.export {
            try runToCompletion(role: .export, failures: &failures)
            say("wrote the gallery to \(export)")
        } else {
            try serve(failures: &failures)
        }
    }

    /// Runs `role` until it finishes, restarting it without each preview that brings it down.
    private func runToCompletion(role: GalleryRole, failures: inout PreviewFailures) throws {
        while true {
            try failures.save(to: failuresFile)
            let outcome = try child(role, port: options.port, failures: failures).run()
            mergeThrown(into: &failures)
            switch outcome {
            case .exited(status: 0):
                return
            case .exited(let status):
                throw GalleryError("the \(role.rawValue) process exited with status \(status)")
            case .crashed(let slug?, let message):
                record(slug, message, in: &failures)
            case .crashed(nil, let message):
                throw GalleryError("the \(role.rawValue) process failed outside any preview: \(message)")
            case .hung(let slug, let seconds):
                record(slug, "Did not finish rendering within \(seconds) s (an endless loop or a wait that never ends?)", in: &failures)
            }
        }
    }

    /// Serves until stopped; a server process that dies is started again on the same port.
    private func serve(failures: inout PreviewFailures) throws {
        var port = options.port
        var restarts: [Date] = []
        while true {
            try failures.save(to: failuresFile)
            let announced = PortBox()
            let watch = child(.serve, port: port, failures: failures) { line in
                if let value = line.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "/"))) }),
                   line.hasPrefix("Strata gallery: ") {
                    announced.port = value
                }
            }
            let outcome = try watch.run()
            mergeThrown(into: &failures)
            if let value = announced.port { port = value }
            switch outcome {
            case .exited(let status):
                if status == 0 { return }
                throw GalleryError("the server exited with status \(status)")
            case .crashed(let slug, let message):
                if let slug { record(slug, message, in: &failures) }
                else { say("the server stopped (\(message)); starting it again") }
            case .hung(let slug, let seconds):
                record(slug, "Did not finish handling an event within \(seconds) s (an endless loop?)", in: &failures)
            }
            restarts = restarts.filter { Date().timeIntervalSince($0) < 60 } + [Date()]
            if restarts.count > 20 { throw GalleryError("the server stopped 20 times in a minute; giving up") }
        }
    }

    /// Failures a child reported without dying (a preview that threw), merged after each run.
    private let thrown = ThrownFailures()

    private func mergeThrown(into failures: inout PreviewFailures) {
        for (slug, message) in thrown.take() { record(slug, message, in: &failures) }
    }

    private func record(_ slug: String, _ message: String, in failures: inout PreviewFailures) {
        let title = catalog.preview(slug: slug).map { "\($0.module) › \($0.title)" } ?? slug
        say("preview \(title) failed: \(message)")
        failures.record(slug, message)
    }

    private func child(_ role: GalleryRole, port: Int, failures: PreviewFailures, onLine: @escaping @Sendable (String) -> Void = { _ in }) -> ChildProcessWatch {
        let thrown = self.thrown
        var childArguments = Self.removingOption("--port", from: arguments)
        childArguments += ["--port", String(port), "--strata-role", role.rawValue, "--failures", failuresFile]
        childArguments = Self.removingOption("--parent-pid", from: childArguments) + ["--parent-pid", String(getpid())]
        return ChildProcessWatch(
            arguments: childArguments, timeout: TimeInterval(options.renderTimeout),
            onMark: { mark in
                if case .fail(let slug, let message) = mark { thrown.add(slug, message) }
            },
            onLine: { line in
                print(line)
                fflush(nil)
                onLine(line)
            }
        )
    }

    /// Prints a line of the gallery's own and flushes it, so it reaches a pipe in order with what
    /// the children print.
    private func say(_ line: String) {
        print("strata-gallery: " + line)
        fflush(nil)
    }

    /// `arguments` without `name` and its value.
    static func removingOption(_ name: String, from arguments: [String]) -> [String] {
        var result: [String] = []
        var skip = false
        for argument in arguments {
            if skip { skip = false; continue }
            if argument == name { skip = true; continue }
            if argument.hasPrefix(name + "=") { continue }
            result.append(argument)
        }
        return result
    }

    private final class PortBox: @unchecked Sendable { var port: Int? }

    private final class ThrownFailures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [(String, String)] = []
        func add(_ slug: String, _ message: String) { lock.withLock { list.append((slug, message)) } }
        func take() -> [(String, String)] { lock.withLock { defer { list = [] }; return list } }
    }
}

struct GalleryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
