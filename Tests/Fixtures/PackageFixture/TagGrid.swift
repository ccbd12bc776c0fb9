// A tag grid as collection-view packages build one: a flow layout sized by the delegate, a
// registered cell class, and a representable that reloads on updates.
import SwiftUI
import UIKit

/// A cell showing one tag.
final class TagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        contentView.layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 8, dy: 4)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        label.text = nil
    }
}

/// The data source and layout delegate of a tag grid.
public final class TagGridCoordinator: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    public var tags: [String]
    public private(set) var selected: [String] = []

    public init(tags: [String]) {
        self.tags = tags
    }

    /// A collection view showing the tags, `width` points wide.
    public func makeCollectionView(width: CGFloat) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 6
        layout.minimumLineSpacing = 6
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 200), collectionViewLayout: layout)
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.backgroundColor = .clear
        return collectionView
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tags.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        (cell as? TagCell)?.label.text = tags[indexPath.item]
        return cell
    }

    /// Tags are as wide as their text plus padding.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let text = tags[indexPath.item] as NSString
        let size = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
        return CGSize(width: ceil(size.width) + 16, height: 28)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(tags[indexPath.item])
    }

    /// The text of each visible cell, in order.
    public func visibleTags(in collectionView: UICollectionView) -> [String] {
        collectionView.visibleCells.compactMap { ($0 as? TagCell)?.label.text }
    }
}

/// A SwiftUI tag grid.
public struct TagGrid: UIViewRepresentable {
    public let tags: [String]

    public init(tags: [String]) {
        self.tags = tags
    }

    public func makeCoordinator() -> TagGridCoordinator {
        TagGridCoordinator(tags: tags)
    }

    public func makeUIView(context: Context) -> UICollectionView {
        context.coordinator.makeCollectionView(width: 320)
    }

    public func updateUIView(_ uiView: UICollectionView, context: Context) {
        context.coordinator.tags = tags
        uiView.reloadData()
    }
}
