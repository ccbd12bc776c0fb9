import Hummingbird

/// Rewrites `/<slug>` to `/<slug>.html` for known page slugs, so pages are
/// reachable without the extension and still get a `text/html` content type
/// from the `FileMiddleware` that runs after it.
struct ExtensionlessPageMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Slugs of the pages that were written to the site folder.
    let slugs: Set<String>

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        guard path.hasPrefix("/"), slugs.contains(String(path.dropFirst())) else {
            return try await next(request, context)
        }
        var head = request.head
        head.path = path + ".html" + (request.uri.query.map { "?" + $0 } ?? "")
        return try await next(Request(head: head, body: request.body), context)
    }
}
