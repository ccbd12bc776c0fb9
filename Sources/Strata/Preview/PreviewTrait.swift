/// Names used by preview declarations, as in Apple's DeveloperToolsSupport.
public struct Preview {
    /// The kind of traits that apply to view previews.
    public enum ViewTraits {}
}

/// A trait of a preview: its layout, its orientation, or a modifier applied around it
/// (`#Preview(traits: .sizeThatFitsLayout) { ... }`).
public struct PreviewTrait<T>: @unchecked Sendable {
    /// What the trait asks of the canvas that shows the preview.
    public let kind: PreviewTraitKind

    public init(kind: PreviewTraitKind) {
        self.kind = kind
    }
}

/// What a preview trait asks for.
public enum PreviewTraitKind: @unchecked Sendable {
    /// The canvas takes the preview's own size.
    case sizeThatFits
    /// The canvas has this size, in points.
    case fixed(width: Double, height: Double)
    case portrait
    case landscapeLeft
    case landscapeRight
    /// A modifier wrapped around the preview (iOS 18 `PreviewModifier`).
    case modifier(AnyPreviewModifier)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview is shown at the size it needs.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .sizeThatFits) }
    /// The preview is shown in a canvas of this size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(kind: .fixed(width: Double(width), height: Double(height)))
    }
    public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .portrait) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .landscapeLeft) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .landscapeRight) }
    /// Applies `modifier` around the preview, with the context it shares between previews.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(kind: .modifier(AnyPreviewModifier(modifier)))
    }
}

extension Array where Element == PreviewTrait<Preview.ViewTraits> {
    /// The canvas the traits ask for: a fixed size, the preview's own size, or a device (nil).
    public var canvasLayout: PreviewLayout {
        var layout = PreviewLayout.device
        for trait in self {
            switch trait.kind {
            case .sizeThatFits: layout = .sizeThatFits
            case .fixed(let width, let height): layout = .fixed(width: CGFloat(width), height: CGFloat(height))
            default: break
            }
        }
        return layout
    }

    /// Whether a landscape orientation was asked for.
    public var isLandscape: Bool {
        contains { trait in
            switch trait.kind {
            case .landscapeLeft, .landscapeRight: return true
            default: return false
            }
        }
    }

    /// `content` inside every modifier trait, the first innermost.
    public func applyingModifiers(to content: AnyView) -> AnyView {
        reduce(content) { view, trait in
            guard case .modifier(let modifier) = trait.kind else { return view }
            return modifier.apply(to: view)
        }
    }
}
