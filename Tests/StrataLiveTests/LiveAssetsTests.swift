import CompressNIO
import Foundation
import Hummingbird
import NIOCore
import StrataHTML
@testable import StrataLive
@testable import StrataLiveServer
import Testing

@MainActor
@Suite("Shared assets and compression")
struct LiveAssetsTests {
    @Test func assetsAreNamedByTheirContent() {
        let assets = LiveAssets()
        #expect(assets.stylesheet.fileName.hasPrefix("strata-") && assets.stylesheet.fileName.hasSuffix(".css"))
        #expect(assets.script.fileName.hasPrefix("strata-live-") && assets.script.fileName.hasSuffix(".js"))
        #expect(assets.stylesheet.fileName == LiveAssets().stylesheet.fileName, "the same content, the same name (every instance alike)")
        let changed = LiveAsset.stylesheet("strata", css: Stylesheet.css + " ")
        #expect(changed.fileName != assets.stylesheet.fileName, "changed content, a new URL")
        #expect(assets.url(of: assets.script) == "/_strata/assets/" + assets.script.fileName)
        #expect(assets.asset(atPath: assets.url(of: assets.stylesheet))?.fileName == assets.stylesheet.fileName)
        #expect(assets.asset(atPath: "/_strata/assets/strata-0000000000000000.css") == nil)
        #expect(assets.asset(atPath: "/other/" + assets.stylesheet.fileName) == nil)
        #expect(String(buffer: assets.stylesheet.body) == Stylesheet.css(textFontURL: assets.textFont.fileName))
        #expect(String(buffer: assets.script.body) == LiveClientScript.source)
    }

    @Test func theSystemFaceIsAFileBesideTheStylesheet() {
        // Served (and exported) as a file of its own, so the stylesheet stays small and compresses;
        // the stylesheet names it relative to itself.
        let assets = LiveAssets()
        #expect(assets.textFont.fileName.hasPrefix("strata-text-") && assets.textFont.fileName.hasSuffix(".woff2"))
        #expect(assets.textFont.contentType == "font/woff2")
        #expect(Array(assets.textFont.contents) == TextFont.woff2)
        #expect(String(buffer: assets.stylesheet.body).contains("src:url(\(assets.textFont.fileName)) format('woff2')"))
        #expect(!String(buffer: assets.stylesheet.body).contains("base64"))
        #expect(assets.asset(atPath: assets.url(of: assets.textFont))?.fileName == assets.textFont.fileName)
        #expect(assets.stylesheetFiles.map(\.fileName) == [assets.stylesheet.fileName, assets.textFont.fileName])
    }

    @Test func assetsArePrecompressedWithGzip() throws {
        let asset = LiveAssets.standard.script
        var gzip = try #require(asset.gzipBody)
        #expect(gzip.readableBytes * 2 < asset.body.readableBytes, "the client script compresses to under half")
        let plain = try gzip.decompress(with: .gzip())
        #expect(String(buffer: plain) == LiveClientScript.source)
    }

    @Test func acceptEncodingIsRead() {
        #expect(LiveCompression.acceptsGzip(acceptEncoding: "gzip, deflate, br"))
        #expect(LiveCompression.acceptsGzip(acceptEncoding: "br;q=1.0, GZIP;q=0.5"))
        #expect(LiveCompression.acceptsGzip(acceptEncoding: "*"))
        #expect(!LiveCompression.acceptsGzip(acceptEncoding: "identity"))
        #expect(!LiveCompression.acceptsGzip(acceptEncoding: "gzip;q=0"))
        #expect(!LiveCompression.acceptsGzip(acceptEncoding: "*, gzip;q=0.0"))
        #expect(LiveCompression.isCompressible(contentType: "text/html; charset=utf-8"))
        #expect(LiveCompression.isCompressible(contentType: "text/javascript; charset=utf-8"))
        #expect(!LiveCompression.isCompressible(contentType: "image/png"))
        #expect(!LiveCompression.isCompressible(contentType: nil))
    }

    @Test func assetResponsesAreImmutableAndGzippedOnlyWhenAsked() throws {
        let asset = LiveAssets.standard.stylesheet
        let gzipped = LivePageMiddleware<BasicRequestContext>.assetResponse(asset, for: Self.request(asset, acceptEncoding: "gzip"))
        #expect(gzipped.status == .ok)
        #expect(gzipped.headers[.cacheControl] == "public, max-age=31536000, immutable")
        #expect(gzipped.headers[.contentEncoding] == "gzip")
        #expect(gzipped.headers[.vary] == "Accept-Encoding")
        #expect(gzipped.headers[.contentType] == "text/css; charset=utf-8")
        let plain = LivePageMiddleware<BasicRequestContext>.assetResponse(asset, for: Self.request(asset, acceptEncoding: nil))
        #expect(plain.headers[.contentEncoding] == nil)
        #expect(plain.headers[.contentLength] == String(asset.body.readableBytes))
        let revalidation = Self.request(path: LiveAssets.standard.url(of: asset), acceptEncoding: nil, ifNoneMatch: asset.entityTag)
        #expect(LivePageMiddleware<BasicRequestContext>.assetResponse(asset, for: revalidation).status == .notModified)
        #expect(LivePageMiddleware<BasicRequestContext>.assetResponse(nil, for: revalidation).status == .notFound)
    }

    @Test func pagesAreGzippedWhenAskedWithVary() async throws {
        let html = LivePage.document(title: "T", contentHTML: String(repeating: "<p>Hello</p>", count: 200), token: "t")
        let request = Self.request(path: "/page", acceptEncoding: "gzip")
        let response = await LivePageMiddleware<BasicRequestContext>.compressed(LiveServer.htmlResponse(html), for: request)
        #expect(response.headers[.contentEncoding] == "gzip")
        #expect(response.headers[.vary] == "Accept-Encoding")
        #expect(response.headers[.cacheControl] == "no-store", "pages carry a session: never cached")
        let identity = await LivePageMiddleware<BasicRequestContext>.compressed(LiveServer.htmlResponse(html), for: Self.request(path: "/page", acceptEncoding: nil))
        #expect(identity.headers[.contentEncoding] == nil)
        #expect(identity.headers[.vary] == "Accept-Encoding")
    }

    @Test func livePagesLinkTheAssetsInsteadOfInliningThem() {
        let links = LiveAssets.standard.pageLinks
        let linked = LivePage.document(title: "T", contentHTML: "<p>Hi</p>", token: "t", assets: links)
        #expect(linked.contains(#"<link rel="stylesheet" href="\#(links.stylesheetURL)">"#))
        #expect(linked.contains(#"<script defer src="\#(links.scriptURL)"></script>"#))
        #expect(!linked.contains("<style>") && !linked.contains("Strata live client"))
        let inlined = LivePage.document(title: "T", contentHTML: "<p>Hi</p>", token: "t")
        #expect(inlined.contains("<style>") && inlined.contains("<script>// Strata live client"), "without a server, both are inlined")
    }

    @Test func theContentSecurityPolicyAllowsOnlyThisSiteAndTheNonce() {
        let nonce = LiveContentSecurity.makeNonce()
        let policy = LiveContentSecurity.policy(nonce: nonce)
        #expect(policy.contains("script-src 'nonce-\(nonce)' 'self'"))
        #expect(policy.contains("style-src 'self' 'nonce-\(nonce)';"), "no inline style elements without the nonce")
        #expect(policy.contains("style-src-attr 'unsafe-inline'"), "the emitter's style attributes")
        #expect(!policy.contains("style-src 'self' 'unsafe-inline'"))
        let stamped = LiveContentSecurity.addNonce(nonce, to: "<style>a{}</style><p>&lt;style&gt;</p>")
        #expect(stamped == "<style nonce=\"\(nonce)\">a{}</style><p>&lt;style&gt;</p>")
    }

    private static func request(_ asset: LiveAsset, acceptEncoding: String?) -> Request {
        request(path: LiveAssets.standard.url(of: asset), acceptEncoding: acceptEncoding)
    }

    private static func request(path: String, acceptEncoding: String?, ifNoneMatch: String? = nil) -> Request {
        var fields = HTTPFields()
        if let acceptEncoding { fields[.acceptEncoding] = acceptEncoding }
        if let ifNoneMatch { fields[.ifNoneMatch] = ifNoneMatch }
        let head = HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: path, headerFields: fields)
        return Request(head: head, body: RequestBody(buffer: ByteBuffer()))
    }
}
