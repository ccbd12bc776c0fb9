import Foundation
import SnapshotTesting

/// Records and verifies one named snapshot in a folder, with a strategy's own diffing.
struct SnapshotStore {
    let directory: URL
    let name: String
    let record: SnapshotTestingConfiguration.Record

    /// A failure message, or nil when the snapshot matches (or was skipped).
    func verify<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) -> String? {
        var taken: Format?
        strategy.snapshot(value).run { taken = $0 }
        guard let actual = taken else { return "\(name): the snapshot could not be taken" }
        let fileName = strategy.pathExtension.map { "\(name).\($0)" } ?? name
        let url = directory.appendingPathComponent(fileName)
        let data = strategy.diffing.toData(actual)
        do {
            let exists = FileManager.default.fileExists(atPath: url.path)
            if record == .all {
                try Self.write(data, to: url)
                return "\(fileName): recorded (record mode is on; turn it off and run again to verify)"
            }
            guard exists else {
                if record == .never {
                    return "\(fileName): no reference at \(url.path), and recording is off"
                }
                try Self.write(data, to: url)
                return "\(fileName): no reference was found; recorded one at \(url.path). Run again to verify."
            }
            let reference = strategy.diffing.fromData(try Data(contentsOf: url))
            guard let (message, _) = strategy.diffing.diffV2(reference, actual) else { return nil }
            if record == .failed { try Self.write(data, to: url) }
            return "\(fileName) does not match its reference (\(url.path)):\n\(message)"
        } catch {
            return "\(fileName): \(error)"
        }
    }

    /// Writes `data` to `url`, replacing it. Through a file handle: `Data.write(to:)` syncs
    /// each file to disk here, which made recording 400 snapshots take seconds.
    static func write(_ data: Data, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
    }
}
