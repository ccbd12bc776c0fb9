import Foundation
import Hummingbird
import StrataLive

/// Wraps a live site's HTTP routes: safety headers on every response, an empty answer for
/// `/favicon.ico`, and 503 for new page loads while the server drains (a balancer then sends
/// them to another instance). Add it to the router before its routes; build the router with
/// `.autoGenerateHeadEndpoints` so HEAD answers for every page.
public struct LivePageMiddleware<Context: RequestContext>: RouterMiddleware {
    let store: LiveSessionStore

    public init(store: LiveSessionStore) { self.store = store }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        if request.uri.path == "/favicon.ico" {
            response = Response(status: .noContent)
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
        }
        Self.addSafetyHeaders(to: &response.headers)
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
