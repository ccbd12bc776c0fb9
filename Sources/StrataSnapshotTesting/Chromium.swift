import Foundation

/// Headless Chromium at `/usr/bin/chromium`: screenshots of pages, and pages whose scripts
/// compute something (`dumpDOM`).
enum Chromium {
    /// Where chromium is looked for; tests of the missing case bind another path.
    @TaskLocal static var path = "/usr/bin/chromium"
    static var notFoundMessage: String { "chromium not found at \(path): image snapshots skipped" }

    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    enum Failure: Error, CustomStringConvertible {
        case failed(status: Int32, output: String)
        case timedOut(seconds: Int)
        case noOutput

        var description: String {
            switch self {
            case let .failed(status, output): "chromium exited with status \(status): \(output.suffix(600))"
            case let .timedOut(seconds): "chromium did not finish within \(seconds) seconds"
            case .noOutput: "chromium wrote no screenshot"
            }
        }
    }

    /// A PNG of `document` (a complete HTML page) in a window of `width` x `height` CSS pixels
    /// at a device scale factor of 1.
    static func screenshot(of document: String, width: Int, height: Int) throws -> Data {
        try withScratchDirectory { directory in
            let page = directory.appendingPathComponent("page.html")
            let output = directory.appendingPathComponent("out.png")
            try Data(document.utf8).write(to: page)
            _ = try run([
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--window-size=\(width),\(height)", "--screenshot=\(output.path)", page.absoluteString,
            ], in: directory)
            guard let data = try? Data(contentsOf: output), !data.isEmpty else { throw Failure.noOutput }
            return data
        }
    }

    /// The DOM of `document` after its scripts ran (up to five seconds of virtual time), laid out
    /// in a window of `width` x `height` CSS pixels.
    static func dumpDOM(of document: String, width: Int = 800, height: Int = 600) throws -> String {
        try withScratchDirectory { directory in
            let page = directory.appendingPathComponent("page.html")
            try Data(document.utf8).write(to: page)
            return try run([
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=\(width),\(height)",
                "--virtual-time-budget=5000", "--dump-dom", page.absoluteString,
            ], in: directory)
        }
    }

    /// Runs chromium with `arguments`, its profile and crash files inside `directory`; returns
    /// what it printed on standard output.
    private static func run(_ arguments: [String], in directory: URL, timeout: Int = 60) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--user-data-dir=\(directory.appendingPathComponent("profile").path)"] + arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = directory.path
        process.environment = environment
        let outputFile = directory.appendingPathComponent("stdout.txt")
        let errorFile = directory.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let stdout = try FileHandle(forWritingTo: outputFile)
        let stderr = try FileHandle(forWritingTo: errorFile)
        defer { try? stdout.close(); try? stderr.close() }
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(TimeInterval(timeout))
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                throw Failure.timedOut(seconds: timeout)
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            throw Failure.failed(status: process.terminationStatus, output: errors)
        }
        return output
    }

    private static func withScratchDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-chromium-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }
}
