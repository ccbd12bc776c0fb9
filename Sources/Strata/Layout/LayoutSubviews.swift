/// Where a layout placed its subviews, recorded while Strata runs a custom `Layout`.
final class _LayoutPlacements {
    /// The frame of each placed subview, by index, in the layout's coordinate space.
    var frames: [Int: CGRect] = [:]
}

/// A proxy for one subview of a `Layout`: measure it and place it.
///
/// A server does not measure: `sizeThatFits(_:)` answers with an estimate made from the rendered
/// subview (text length and font, fixed frames, padding, stacks).
public struct LayoutSubview: Equatable {
    let index: Int
    let estimate: CGSize
    let isFlexible: Bool
    let values: [ObjectIdentifier: Any]
    let placements: _LayoutPlacements

    /// The subview's layout priority (`layoutPriority(_:)`).
    public let priority: Double

    /// The subview's preferred spacing.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The size the subview wants for `proposal` (estimated): its estimated ideal size, limited
    /// to a finite proposal; flexible subviews (shapes, spacers, unbounded frames) take the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: fit(estimate.width, proposal.width), height: fit(estimate.height, proposal.height))
    }

    private func fit(_ estimate: CGFloat, _ proposal: CGFloat?) -> CGFloat {
        guard let proposal, proposal.isFinite else { return estimate }
        return isFlexible ? max(proposal, 0) : min(estimate, max(proposal, 0))
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the subview with its `anchor` at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placements.frames[index] = CGRect(origin: origin, size: size)
    }

    /// The value of a layout value key set on the subview with `layoutValue(key:value:)`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.index == rhs.index && lhs.placements === rhs.placements
    }
}

/// The subviews of a `Layout`, a random-access collection of `LayoutSubview`s.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    init(_ storage: [LayoutSubview]) {
        self.storage = storage
        startIndex = storage.startIndex
        endIndex = storage.endIndex
    }

    private init(storage: [LayoutSubview], bounds: Range<Int>) {
        self.storage = storage
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
    }

    /// The layout direction of the container.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public subscript(index: Int) -> LayoutSubview { storage[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, bounds: bounds)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
            && zip(lhs, rhs).allSatisfy { $0 == $1 }
    }
}

/// A key for a value that a subview passes to its `Layout` container.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
