/// Which `Origin`s may open a live WebSocket: the hosts the server was configured with, never
/// what the request's own `Host` header says (a rebound DNS name would match that).
public struct LiveOriginPolicy: Sendable, Equatable {
    /// Allowed `host` or `host:port` entries, lowercased; an entry without a port allows any port.
    public let allowedHosts: Set<String>

    /// `allowedHosts` are names browsers reach the server by (`example.com`, `app.example.com:8443`).
    /// `host`/`port` are where the server listens: that address and its loopback equivalents
    /// (`localhost`, `127.0.0.1`, `[::1]`) are allowed too.
    public init(allowedHosts: [String] = [], host: String? = nil, port: Int? = nil) {
        var hosts = Set(allowedHosts.map { $0.lowercased() })
        let suffix = port.map { ":\($0)" } ?? ""
        let loopback = ["localhost", "127.0.0.1", "[::1]"]
        for name in loopback { hosts.insert(name + suffix) }
        if let host, !host.isEmpty, host != "0.0.0.0", host != "::" {
            let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
            hosts.insert(name.lowercased() + suffix)
        }
        self.allowedHosts = hosts
    }

    /// Whether a WebSocket upgrade with this `Origin` header may proceed. Requests without one
    /// come from programs, not pages, and are let in.
    public func allows(origin: String?) -> Bool {
        guard let origin else { return true }
        guard let authority = Self.authority(of: origin) else { return false }
        if allowedHosts.contains(authority) { return true }
        // An entry without a port allows the host on any port.
        return allowedHosts.contains(Self.hostPart(of: authority))
    }

    /// `host[:port]` of an origin with an http(s) or ws(s) scheme, lowercased.
    static func authority(of origin: String) -> String? {
        let lowered = origin.lowercased()
        for scheme in ["http://", "https://", "ws://", "wss://"] where lowered.hasPrefix(scheme) {
            let rest = lowered.dropFirst(scheme.count)
            guard !rest.isEmpty, !rest.contains("/"), !rest.contains("@") else { return nil }
            return String(rest)
        }
        return nil
    }

    static func hostPart(of authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") { return String(authority[...end]) }
        return authority.split(separator: ":", maxSplits: 1).first.map(String.init) ?? authority
    }
}
