import Foundation

/// The Content-Security-Policy of live and static pages. Shared scripts and stylesheets are
/// files from this site (`LiveAssets`); a page's own inline `<script>` and `<style>` elements
/// are allowed by a per-response nonce; `style` attributes (the emitter's layout) are allowed.
enum LiveContentSecurity {
    /// Scripts and style elements from this site or with the nonce, style attributes inline,
    /// everything else from this site (the socket too), images also as `data:` URLs, framing
    /// only by this site, no plugins, no `<base>` tricks.
    static func policy(nonce: String) -> String {
        "default-src 'self'; script-src 'nonce-\(nonce)' 'self' 'unsafe-hashes' '\(submitOnChangeHash)'; "
            + "style-src 'self' 'nonce-\(nonce)'; style-src-attr 'unsafe-inline'; img-src 'self' data:; "
            + "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'"
    }

    /// The one inline handler pages use, `onchange="this.form.submit()"` (a menu that navigates
    /// when changed, in the package gallery's toolbar): allowed by its SHA-256, nothing else inline.
    static let submitOnChangeHash = "sha256-osjxnKEPL/pQJbFk1dKsF7PYFmTyMWGmVSiL9inhxJY="

    /// 128 random bits, hex-encoded.
    static func makeNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Stamps the nonce on the document's inline `<script>` and `<style>` tags. Text a page shows
    /// is escaped (`&lt;`), so only markup the server wrote matches.
    static func addNonce(_ nonce: String, to html: String) -> String {
        html.replacingOccurrences(of: "<script>", with: "<script nonce=\"\(nonce)\">")
            .replacingOccurrences(of: "<script type=", with: "<script nonce=\"\(nonce)\" type=")
            .replacingOccurrences(of: "<style>", with: "<style nonce=\"\(nonce)\">")
    }
}
