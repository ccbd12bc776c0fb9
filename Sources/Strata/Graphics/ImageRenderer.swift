/// Renders a view to an image (iOS 16). A server has no raster graphics, so there is no image:
/// `uiImage` is nil, which code written for the real renderer already handles.
nonisolated public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The scale of the image in pixels per point.
    public var scale: CGFloat = 1
    /// Whether the image is opaque.
    public var isOpaque = false
    /// The size proposed to the view.
    public var proposedSize: ProposedViewSize = .unspecified

    public init(content view: Content) {
        content = view
    }

    /// The rendered image; nil on a server.
    public var uiImage: UIImage? { nil }
}
