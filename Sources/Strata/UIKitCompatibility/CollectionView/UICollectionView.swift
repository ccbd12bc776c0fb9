import Foundation

/// A collection view, headless: it asks its data source for counts and cells, keeps the cells its
/// layout places in its visible area (reusing dequeued ones, as UIKit does) and sets their frames
/// from the layout's attributes. It lays out when `layoutIfNeeded()` runs (nothing lays out on its
/// own on a server); there are no touches, so selection and scrolling happen only through code
/// (docs/compatibility.md#spritekit-accelerate-and-collection-views).
///
/// `delegate` is the scroll view's property (Swift cannot narrow its type), so set a
/// `UICollectionViewDelegate` there; the collection view finds it with `as?`.
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
    /// The direction a layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// Where `scrollToItem` puts the item.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            setNeedsLayout()
        }
    }
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    open var remembersLastFocusedIndexPath = false

    private var cellClasses: [String: AnyClass] = [:]
    private var supplementaryClasses: [String: AnyClass] = [:]
    private var reusePool: [String: [UICollectionReusableView]] = [:]
    var sectionCounts: [Int]?
    var cellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    private var supplementaryViewsByKey: [SupplementaryKey: UICollectionReusableView] = [:]
    var selectedIndexPaths: [IndexPath] = []

    private struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view from an archive: a server has none, so this makes an empty one with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// The delegate, if it is a collection view delegate.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    // MARK: Registering and dequeuing

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "\u{0}" + identifier] = viewClass
    }

    /// A reused cell for the identifier (after `prepareForReuse()`) or a new one of the registered class
    /// (a plain `UICollectionViewCell` when none is registered: UIKit would stop the program).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = dequeue(identifier) as? UICollectionViewCell { return cell }
        let type = cellClasses[identifier] as? UICollectionViewCell.Type ?? UICollectionViewCell.self
        let cell = type.init(_collectionViewFrame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "\u{0}" + identifier
        if let view = dequeue(key) { return view }
        let type = supplementaryClasses[key] as? UICollectionReusableView.Type ?? UICollectionReusableView.self
        let view = type.init(_collectionViewFrame: .zero)
        view.reuseIdentifier = key
        return view
    }

    private func dequeue(_ key: String) -> UICollectionReusableView? {
        guard let view = reusePool[key]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }

    private func enqueue(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        guard let key = view.reuseIdentifier else { return }
        reusePool[key, default: []].append(view)
    }

    // MARK: Counts

    open var numberOfSections: Int { counts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    private var counts: [Int] {
        if let sectionCounts { return sectionCounts }
        var result: [Int] = []
        if let dataSource {
            let sections = max(dataSource.numberOfSections(in: self), 0)
            result = (0..<sections).map { max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
        }
        sectionCounts = result
        return result
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// Forgets the counts and the visible cells; the next layout asks the data source again.
    open func reloadData() {
        sectionCounts = nil
        for cell in cellsByIndexPath.values { enqueue(cell) }
        cellsByIndexPath.removeAll()
        for view in supplementaryViewsByKey.values { enqueue(view) }
        supplementaryViewsByKey.removeAll()
        selectedIndexPaths.removeAll { !isValid($0) }
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = collectionViewLayout
        layout.collectionView = self
        layout.prepare()
        contentSize = layout.collectionViewContentSize
        backgroundView?.frame = bounds
        let visibleRect = CGRect(origin: contentOffset, size: bounds.size)
        let attributes = layout.layoutAttributesForElements(in: visibleRect) ?? []
        placeCells(attributes.filter { $0.representedElementCategory == .cell && isValid($0.indexPath) })
        placeSupplementaryViews(attributes.filter { $0.representedElementCategory == .supplementaryView })
    }

    /// Places a cell for each attribute: cells that stay keep their view; cells that left go back
    /// to the reuse pool first, so the new ones can reuse them, as in UIKit.
    private func placeCells(_ attributes: [UICollectionViewLayoutAttributes]) {
        let wanted = Set(attributes.map(\.indexPath))
        for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) where !wanted.contains(indexPath) {
            cellsByIndexPath[indexPath] = nil
            enqueue(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        var placed: [IndexPath: UICollectionViewCell] = [:]
        for attribute in attributes where placed[attribute.indexPath] == nil {
            let indexPath = attribute.indexPath
            let existing = cellsByIndexPath[indexPath]
            guard let cell = existing ?? dataSource?.collectionView(self, cellForItemAt: indexPath) else { continue }
            apply(attribute, to: cell)
            cell.isSelected = selectedIndexPaths.contains(indexPath)
            if cell.superview !== self { addSubview(cell) }
            if existing == nil { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
            placed[indexPath] = cell
        }
        cellsByIndexPath = placed
    }

    private func placeSupplementaryViews(_ attributes: [UICollectionViewLayoutAttributes]) {
        let wanted = Set(attributes.compactMap { attribute in
            attribute.representedElementKind.map { SupplementaryKey(kind: $0, indexPath: attribute.indexPath) }
        })
        for (key, view) in supplementaryViewsByKey.sorted(by: { $0.key.indexPath < $1.key.indexPath }) where !wanted.contains(key) {
            supplementaryViewsByKey[key] = nil
            enqueue(view)
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        var placed: [SupplementaryKey: UICollectionReusableView] = [:]
        for attribute in attributes {
            guard let kind = attribute.representedElementKind else { continue }
            let key = SupplementaryKey(kind: kind, indexPath: attribute.indexPath)
            guard placed[key] == nil else { continue }
            let existing = supplementaryViewsByKey[key]
            guard let view = existing ?? dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attribute.indexPath) else { continue }
            apply(attribute, to: view)
            if view.superview !== self { addSubview(view) }
            if existing == nil {
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: attribute.indexPath)
            }
            placed[key] = view
        }
        supplementaryViewsByKey = placed
    }

    private func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        view.frame = preferred.frame
        view.alpha = preferred.alpha
        view.isHidden = preferred.isHidden
        view.transform = preferred.transform
        view.apply(preferred)
    }

    // MARK: Visible content

    /// The cells placed by the last layout.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { cellsByIndexPath[$0] }
    }

    /// The index paths of the cells placed by the last layout, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        cellsByIndexPath.keys.sorted()
    }

    /// The cell placed at the index path, if it is visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        cellsByIndexPath[indexPath]
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The item whose layout frame contains the point (in content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let area = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: area)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) && isValid($0.indexPath) }?.indexPath
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        supplementaryViewsByKey[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        supplementaryViewsByKey.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
}
