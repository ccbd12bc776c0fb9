/// One preview of a provider, as SwiftUI's preview tooling lists it (`PreviewProvider._allPreviews`):
/// snapshot tools that render every preview of a package read these.
public struct _Preview {
    /// The preview's position among its provider's previews.
    public let id: Int
    /// The type of the provider's previews.
    public let contentType: String
    /// The preview's view.
    public let content: AnyView
    /// The name the preview is shown under, if it has one.
    public let displayName: String?
    /// How the preview is sized.
    public let layout: PreviewLayout
    /// The device the preview asks for, if any.
    public let device: PreviewDevice?
    /// The appearance the preview asks for, if any.
    public let colorScheme: ColorScheme?
}

nonisolated extension PreviewProvider {
    /// The provider's previews: its `previews` as one preview, named as `#Preview` names it.
    public static var _allPreviews: [_Preview] {
        [_Preview(
            id: 0, contentType: String(describing: Previews.self), content: _previewsView, displayName: _previewName,
            layout: .device, device: nil, colorScheme: nil
        )]
    }
}
