import CompressNIO
import Foundation
import NIOCore

/// A file every page shares (Strata's stylesheet, the live client script), served once at a
/// content-hashed URL, `/_strata/assets/<stem>-<hash>.<ext>`: the URL changes whenever the
/// content does, so browsers may cache it for good. Its gzip form is made once, up front.
public struct LiveAsset: Sendable {
    /// The file name with the content hash, `strata-3f9a0c1d2e4b.css`.
    public let fileName: String
    /// The `Content-Type` it is served with.
    public let contentType: String
    /// The content, uncompressed.
    public let body: ByteBuffer
    /// The content, as a file's bytes.
    public var contents: Data { Data(body.readableBytesView) }
    /// The content compressed with gzip, or nil when compressing did not make it smaller.
    public let gzipBody: ByteBuffer?
    /// The content hash in the name, quoted: the asset's `ETag`.
    public var entityTag: String { "\"\(hash)\"" }
    private let hash: String

    /// An asset named `<stem>-<hash>.<fileExtension>`.
    public init(stem: String, fileExtension: String, contentType: String, text: String) {
        self.init(stem: stem, fileExtension: fileExtension, contentType: contentType, bytes: Array(text.utf8))
    }

    /// An asset of `bytes`, named `<stem>-<hash>.<fileExtension>`.
    public init(stem: String, fileExtension: String, contentType: String, bytes: [UInt8]) {
        hash = Self.contentHash(bytes)
        fileName = "\(stem)-\(hash).\(fileExtension)"
        self.contentType = contentType
        body = ByteBuffer(bytes: bytes)
        let compressed = LiveCompression.gzip(body)
        gzipBody = compressed.flatMap { $0.readableBytes < bytes.count ? $0 : nil }
    }

    /// A stylesheet asset.
    public static func stylesheet(_ stem: String, css: String) -> LiveAsset {
        LiveAsset(stem: stem, fileExtension: "css", contentType: "text/css; charset=utf-8", text: css)
    }

    /// A WOFF2 font asset (already compressed: served as it is).
    public static func font(_ stem: String, woff2: [UInt8]) -> LiveAsset {
        LiveAsset(stem: stem, fileExtension: "woff2", contentType: "font/woff2", bytes: woff2)
    }

    /// A script asset.
    public static func script(_ stem: String, javaScript: String) -> LiveAsset {
        LiveAsset(stem: stem, fileExtension: "js", contentType: "text/javascript; charset=utf-8", text: javaScript)
    }

    /// 64-bit FNV-1a of the bytes as 16 hex digits: stable across processes and machines (so
    /// every instance behind a balancer names the asset alike), not a security measure.
    static func contentHash(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
