import StrataHTML
import StrataLive

/// The shared files pages link instead of inlining: Strata's stylesheet, the live client script
/// and any a site adds (a gallery's own stylesheet). `LivePageMiddleware` serves them under
/// `pathPrefix` with long-lived, immutable caching; an exported site writes them next to its
/// pages (`LiveAsset.contents`, under `fileName`) and links them by file name.
public struct LiveAssets: Sendable {
    /// Where assets are served: `/_strata/assets/<file name>`.
    public static let pathPrefix = "/_strata/assets/"

    /// Strata's stylesheet (`Stylesheet.css`).
    public let stylesheet: LiveAsset
    /// The live client (`LiveClientScript.source`).
    public let script: LiveAsset
    /// Files a site adds, served the same way.
    public let extra: [LiveAsset]
    private let byFileName: [String: LiveAsset]

    /// The standard assets plus `extra`.
    public init(extra: [LiveAsset] = []) {
        self.init(
            stylesheet: .stylesheet("strata", css: Stylesheet.css),
            script: .script("strata-live", javaScript: LiveClientScript.source),
            extra: extra
        )
    }

    init(stylesheet: LiveAsset, script: LiveAsset, extra: [LiveAsset]) {
        self.stylesheet = stylesheet
        self.script = script
        self.extra = extra
        var files: [String: LiveAsset] = [:]
        for asset in [stylesheet, script] + extra { files[asset.fileName] = asset }
        byFileName = files
    }

    /// Made once per process: hashing and compressing happen the first time it is used.
    public static let standard = LiveAssets()

    /// Every asset.
    public var all: [LiveAsset] { [stylesheet, script] + extra }

    /// The URL a server serves `asset` at.
    public func url(of asset: LiveAsset) -> String { Self.pathPrefix + asset.fileName }

    /// The URLs live pages link, on a server.
    public var pageLinks: LivePageAssets { LivePageAssets(stylesheetURL: url(of: stylesheet), scriptURL: url(of: script)) }

    /// The asset a request path names, or nil.
    public func asset(atPath path: String) -> LiveAsset? {
        guard path.hasPrefix(Self.pathPrefix) else { return nil }
        return byFileName[String(path.dropFirst(Self.pathPrefix.count))]
    }
}
