@testable import StrataLiveServer
import Testing

@MainActor
@Suite("WebSocket origin check")
struct LiveOriginPolicyTests {
    @Test func theListeningAddressAndLoopbackNamesAreAllowed() {
        let policy = LiveOriginPolicy(host: "127.0.0.1", port: 8080)
        #expect(policy.allows(origin: "http://127.0.0.1:8080"))
        #expect(policy.allows(origin: "http://localhost:8080"))
        #expect(policy.allows(origin: "http://[::1]:8080"))
        #expect(policy.allows(origin: nil), "programs without an Origin are let in")
        #expect(!policy.allows(origin: "http://127.0.0.1:9999"))
        #expect(!policy.allows(origin: "null"))
    }

    @Test func aRequestsOwnHostHeaderIsNeverTrusted() {
        // DNS rebinding: Host and Origin both say evil.example; the server was not configured with it.
        let policy = LiveOriginPolicy(host: "127.0.0.1", port: 8080)
        #expect(!policy.allows(origin: "http://evil.example"))
        #expect(!policy.allows(origin: "http://evil.example:8080"))
        #expect(!policy.allows(origin: "http://127.0.0.1:8080.evil.example"))
        #expect(!policy.allows(origin: "http://user@127.0.0.1:8080"))
    }

    @Test func configuredHostsAreAllowed() {
        let policy = LiveOriginPolicy(allowedHosts: ["App.Example.com", "lb.internal:8443"], host: "0.0.0.0", port: 9001)
        #expect(policy.allows(origin: "https://app.example.com"))
        #expect(policy.allows(origin: "https://app.example.com:444"), "an entry without a port allows any port")
        #expect(policy.allows(origin: "https://lb.internal:8443"))
        #expect(!policy.allows(origin: "https://lb.internal:9443"))
        #expect(!policy.allows(origin: "http://0.0.0.0:9001"), "the wildcard address is not a name")
    }

    @Test func pagesCarryANonceTheirPolicyNames() {
        let html = "<p>&lt;script&gt;</p><script>run()</script>"
        let nonce = LiveContentSecurity.makeNonce()
        let stamped = LiveContentSecurity.addNonce(nonce, to: html)
        #expect(stamped == "<p>&lt;script&gt;</p><script nonce=\"\(nonce)\">run()</script>")
        #expect(LiveContentSecurity.policy(nonce: nonce).contains("script-src 'nonce-\(nonce)'"))
        #expect(LiveContentSecurity.makeNonce() != nonce)
    }
}
