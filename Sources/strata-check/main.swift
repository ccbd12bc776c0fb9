import Foundation
import StrataIOSView

// strata-check PACKAGE_DIR...: type-checks each library target of each package as its iOS build
// compiles it (every `#if` evaluated for an iPhone simulator) against Strata's modules, and prints
// the diagnostics on the package's own files, `PACKAGE: N of M targets compile` per package and
// `K/P packages compile` last; the exit status is 0 only when every package compiles.
//
// strata-check ios-view --output DIR [--define NAME]... [--module NAME]... [--swift-version N] FILE...
// writes each file as its iOS build sees it into DIR (used by the check; see IOSSourceView) and
// prints the paths written, one a line, in the order given.

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
usage: strata-check PACKAGE_DIR...
       strata-check ios-view --output DIR [--define NAME]... [--module NAME]... [--swift-version N] FILE...
"""

func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

/// The Strata checkout this tool was built from (its sources sit in `Sources/strata-check`).
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(arguments.isEmpty ? 2 : 0)
}

if arguments.first == "ios-view" {
    var output: String?
    var defines: Set<String> = []
    var modules: Set<String> = []
    var mode = 5
    var files: [String] = []
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
        switch argument {
        case "--output": output = iterator.next()
        case "--define": if let name = iterator.next() { defines.insert(name) }
        case "--module": if let name = iterator.next() { modules.insert(name) }
        case "--swift-version": mode = iterator.next().flatMap(Int.init) ?? 5
        default: files.append(argument)
        }
    }
    guard let output else { fail(usage) }
    let configuration = IOSBuildConfiguration(customConditions: defines, dependencies: modules, languageMode: mode)
    let folder = URL(fileURLWithPath: output, isDirectory: true)
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, path) in files.enumerated() {
            let source = URL(fileURLWithPath: path)
            let text = try String(contentsOf: source, encoding: .utf8)
            let view = IOSSourceView.text(of: text, configuration: configuration, originalPath: source.standardizedFileURL.path)
            // Numbered, so files of one name in different folders stay apart, in their order.
            let written = folder.appendingPathComponent(String(format: "%04d-", index) + source.lastPathComponent)
            try Data(view.utf8).write(to: written)
            print(written.path)
        }
    } catch {
        fail("strata-check: \(error)", status: 1)
    }
    exit(0)
}

// The check itself: scripts/check-packages, given this tool for the iOS view of each target.
let script = checkout.appendingPathComponent("scripts/check-packages").path
guard FileManager.default.isReadableFile(atPath: script) else {
    fail("strata-check: \(script) not found: run strata-check from a Strata checkout (swift run strata-check PACKAGE_DIR...)")
}
let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
let process = Process()
process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
process.arguments = ["python3", script, "--ios-view", executable] + arguments
process.currentDirectoryURL = checkout
do {
    try process.run()
    process.waitUntilExit()
    exit(process.terminationStatus)
} catch {
    fail("strata-check: could not run \(script): \(error)", status: 1)
}
