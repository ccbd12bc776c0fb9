import Foundation

// Selection, scrolling, batch updates and layout changes. A server does not animate: each change
// takes effect at once, and completion handlers run with `true`.
extension UICollectionView {
    /// The selected items, in the order they were selected.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }

    /// Selects the item (the delegate is not told, as in UIKit) and scrolls to it if a position is given.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath, isValid(indexPath) else {
            deselectAll()
            return
        }
        if !allowsMultipleSelection { deselectAll() }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    private func deselectAll() {
        for indexPath in selectedIndexPaths { cellForItem(at: indexPath)?.isSelected = false }
        selectedIndexPaths.removeAll()
    }

    /// Moves the content offset so the item sits at the position (within the content size).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        collectionViewLayout.prepare()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let size = bounds.size
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
        let content = collectionViewLayout.collectionViewContentSize
        offset.x = max(0, min(offset.x, content.width - size.width))
        offset.y = max(0, min(offset.y, content.height - size.height))
        setContentOffset(offset, animated: animated)
        setNeedsLayout()
    }

    /// Runs the updates, then reads the data source again and lays out; the completion runs with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        sectionCounts = nil
        selectedIndexPaths.removeAll { !isValid($0) }
        collectionViewLayout.invalidateLayout()
        layoutIfNeeded()
        completion?(true)
    }

    public func insertItems(at indexPaths: [IndexPath]) { dataChanged() }
    public func deleteItems(at indexPaths: [IndexPath]) { dataChanged() }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { dataChanged() }
    public func insertSections(_ sections: IndexSet) { dataChanged() }
    public func deleteSections(_ sections: IndexSet) { dataChanged() }
    public func moveSection(_ section: Int, toSection newSection: Int) { dataChanged() }
    public func reloadSections(_ sections: IndexSet) { dataChanged() }

    /// Asks the data source again for these items' cells at the next layout.
    public func reloadItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            if let cell = cellsByIndexPath.removeValue(forKey: indexPath) { cell.removeFromSuperview() }
        }
        dataChanged()
    }

    public func reconfigureItems(at indexPaths: [IndexPath]) {
        reloadItems(at: indexPaths)
    }

    private func dataChanged() {
        sectionCounts = nil
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        layoutIfNeeded()
        completion?(true)
    }
}
