import Hummingbird
import NIOCore

/// A request's context: Hummingbird's basics plus the client's address (the key of the per-client limit).
public struct ServiceRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connection's peer.
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The client, for fairness: its IP address (every connection of one host counts as one client).
    var client: String { remoteAddress?.ipAddress ?? remoteAddress?.pathname ?? "unknown" }
}
