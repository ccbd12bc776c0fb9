/// An AppKit view controller, for the hosting controller. A server has no AppKit.
open class NSViewController {
    open var view: NSView
    open var title: String?
    open var preferredContentSize: CGSize = .zero
    public init() { view = NSView() }
    open func viewDidLoad() {}
}

/// A view controller that hosts a SwiftUI view (AppKit's). As `UIHostingController`, its
/// `sizeThatFits(in:)` is Strata's estimate from the rendered view.
open class NSHostingController<Content: View>: NSViewController {
    /// The hosted view.
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// The estimated size of the hosted view for a proposed size (each dimension limited to the
    /// proposal when it is finite).
    open func sizeThatFits(in size: CGSize) -> CGSize {
        hostingEstimatedSize(of: rootView, in: size)
    }
}

/// An AppKit view that hosts a SwiftUI view.
open class NSHostingView<Content: View>: NSView {
    /// The hosted view.
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
    }

    /// The estimated ideal size of the hosted view.
    open var fittingSize: CGSize { hostingEstimatedSize(of: rootView, in: CGSize(width: CGFloat.infinity, height: .infinity)) }

    override open var _swiftUIView: AnyView? { AnyView(rootView) }
}
