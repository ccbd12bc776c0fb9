import Strata

/// The size of a mark along one dimension (a bar's width, a sector's radius).
public struct MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Storage: Hashable, Sendable {
        case automatic
        case fixed(CGFloat)
        case inset(CGFloat)
        case ratio(CGFloat)
    }
    let storage: Storage

    /// The chart picks the size.
    public static let automatic = MarkDimension(storage: .automatic)
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(value)) }
    /// The available size less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(value)) }
    /// A fraction of the available size.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(value)) }

    init(storage: Storage) { self.storage = storage }
    public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }

    /// The size given `available` points, or `automatic` when the chart picks.
    func resolve(available: CGFloat, automatic: CGFloat) -> CGFloat {
        switch storage {
        case .automatic: automatic
        case .fixed(let value): value
        case .inset(let value): max(available - value, 0)
        case .ratio(let value): available * value
        }
    }
}

/// How marks at the same position stack.
public struct MarkStackingMethod: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case standard, normalized, center, unstacked }
    let storage: Storage

    /// Stacked from zero (the default for bars and areas).
    public static let standard = MarkStackingMethod(storage: .standard)
    /// Stacked and scaled so each stack fills the range.
    public static let normalized = MarkStackingMethod(storage: .normalized)
    /// Stacked around the middle (drawn as `.standard` here).
    public static let center = MarkStackingMethod(storage: .center)
    /// Not stacked: each mark starts at zero.
    public static let unstacked = MarkStackingMethod(storage: .unstacked)
}
