import Hummingbird
import NIOCore

/// The request context of the gallery: knows the client's address (it bounds how many
/// never-connected sessions one address holds).
struct GalleryRequestContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
