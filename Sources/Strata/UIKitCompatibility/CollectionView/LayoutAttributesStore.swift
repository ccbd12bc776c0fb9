/// The attributes a layout computed in `prepare()`, kept for its queries: cells by index path,
/// supplementary views by kind and index path, and every element in the order it was placed.
struct LayoutAttributesStore {
    private var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementary: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    private var ordered: [UICollectionViewLayoutAttributes] = []

    mutating func removeAll() {
        cells.removeAll()
        supplementary.removeAll()
        ordered.removeAll()
    }

    mutating func addCell(_ attributes: UICollectionViewLayoutAttributes) {
        cells[attributes.indexPath] = attributes
        ordered.append(attributes)
    }

    mutating func addSupplementary(_ attributes: UICollectionViewLayoutAttributes, ofKind kind: String) {
        supplementary[kind, default: [:]][attributes.indexPath] = attributes
        ordered.append(attributes)
    }

    func cell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cells[indexPath] }

    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementary[kind]?[indexPath]
    }

    /// The elements whose frames meet `rect`, in placement order; with `includingEmptyInside`,
    /// also empty frames whose origin lies in `rect`.
    func elements(in rect: CGRect, includingEmptyInside: Bool) -> [UICollectionViewLayoutAttributes] {
        ordered.filter { $0.frame.intersects(rect) || (includingEmptyInside && rect.contains($0.frame.origin) && $0.frame.isEmpty) }
    }
}
