import Strata

/// Where an annotation (or a legend, or an axis title) sits relative to what it annotates.
public struct AnnotationPosition: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let storage: Storage

    public static let automatic = AnnotationPosition(storage: .automatic)
    public static let overlay = AnnotationPosition(storage: .overlay)
    public static let top = AnnotationPosition(storage: .top)
    public static let bottom = AnnotationPosition(storage: .bottom)
    public static let leading = AnnotationPosition(storage: .leading)
    public static let trailing = AnnotationPosition(storage: .trailing)
    public static let topLeading = AnnotationPosition(storage: .topLeading)
    public static let topTrailing = AnnotationPosition(storage: .topTrailing)
    public static let bottomLeading = AnnotationPosition(storage: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(storage: .bottomTrailing)
}

/// What an annotation's content closure is told about the annotated mark.
public struct AnnotationContext {
    /// The size the annotation may take (an estimate: a server does not measure).
    public let targetSize: CGSize
}

/// How an annotation behaves when it would leave the plot (accepted; annotations are not moved).
public struct AnnotationOverflowResolution: Sendable {
    /// What happens along one axis.
    public struct Strategy: Sendable {
        public static let automatic = Strategy()
        public static let fit = Strategy()
        public static func fit(to boundary: Boundary) -> Strategy { Strategy() }
        public static let padScale = Strategy()
        public static let disabled = Strategy()
    }

    /// The boundary an annotation fits into.
    public struct Boundary: Sendable {
        public static let automatic = Boundary()
        public static let plot = Boundary()
        public static let chart = Boundary()
    }

    public static let automatic = AnnotationOverflowResolution()

    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
}
