import Foundation

/// A view controller that hosts a SwiftUI view. Packages use it to measure views
/// (`UIHostingController(rootView: v).sizeThatFits(in:)`): a server does not lay out, so the size is
/// Strata's estimate from the rendered view (text length and font, fixed frames, padding), as a
/// custom `Layout`'s subviews get.
open class UIHostingController<Content: View>: UIViewController {
    /// The hosted view.
    public var rootView: Content
    /// The safe-area regions the hosted view keeps clear of (iOS 16.4). A page has no safe-area
    /// insets, so the value is kept and changes nothing drawn.
    public var safeAreaRegions: SafeAreaRegions = .all
    /// The older, underscored spelling packages use before iOS 16.4: `true` means no safe area.
    public var _disableSafeArea: Bool {
        get { safeAreaRegions.isEmpty }
        set { safeAreaRegions = newValue ? [] : .all }
    }

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        view = _UIHostingView { [weak self] in self.map { AnyView($0.rootView) } ?? AnyView(EmptyView()) }
    }

    /// The estimated size of the hosted view for a proposed size (each dimension limited to the
    /// proposal when it is finite).
    public required init?(coder: NSCoder) { nil }

    open func sizeThatFits(in size: CGSize) -> CGSize {
        hostingEstimatedSize(of: rootView, in: size)
    }
}

/// The view of a hosting controller: it draws the controller's current root view.
final class _UIHostingView: UIView {
    let content: () -> AnyView

    init(content: @escaping () -> AnyView) {
        self.content = content
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        content = { AnyView(EmptyView()) }
        super.init(coder: coder)
    }

    override var _swiftUIView: AnyView? { content() }
}

/// Strata's size estimate of a hosted view for a proposed size (each dimension limited to the
/// proposal when it is finite).
func hostingEstimatedSize<Content: View>(of rootView: Content, in size: CGSize) -> CGSize {
    let estimate = RenderNode.estimatedSize(of: _renderStatically(rootView))
    return CGSize(width: size.width.isFinite ? min(estimate.width, size.width) : estimate.width,
                  height: size.height.isFinite ? min(estimate.height, size.height) : estimate.height)
}

extension RenderNode {
    /// The estimated size of views rendered one after another (as a vertical stack would place them).
    static func estimatedSize(of nodes: [RenderNode]) -> CGSize {
        nodes.reduce(CGSize.zero) { size, node in
            let next = node.estimatedSize
            return CGSize(width: max(size.width, next.width), height: size.height + next.height)
        }
    }
}
