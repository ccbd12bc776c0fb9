import CompressNIO
import Hummingbird
import NIOCore

/// gzip for text responses (HTML, CSS, JavaScript) to clients that send `Accept-Encoding: gzip`.
public enum LiveCompression {
    /// Bodies smaller than this are sent as they are (gzip's framing would eat the gain).
    public static let minimumBytes = 512

    /// Whether the request's `Accept-Encoding` accepts gzip (and does not refuse it with `q=0`).
    public static func acceptsGzip(_ request: Request) -> Bool {
        guard let header = request.headers[.acceptEncoding] else { return false }
        return acceptsGzip(acceptEncoding: header)
    }

    /// Whether an `Accept-Encoding` value accepts gzip.
    public static func acceptsGzip(acceptEncoding header: String) -> Bool {
        var wildcard = false
        for entry in header.split(separator: ",") {
            let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first else { continue }
            // `q=0` (or 0.0, 0.000) refuses the coding.
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if coding == "gzip" || coding == "x-gzip" { return quality > 0 }
            if coding == "*" { wildcard = quality > 0 }
        }
        return wildcard
    }

    /// Whether responses of this `Content-Type` are worth compressing.
    public static func isCompressible(contentType: String?) -> Bool {
        guard let type = contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return ["text/html", "text/css", "text/javascript", "application/javascript", "text/plain", "image/svg+xml"].contains(type)
    }

    /// The bytes compressed with gzip, or nil when zlib fails.
    public static func gzip(_ buffer: ByteBuffer) -> ByteBuffer? {
        var input = buffer
        return try? input.compress(with: .gzip())
    }
}
