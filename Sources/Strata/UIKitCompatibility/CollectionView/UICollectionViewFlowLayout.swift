import Foundation

/// A line-based layout: items fill lines across the scroll direction and wrap, with section insets,
/// line and item spacing, and optional headers and footers. Sizes and spacing come from the
/// `UICollectionViewDelegateFlowLayout` delegate when there is one, else from the properties. Lines
/// are filled as UIKit fills them: items of a full line are spread over its length, items of the
/// last line of a section keep the minimum spacing from the leading edge; within a line, items are
/// centered across it.
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Asks cells for their size (kept: a server measures no cells, so it lays out `itemSize`).
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Where section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    private var store = LayoutAttributesStore()
    private var contentSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Computes every element's frame from the collection view's counts and width (or height).
    open override func prepare() {
        super.prepare()
        store.removeAll()
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.contentInset
        let breadth = vertical
            ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        var depth: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            depth = layOut(section: section, in: collectionView, breadth: breadth, from: depth, vertical: vertical)
        }
        contentSize = vertical ? CGSize(width: max(breadth, 0), height: depth) : CGSize(width: depth, height: max(breadth, 0))
    }

    /// Lays out one section starting at `start` along the scroll direction; returns where it ends.
    private func layOut(section: Int, in collectionView: UICollectionView, breadth: CGFloat, from start: CGFloat, vertical: Bool) -> CGFloat {
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let insets = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
        let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
        let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        // Insets along and across the scroll direction.
        let (leadIn, leadOut, acrossIn, acrossOut) = vertical
            ? (insets.top, insets.bottom, insets.left, insets.right)
            : (insets.left, insets.right, insets.top, insets.bottom)
        var depth = start
        let headerDepth = vertical ? header.height : header.width
        if headerDepth > 0 {
            add(supplementary: UICollectionView.elementKindSectionHeader, section: section,
                frame: frame(along: depth, across: 0, depth: headerDepth, breadth: breadth, vertical: vertical))
            depth += headerDepth
        }
        depth += leadIn
        let available = breadth - acrossIn - acrossOut
        let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item -> CGSize in
            let indexPath = IndexPath(item: item, section: section)
            return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        }
        let lines = Self.lines(of: sizes.map { vertical ? $0.width : $0.height }, available: available, spacing: itemSpacing)
        for (lineIndex, line) in lines.enumerated() {
            let lineDepth = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
            let lengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
            let isFull = lineIndex < lines.count - 1 && line.count > 1
            let spacing = isFull ? (available - lengths.reduce(0, +)) / CGFloat(line.count - 1) : itemSpacing
            var across = acrossIn
            for (position, item) in line.enumerated() {
                let size = sizes[item]
                let itemDepth = vertical ? size.height : size.width
                let origin = depth + (lineDepth - itemDepth) / 2
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = vertical
                    ? CGRect(x: across, y: origin, width: size.width, height: size.height)
                    : CGRect(x: origin, y: across, width: size.width, height: size.height)
                store.addCell(attributes)
                across += lengths[position] + spacing
            }
            depth += lineDepth + (lineIndex < lines.count - 1 ? lineSpacing : 0)
        }
        depth += leadOut
        let footerDepth = vertical ? footer.height : footer.width
        if footerDepth > 0 {
            add(supplementary: UICollectionView.elementKindSectionFooter, section: section,
                frame: frame(along: depth, across: 0, depth: footerDepth, breadth: breadth, vertical: vertical))
            depth += footerDepth
        }
        return depth
    }

    /// Splits item lengths into lines that fit `available` with `spacing` between items; an item
    /// longer than a line gets a line of its own.
    static func lines(of lengths: [CGFloat], available: CGFloat, spacing: CGFloat) -> [[Int]] {
        var lines: [[Int]] = []
        var current: [Int] = []
        var used: CGFloat = 0
        for (index, length) in lengths.enumerated() {
            let needed = current.isEmpty ? length : used + spacing + length
            if !current.isEmpty && needed > available + 0.0001 {
                lines.append(current)
                current = [index]
                used = length
            } else {
                current.append(index)
                used = needed
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private func frame(along depth: CGFloat, across: CGFloat, depth size: CGFloat, breadth: CGFloat, vertical: Bool) -> CGRect {
        vertical ? CGRect(x: across, y: depth, width: breadth, height: size) : CGRect(x: depth, y: across, width: size, height: breadth)
    }

    private func add(supplementary kind: String, section: Int, frame: CGRect) {
        let indexPath = IndexPath(item: 0, section: section)
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        store.addSupplementary(attributes, ofKind: kind)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        store.elements(in: rect, includingEmptyInside: true)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        store.cell(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        store.supplementary(ofKind: elementKind, at: indexPath)
    }

    /// A flow layout lays out again when the collection view's width (or height, scrolling sideways) changes.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return false }
        return scrollDirection == .vertical ? newBounds.width != bounds.width : newBounds.height != bounds.height
    }
}
