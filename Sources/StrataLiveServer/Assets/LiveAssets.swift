import StrataHTML
import StrataLive

/// The shared files pages link instead of inlining: Strata's stylesheet, the live client script
/// and any a site adds (a gallery's own stylesheet). `LivePageMiddleware` serves them under
/// `pathPrefix` with long-lived, immutable caching; an exported site writes them next to its
/// pages (`LiveAsset.contents`, under `fileName`) and links them by file name.
public struct LiveAssets: Sendable {
    /// Where assets are served: `/_strata/assets/<file name>`.
    public static let pathPrefix = "/_strata/assets/"

    /// Strata's stylesheet (`Stylesheet.css(textFontURL:)`), which loads `textFont` from beside it.
    public let stylesheet: LiveAsset
    /// The system face (`TextFont`), served beside the stylesheet.
    public let textFont: LiveAsset
    /// The live client (`LiveClientScript.source`).
    public let script: LiveAsset
    /// Files a site adds, served the same way.
    public let extra: [LiveAsset]
    private let byFileName: [String: LiveAsset]

    /// The standard assets plus `extra`.
    public init(extra: [LiveAsset] = []) {
        let textFont = LiveAsset.font("strata-text", woff2: TextFont.woff2)
        self.textFont = textFont
        // The font's URL is relative: it is beside the stylesheet on a server and in an exported site.
        stylesheet = .stylesheet("strata", css: Stylesheet.css(textFontURL: textFont.fileName))
        script = .script("strata-live", javaScript: LiveClientScript.source)
        self.extra = extra
        var files: [String: LiveAsset] = [:]
        for asset in [stylesheet, textFont, script] + extra { files[asset.fileName] = asset }
        byFileName = files
    }

    /// Made once per process: hashing and compressing happen the first time it is used.
    public static let standard = LiveAssets()

    /// Every asset.
    public var all: [LiveAsset] { [stylesheet, textFont, script] + extra }

    /// What a page that links the stylesheet needs written beside it: the stylesheet and its face.
    public var stylesheetFiles: [LiveAsset] { [stylesheet, textFont] }

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
