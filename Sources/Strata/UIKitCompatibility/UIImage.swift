/// An image in UIKit's spelling, for `Image(uiImage:)`. It wraps a named image or a system
/// symbol; images made from data or drawn in code have no counterpart on a server and show nothing.
public final class UIImage: Hashable, @unchecked Sendable {
    /// The image source, or nil for an image with no page resource (empty or from data).
    let source: RenderImage.Source?
    /// The symbol configuration the image was made with (`UIImage(systemName:withConfiguration:)`).
    public internal(set) var symbolConfiguration: UIImage.SymbolConfiguration?

    /// An empty image.
    public init() {
        source = nil
    }

    /// An image resource, served by the page at `images/<name>`.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        source = .named(name)
    }

    /// The catalog image `resource` names (an empty name is an empty image).
    public init(resource: ImageResource) {
        source = resource.name.isEmpty ? nil : .named(resource.name)
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any?) {
        self.init(named: name)
    }

    /// A system symbol.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        source = .system(name)
    }

    /// An image decoded from data: a server does not decode images, so it shows nothing.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        source = nil
    }

    public init?(data: Data, scale: CGFloat) {
        guard !data.isEmpty else { return nil }
        source = nil
    }

    /// An image read from a file: shows nothing on a server.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        source = nil
    }

    /// The Core Graphics image: nil, as a server does not decode or draw images (code that reads
    /// pixels checks for nil, as it must on Apple platforms for images not backed by a bitmap).
    public var cgImage: CGImage? { nil }

    /// The size in points; unknown on a server, so zero.
    public var size: CGSize { .zero }
    public var scale: CGFloat { 1 }
    /// Whether the image is a system symbol (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { if case .system = source { true } else { false } }

    /// The same image (rendering modes and tints are not applied on the web).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    // Drawing into the current context: a server's contexts keep no pixels, so nothing is drawn.
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect) {}
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs || (lhs.source != nil && lhs.source == rhs.source) }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

extension Image {
    /// The image a UIKit image stands for: its name or symbol; an image with neither draws nothing.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .system(let name)?: self.init(systemName: name)
        case .named(let name)?: self.init(name)
        case nil: self.init(decorative: "")
        }
    }
}
