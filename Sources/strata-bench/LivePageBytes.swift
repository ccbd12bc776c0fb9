import CompressNIO
import Foundation
import NIOCore
import Strata
import StrataGalleryContent
import StrataHTML
import StrataLive

/// `strata-bench live pages`: what node ids add to gallery pages. Each page's live view is
/// rendered once and emitted twice, without node ids (as a static page) and with them (as a
/// live page sends it); sizes raw and deflated (zlib's default level and window, as gzip).
@MainActor
enum LivePageBytes {
    static let slugs = ["buttons", "text", "kit-inputs", "kit-modal-card", "stacks", "kit-business", "forms"]

    static func run() {
        print("live page bytes: content without node ids (static) and with them (live)"); fflush(nil)
        for slug in slugs {
            let tree = StaticRender.nodes(of: GalleryCatalog.liveView(for: slug))
            let plain = HTMLSerializer.fragmentBytes(tree, stampsNodeIDs: false)
            let live = HTMLSerializer.fragmentBytes(tree, stampsNodeIDs: true)
            let ids = nodeIDBytes(live)
            print(String(
                format: "  %@: static %.1f KB, live %.1f KB (+%.1f%%; node ids %d, %.1f KB); deflated static %.1f KB, live %.1f KB (+%.1f%%)",
                slug, kilobytes(plain.count), kilobytes(live.count), percent(live.count, over: plain.count), ids.count, kilobytes(ids.bytes),
                kilobytes(deflated(plain)), kilobytes(deflated(live)), percent(deflated(live), over: deflated(plain))
            )); fflush(nil)
        }
    }

    /// How many `data-s="…"` attributes `page` has, and their bytes (name, quotes and value).
    private static func nodeIDBytes(_ page: [UInt8]) -> (count: Int, bytes: Int) {
        let marker = Array(#" data-s=""#.utf8)
        var count = 0, bytes = 0, index = 0
        while index + marker.count <= page.count {
            guard page[index..<(index + marker.count)].elementsEqual(marker) else { index += 1; continue }
            var end = index + marker.count
            while end < page.count, page[end] != UInt8(ascii: "\"") { end += 1 }
            count += 1
            bytes += end + 1 - index
            index = end + 1
        }
        return (count, bytes)
    }

    private static func deflated(_ bytes: [UInt8]) -> Int {
        var input = ByteBufferAllocator().buffer(capacity: bytes.count)
        input.writeBytes(bytes)
        var output = ByteBufferAllocator().buffer(capacity: bytes.count + 64)
        let algorithm = CompressionAlgorithm.gzip(configuration: .init())
        guard (try? input.compress(to: &output, with: algorithm)) != nil else { return bytes.count }
        return output.readableBytes
    }

    private static func kilobytes(_ count: Int) -> Double { Double(count) / 1024 }
    private static func percent(_ value: Int, over base: Int) -> Double { base == 0 ? 0 : Double(value - base) / Double(base) * 100 }
}
