import Foundation

/// The space a compositional layout section is laid out in.
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section goes.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// An item a section's `visibleItemsInvalidationHandler` is given.
@MainActor @preconcurrency
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var indexPath: IndexPath { get }
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var transform: CGAffineTransform { get set }
    var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// How a section scrolls across the layout's scroll direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout: its group repeats until the section's items are placed.
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    /// Kept; groups of a sideways-scrolling section are still placed along the layout's direction.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var supplementariesFollowContentInsets = true
    /// Kept; never called, since a server does not scroll.
    open var visibleItemsInvalidationHandler: (([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void)?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// The settings of a compositional layout as a whole.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var contentInsetsReference: Int = 0

    public override init() {
        super.init()
    }
}

/// Returns a section's layout for its index.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout made of sections, groups and items. Each section's group is placed one after another
/// along the scroll direction (with `interGroupSpacing`), its items filling the group's slots;
/// fractional sizes resolve against the section's content area and the group, estimated sizes are
/// laid out at their estimate. Section headers and footers (`boundarySupplementaryItems` aligned
/// `.top`/`.bottom`, or `.leading`/`.trailing` sideways) are placed before and after the section.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private var store = LayoutAttributesStore()
    private var contentSize: CGSize = .zero

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: []))
        sectionProvider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        store.removeAll()
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let vertical = configuration.scrollDirection == .vertical
        let inset = collectionView.contentInset
        let container = CGSize(width: collectionView.bounds.width - inset.left - inset.right,
                               height: collectionView.bounds.height - inset.top - inset.bottom)
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: container))
        var depth: CGFloat = 0
        for sectionIndex in 0..<collectionView.numberOfSections {
            if sectionIndex > 0 { depth += configuration.interSectionSpacing }
            guard let section = sectionProvider(sectionIndex, environment) else { continue }
            depth = layOut(section, index: sectionIndex, items: collectionView.numberOfItems(inSection: sectionIndex),
                           container: container, from: depth, vertical: vertical)
        }
        contentSize = vertical ? CGSize(width: max(container.width, 0), height: depth) : CGSize(width: depth, height: max(container.height, 0))
    }

    private func layOut(_ section: NSCollectionLayoutSection, index: Int, items: Int, container: CGSize, from start: CGFloat, vertical: Bool) -> CGFloat {
        let insets = section.contentInsets
        let area = CGSize(width: max(container.width - insets.leading - insets.trailing, 0),
                          height: max(container.height - insets.top - insets.bottom, 0))
        var depth = start
        let leadingKinds: [NSRectAlignment] = vertical ? [.top, .topLeading, .topTrailing] : [.leading, .topLeading, .bottomLeading]
        for boundary in section.boundarySupplementaryItems where leadingKinds.contains(boundary.alignment) {
            depth = place(boundary, section: index, at: depth, container: container, vertical: vertical)
        }
        depth += vertical ? insets.top : insets.leading
        let groupSize = section.group.layoutSize.resolved(in: area)
        let groupDepth = vertical ? groupSize.height : groupSize.width
        var item = 0
        var placedGroups = 0
        while item < items {
            if placedGroups > 0 { depth += section.interGroupSpacing }
            let origin = vertical ? CGPoint(x: insets.leading, y: depth) : CGPoint(x: depth, y: insets.top)
            let frames = section.group.cellFrames(in: CGRect(origin: origin, size: groupSize))
            guard !frames.isEmpty else { break }
            for frame in frames where item < items {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = frame
                store.addCell(attributes)
                item += 1
            }
            depth += groupDepth
            placedGroups += 1
        }
        depth += vertical ? insets.bottom : insets.trailing
        let trailingKinds: [NSRectAlignment] = vertical ? [.bottom, .bottomLeading, .bottomTrailing] : [.trailing, .topTrailing, .bottomTrailing]
        for boundary in section.boundarySupplementaryItems where trailingKinds.contains(boundary.alignment) {
            depth = place(boundary, section: index, at: depth, container: container, vertical: vertical)
        }
        return depth
    }

    private func place(_ boundary: NSCollectionLayoutBoundarySupplementaryItem, section: Int, at depth: CGFloat, container: CGSize, vertical: Bool) -> CGFloat {
        let size = boundary.layoutSize.resolved(in: container)
        let indexPath = IndexPath(item: 0, section: section)
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: boundary.elementKind, with: indexPath)
        attributes.frame = vertical
            ? CGRect(x: boundary.offset.x, y: depth + boundary.offset.y, width: size.width, height: size.height)
            : CGRect(x: depth + boundary.offset.x, y: boundary.offset.y, width: size.width, height: size.height)
        attributes.zIndex = boundary.zIndex
        store.addSupplementary(attributes, ofKind: boundary.elementKind)
        return boundary.extendsBoundary ? depth + (vertical ? size.height : size.width) : depth
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        store.elements(in: rect, includingEmptyInside: false)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        store.cell(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        store.supplementary(ofKind: elementKind, at: indexPath)
    }
}

/// The container a compositional layout hands its section provider.
final class LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    let contentInsets = NSDirectionalEdgeInsets.zero
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    init(contentSize: CGSize) {
        self.contentSize = contentSize
    }
}

/// The environment a compositional layout hands its section provider.
final class LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection = UITraitCollection.current

    init(container: any NSCollectionLayoutContainer) {
        self.container = container
    }
}
