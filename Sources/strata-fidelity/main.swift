import FidelityCases
import Foundation
import Strata
import StrataHTML

// Writes one HTML page per fidelity case, and `manifest.json` listing them, into the folder given
// (default `.build/fidelity`). `scripts/fidelity` draws the pages in headless Chromium and scores
// them against the images recorded on iOS (Fidelity/References).
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: strata-fidelity [OUTPUT-DIRECTORY] [--filter SUBSTRING]")
    exit(0)
}
var filter: String?
var positional: [String] = []
var iterator = arguments.makeIterator()
while let argument = iterator.next() {
    if argument == "--filter" { filter = iterator.next() } else { positional.append(argument) }
}
let output = URL(fileURLWithPath: positional.first ?? ".build/fidelity", isDirectory: true)

do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    var entries: [FidelityPage.Entry] = []
    for fidelityCase in FidelityCatalog.all where filter.map({ fidelityCase.id.contains($0) }) ?? true {
        let entry = try MainActor.assumeIsolated { try FidelityPage.write(fidelityCase, into: output) }
        entries.append(entry)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(entries).write(to: output.appendingPathComponent("manifest.json"))
    print("strata-fidelity: \(entries.count) pages in \(output.path)")
} catch {
    FileHandle.standardError.write(Data("strata-fidelity: \(error)\n".utf8))
    exit(1)
}
