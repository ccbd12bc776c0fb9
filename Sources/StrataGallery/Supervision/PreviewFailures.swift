import Foundation

/// Previews that failed (trapped, hung or threw), with what went wrong: kept by the supervisor
/// and handed to each child process in a file, so children skip them and show the message.
struct PreviewFailures: Codable, Sendable {
    private(set) var messages: [String: String] = [:]

    func message(for slug: String) -> String? { messages[slug] }

    mutating func record(_ slug: String, _ message: String) {
        if messages[slug] == nil { messages[slug] = message }
    }

    var count: Int { messages.count }

    static func load(_ path: String?) throws -> PreviewFailures {
        guard let path else { return PreviewFailures() }
        return try JSONDecoder().decode(PreviewFailures.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func save(to path: String) throws {
        try JSONEncoder().encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
