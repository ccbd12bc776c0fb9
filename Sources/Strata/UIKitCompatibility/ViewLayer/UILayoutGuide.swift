/// A rectangle in a view's layout that constraints can refer to (margins, safe area, scroll
/// content), kept and not solved.
@MainActor @preconcurrency
open class UILayoutGuide: _LayoutAnchorProviding, _UIViewOwnedLayoutItem {
    /// The view the guide belongs to.
    open weak var owningView: UIView?
    open var identifier = ""
    /// The guide's rectangle in its view (not solved on a server: the view's bounds, inset by the
    /// guide's insets when it has them).
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        return view.bounds.inset(by: insets(view))
    }

    private let insets: (UIView) -> UIEdgeInsets

    public init() { insets = { _ in .zero } }

    init(owningView: UIView, identifier: String, insets: @escaping (UIView) -> UIEdgeInsets) {
        self.owningView = owningView
        self.identifier = identifier
        self.insets = insets
    }

    public var _owningView: UIView? { owningView }
}

extension CGRect {
    /// The rectangle with its edges moved in by `insets`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}

extension UIView {
    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { (_attachments[UIViewAttachmentKey.layoutGuides] as? GuideList)?.guides ?? [] }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        let list = (_attachments[UIViewAttachmentKey.layoutGuides] as? GuideList) ?? GuideList()
        layoutGuide.owningView = self
        list.guides.append(layoutGuide)
        _attachments[UIViewAttachmentKey.layoutGuides] = list
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        (_attachments[UIViewAttachmentKey.layoutGuides] as? GuideList)?.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        guide(UIViewAttachmentKey.layoutMarginsGuide) { $0.layoutMargins }
    }

    /// The view's bounds inset by its safe area (the whole bounds on a server).
    public var safeAreaLayoutGuide: UILayoutGuide {
        guide(UIViewAttachmentKey.safeAreaLayoutGuide) { $0.safeAreaInsets }
    }

    /// The area comfortable for reading text (the margins guide on a server).
    public var readableContentGuide: UILayoutGuide {
        guide(UIViewAttachmentKey.readableContentGuide) { $0.layoutMargins }
    }

    /// The area above the keyboard (the safe area on a server, which shows no keyboard).
    public var keyboardLayoutGuide: UILayoutGuide {
        guide(UIViewAttachmentKey.keyboardLayoutGuide) { $0.safeAreaInsets }
    }

    func guide(_ key: String, insets: @escaping (UIView) -> UIEdgeInsets) -> UILayoutGuide {
        if let guide = _attachments[key] as? UILayoutGuide { return guide }
        let guide = UILayoutGuide(owningView: self, identifier: key, insets: insets)
        _attachments[key] = guide
        return guide
    }
}

extension UIScrollView {
    /// The scrolled content's rectangle, for constraints that size the content.
    public var contentLayoutGuide: UILayoutGuide {
        guide(UIViewAttachmentKey.contentLayoutGuide) { _ in .zero }
    }

    /// The scroll view's own frame, for constraints that pin content to it.
    public var frameLayoutGuide: UILayoutGuide {
        guide(UIViewAttachmentKey.frameLayoutGuide) { _ in .zero }
    }
}

/// The layout guides of a view (an object, so it can be attached to the view).
final class GuideList {
    var guides: [UILayoutGuide] = []
}
