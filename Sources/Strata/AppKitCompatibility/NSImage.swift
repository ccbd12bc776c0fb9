/// An image in AppKit's spelling, for `Image(nsImage:)` in the macOS branches of packages. Like
/// `UIImage`, it stands for a named image or a system symbol; images from data show nothing on a
/// server. A class of its own, so a package may extend both.
public final class NSImage: Hashable, @unchecked Sendable {
    /// The UIKit image carrying the same source.
    let image: UIImage

    private init(image: UIImage) { self.image = image }

    /// An empty image of a size (a server draws nothing for it).
    public convenience init(size: CGSize) { self.init(image: UIImage()) }

    /// An image resource, served by the page at `images/<name>`.
    public convenience init?(named name: String) {
        guard let image = UIImage(named: name) else { return nil }
        self.init(image: image)
    }

    /// A system symbol.
    public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        guard let image = UIImage(systemName: name) else { return nil }
        self.init(image: image)
    }

    /// An image decoded from data: a server does not decode images, so it shows nothing.
    public convenience init?(data: Data) {
        guard let image = UIImage(data: data) else { return nil }
        self.init(image: image)
    }

    /// The size in points; unknown on a server, so zero.
    public var size: CGSize { .zero }

    public static func == (lhs: NSImage, rhs: NSImage) -> Bool { lhs === rhs || lhs.image == rhs.image }
    public func hash(into hasher: inout Hasher) { hasher.combine(image) }
}

extension Image {
    /// The image an AppKit image stands for: its name or symbol; an image with neither draws nothing.
    public init(nsImage: NSImage) {
        self.init(uiImage: nsImage.image)
    }
}
