import Foundation
import SwiftUI
import Testing
import UIKit

/// A cell that counts how many were made and keeps its item.
private final class NumberCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var number: Int?
    var reused = 0

    override init(frame: CGRect) {
        NumberCell.made += 1
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        reused += 1
        number = nil
    }
}

/// A data source of numbered items, recording what it is asked.
private final class Numbers: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var cellRequests: [IndexPath] = []
    var displayed: [IndexPath] = []
    var ended: [IndexPath] = []
    var sizes: [IndexPath: CGSize] = [:]

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        (cell as? NumberCell)?.number = indexPath.item
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        ended.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
}

private final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tag = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? TaggedAttributes)?.tag = tag
        return copy
    }
}

@MainActor @Suite(.serialized) struct UICollectionViewTests {
    /// A 320×100 collection view (the data source is weak, as in UIKit: keep the `Numbers`) with a flow layout of 90×50 items, 10-point insets and spacing.
    private func makeGrid(counts: [Int]) -> (UICollectionView, Numbers) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        let numbers = Numbers(counts: counts)
        collectionView.dataSource = numbers
        collectionView.delegate = numbers
        return (collectionView, numbers)
    }

    @Test func indexPathsHaveUIKitsHelpers() {
        var indexPath = IndexPath(item: 3, section: 1)
        #expect(indexPath.item == 3 && indexPath.row == 3 && indexPath.section == 1)
        indexPath.item = 4
        #expect(indexPath == IndexPath(row: 4, section: 1))
    }

    @Test func aFlowLayoutFillsLinesAsUIKitDoes() {
        let (collectionView, numbers) = makeGrid(counts: [7])
        defer { withExtendedLifetime(numbers) {} }
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        // 300 points across: three 90-point items per line, the extra 30 points spread between them.
        let frames = (0..<7).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 10, y: 10, width: 90, height: 50))
        #expect(frames[1] == CGRect(x: 115, y: 10, width: 90, height: 50))
        #expect(frames[2] == CGRect(x: 220, y: 10, width: 90, height: 50))
        #expect(frames[3] == CGRect(x: 10, y: 70, width: 90, height: 50))
        #expect(frames[6] == CGRect(x: 10, y: 130, width: 90, height: 50), "the last line keeps to the leading edge")
        #expect(collectionView.contentSize == CGSize(width: 320, height: 190))
    }

    @Test func theCollectionViewAsksItsDataSourceForVisibleCellsOnly() {
        let (collectionView, numbers) = makeGrid(counts: [7])
        #expect(collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == 7)
        collectionView.layoutIfNeeded()
        let firstTwoLines = (0..<6).map { IndexPath(item: $0, section: 0) }
        #expect(numbers.cellRequests == firstTwoLines)
        #expect(numbers.displayed == firstTwoLines)
        #expect(collectionView.indexPathsForVisibleItems == firstTwoLines)
        let cell = collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? NumberCell
        #expect(cell?.number == 4 && cell?.frame == CGRect(x: 115, y: 70, width: 90, height: 50) && cell?.superview === collectionView)
        #expect(collectionView.indexPath(for: cell!) == IndexPath(item: 4, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 230, y: 20)) == IndexPath(item: 2, section: 0))
    }

    @Test func scrollingReusesCellsThatLeave() {
        let (collectionView, numbers) = makeGrid(counts: [7])
        NumberCell.made = 0
        collectionView.layoutIfNeeded()
        #expect(NumberCell.made == 6)
        collectionView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == (3..<7).map { IndexPath(item: $0, section: 0) })
        #expect(numbers.ended == (0..<3).map { IndexPath(item: $0, section: 0) })
        #expect(NumberCell.made == 6, "item 6 reuses a cell that scrolled out")
        let reused = collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) as? NumberCell
        #expect(reused?.reused == 1 && reused?.number == 6)
    }

    @Test func reloadingAsksAgainAndDelegateSizesWin() {
        let (collectionView, numbers) = makeGrid(counts: [2])
        collectionView.layoutIfNeeded()
        numbers.counts = [3, 1]
        numbers.sizes[IndexPath(item: 0, section: 1)] = CGSize(width: 300, height: 20)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 2 && collectionView.numberOfItems(inSection: 0) == 3)
        // Section 0: one line (10…60) plus insets; section 1 starts at 70 + its 10-point inset.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 10, y: 80, width: 300, height: 20))
        var completed = false
        numbers.counts = [1, 1]
        collectionView.performBatchUpdates({ collectionView.deleteItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 0)]) }) { completed = $0 }
        #expect(completed && collectionView.numberOfItems(inSection: 0) == 1)
        #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    }

    @Test func selectionIsKeptAndShownOnCells() {
        let (collectionView, numbers) = makeGrid(counts: [4])
        defer { withExtendedLifetime(numbers) {} }
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "single selection replaces")
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collectionView.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func headersAreSupplementaryViews() {
        let (collectionView, numbers) = makeGrid(counts: [1])
        defer { withExtendedLifetime(numbers) {} }
        let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
        layout?.headerReferenceSize = CGSize(width: 0, height: 30)
        layout?.scrollDirection = .vertical
        collectionView.layoutIfNeeded()
        let header = layout?.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(header?.representedElementCategory == .supplementaryView)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 40)
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
    }

    @Test func aCompositionalLayoutRepeatsItsGroup() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        let numbers = Numbers(counts: [5])
        collectionView.dataSource = numbers
        collectionView.layoutIfNeeded()
        let frames = (0..<5).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 0, y: 20, width: 150, height: 44))
        #expect(frames[1] == CGRect(x: 150, y: 20, width: 150, height: 44))
        #expect(frames[2] == CGRect(x: 0, y: 72, width: 150, height: 44))
        #expect(frames[4] == CGRect(x: 0, y: 124, width: 150, height: 44))
        #expect(collectionView.contentSize == CGSize(width: 300, height: 168))
        #expect(numbers.cellRequests.count == 5)
    }

    @Test func layoutAttributesCopyAsTheirOwnClass() {
        let attributes = TaggedAttributes(forCellWith: IndexPath(item: 1, section: 0))
        attributes.tag = 7
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.center = CGPoint(x: 20, y: 20)
        let copy = attributes.copy() as? TaggedAttributes
        #expect(copy?.tag == 7 && copy?.frame == CGRect(x: 15, y: 15, width: 10, height: 10) && copy?.indexPath == attributes.indexPath)
        #expect(copy.map { attributes.isEqual($0) } == true)
    }
}
