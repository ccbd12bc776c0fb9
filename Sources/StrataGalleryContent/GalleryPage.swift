/// One page of the gallery site.
public struct GalleryPage: Sendable {
    /// The file name without `.html`: lowercase letters, digits and dashes.
    public let slug: String
    public let title: String
    /// A complete HTML document.
    public let html: String

    public init(slug: String, title: String, html: String) {
        self.slug = slug
        self.title = title
        self.html = html
    }
}
