/// A view that displays an image: a system symbol, or a named image served with the page.
public struct Image: Hashable, Sendable {
    let source: RenderImage.Source
    let label: String?
    var isResizable = false

    /// A system symbol. Common names are drawn inline; others show their accessible name.
    public init(systemName: String) {
        source = .system(systemName)
        label = Image.readableName(systemName)
    }

    /// An image resource, served by the page at `images/<name>`.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
        label = Image.readableName(name)
    }

    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name)
        self.label = label.plainText
    }

    /// An image ignored by assistive technology.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name)
        label = nil
    }

    /// Lets the image scale to fill the frame it is given.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    /// "square.and.arrow.up" reads as "square and arrow up".
    static func readableName(_ name: String) -> String {
        name.split(separator: ".").filter { $0 != "fill" }.joined(separator: " ")
    }
}

nonisolated extension Image: View {
    public typealias Body = Never

    public static func _makeView(_ view: Image, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        // `Image(uiImage:)` of an image with no page resource (empty, or decoded from data).
        if view.source == .named("") { return }
        let environment = inputs.environment
        let typeSize = environment.dynamicTypeSize
        var source = view.source
        if case .system(let name) = source, !environment.symbolVariants.parts.isEmpty {
            source = .system(environment.symbolVariants.applied(to: name))
        }
        let image = RenderImage(
            source: source, label: view.label, foreground: environment.foregroundPaint,
            font: typeSize == .large ? environment.font : (environment.font ?? .body).sized(for: typeSize), isResizable: view.isResizable, scale: environment.imageScale.factor
        )
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .image(image)))
        if environment.redactsContent { outputs.apply(.redacted, from: outputs.nodes.count - 1) }
    }
}
