import Foundation

/// A model in a file that imports only Foundation: `@Observable`, `URLSession` and `URLRequest`
/// come with Apple's Foundation.
@MainActor
@Observable
final class FeedModel {
    var titles: [String] = []
    var lastTap: CGPoint = .zero
    private let session = URLSession(configuration: .ephemeral)

    func request(for url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        return request
    }

    func load(_ url: URL) async throws {
        let (data, _) = try await session.data(for: request(for: url))
        titles = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    var tapSummary: String { "tapped at \(lastTap.debugDescription)" }
}
