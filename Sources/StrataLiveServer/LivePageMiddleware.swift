import Foundation
import Hummingbird
import NIOCore
import StrataLive

/// Wraps a live site's HTTP routes: safety headers on every response, an empty answer for
/// `/favicon.ico`, the shared assets (`LiveAssets`) at their hashed URLs with immutable caching,
/// gzip for HTML, CSS and JavaScript when the client accepts it, and 503 for new page loads
/// while the server drains (a balancer then sends them to another instance). Add it to the
/// router before its routes; build the router with `.autoGenerateHeadEndpoints` so HEAD answers
/// for every page.
public struct LivePageMiddleware<Context: RequestContext>: RouterMiddleware {
    let store: LiveSessionStore
    let assets: LiveAssets

    public init(store: LiveSessionStore, assets: LiveAssets = .standard) {
        self.store = store
        self.assets = assets
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        if request.uri.path == "/favicon.ico" {
            response = Response(status: .noContent)
        } else if request.uri.path.hasPrefix(LiveAssets.pathPrefix) {
            // Served while draining too: pages already loaded still need them.
            response = Self.assetResponse(assets.asset(atPath: request.uri.path), for: request)
        } else if await store.isDraining {
            response = Response(
                status: .serviceUnavailable,
                headers: [.contentType: "text/plain; charset=utf-8", .retryAfter: "1", .connection: "close"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "This server is shutting down; try again.\n"))
            )
        } else {
            do {
                response = try await next(request, context)
            } catch let error as HTTPError {
                response = Response(status: error.status, headers: [.contentType: "text/plain; charset=utf-8"],
                                    body: ResponseBody(byteBuffer: ByteBuffer(string: (error.body ?? error.status.reasonPhrase) + "\n")))
            }
            response = await Self.compressed(response, for: request)
        }
        Self.addSafetyHeaders(to: &response.headers)
        return response
    }

    /// An asset, from its precompressed form when the client accepts gzip; cached for a year
    /// and never revalidated (its URL changes with its content).
    static func assetResponse(_ asset: LiveAsset?, for request: Request) -> Response {
        guard let asset else {
            return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "No such asset\n")))
        }
        var headers: HTTPFields = [
            .contentType: asset.contentType, .cacheControl: "public, max-age=31536000, immutable",
            .eTag: asset.entityTag, .vary: "Accept-Encoding",
        ]
        if request.headers[.ifNoneMatch]?.contains(asset.entityTag) == true {
            return Response(status: .notModified, headers: headers)
        }
        var body = asset.body
        if let gzip = asset.gzipBody, LiveCompression.acceptsGzip(request) {
            headers[.contentEncoding] = "gzip"
            body = gzip
        }
        let response = Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
        return request.method == .head ? response.createHeadResponse() : response
    }

    /// The response gzipped when it is HTML, CSS or JavaScript, large enough, not encoded yet,
    /// and the client accepts gzip; `Vary: Accept-Encoding` on every such response.
    static func compressed(_ response: Response, for request: Request) async -> Response {
        guard request.method == .get, response.status == .ok, response.headers[.contentEncoding] == nil,
              LiveCompression.isCompressible(contentType: response.headers[.contentType])
        else { return response }
        var response = response
        response.headers[.vary] = "Accept-Encoding"
        guard LiveCompression.acceptsGzip(request), (response.body.contentLength ?? .max) >= LiveCompression.minimumBytes else {
            return response
        }
        let collector = BodyCollector()
        do { try await response.body.write(collector) } catch { return response }
        guard collector.buffer.readableBytes >= LiveCompression.minimumBytes,
              let gzip = LiveCompression.gzip(collector.buffer), gzip.readableBytes < collector.buffer.readableBytes
        else {
            response.body = ResponseBody(byteBuffer: collector.buffer)
            return response
        }
        response.headers[.contentEncoding] = "gzip"
        response.body = ResponseBody(byteBuffer: gzip)
        return response
    }

    /// `nosniff`, framing only by the same site, and no referrer beyond the origin.
    static func addSafetyHeaders(to headers: inout HTTPFields) {
        for (name, value) in [("X-Content-Type-Options", "nosniff"), ("X-Frame-Options", "SAMEORIGIN"), ("Referrer-Policy", "same-origin")] {
            guard let field = .init(name) as Optional<HTTPFields.Element.Name>, headers[field] == nil else { continue }
            headers[field] = value
        }
        if headers[.contentSecurityPolicy] == nil { headers[.contentSecurityPolicy] = "frame-ancestors 'self'" }
    }
}

/// Reads a response body into one buffer (bodies compressed here are whole pages, in memory already).
private final class BodyCollector: ResponseBodyWriter {
    var buffer = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        self.buffer.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
