import Foundation

/// A view a collection view places and reuses: cells, headers, footers.
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a collection view makes a registered class: through the subclass's `init(frame:)`.
    /// Subclasses inherit it as long as they override `init(frame:)` (or no initializer), as cells do.
    public required convenience init(_collectionViewFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is handed out again by a dequeue.
    open func prepareForReuse() {}

    /// Applies the layout's attributes: the frame, alpha, visibility and transform.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view wants; by default the layout's, unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// A collection view cell: content goes in `contentView`, in front of the background views.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add content to.
    public let contentView = UIView()
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, below: contentView) }
    }
    open var selectedBackgroundView: UIView? {
        didSet { replace(oldValue, with: selectedBackgroundView, below: contentView) }
    }
    /// Whether the cell is selected; the selected background shows while it is.
    open var isSelected = false {
        didSet { selectedBackgroundView?.isHidden = !isSelected }
    }
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func replace(_ old: UIView?, with new: UIView?, below view: UIView) {
        old?.removeFromSuperview()
        guard let new else { return }
        new.frame = bounds
        insertSubview(new, belowSubview: view)
        if new === selectedBackgroundView { new.isHidden = !isSelected }
    }
}
