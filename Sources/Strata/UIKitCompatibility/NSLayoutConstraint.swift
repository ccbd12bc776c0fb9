/// An Auto Layout constraint, kept and not solved: layout is the browser's on the web, so a
/// constraint records its items, attributes, multiplier, constant and priority, and activating it
/// adds it to the closest common ancestor of its views (`UIView.constraints`), as UIKit does.
@MainActor @preconcurrency
open class NSLayoutConstraint {
    /// A layout direction.
    public enum Axis: Int, Sendable { case horizontal, vertical }

    /// What a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }

    open private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    open private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var shouldBeArchived = false

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Whether the constraint is held by the closest common ancestor of its views.
    open var isActive: Bool {
        get { holder?.constraints.contains { $0 === self } ?? false }
        set {
            if newValue {
                guard let holder = Self.commonAncestor(of: view(of: firstItem), view(of: secondItem)) else { return }
                holder.addConstraint(self)
                self.holder = holder
            } else {
                holder?.removeConstraint(self)
                holder = nil
            }
        }
    }

    private weak var holder: UIView?

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? _UIViewOwnedLayoutItem)?._owningView
    }

    private static func commonAncestor(of first: UIView?, _ second: UIView?) -> UIView? {
        guard let first else { return second }
        guard let second else { return first }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }
}

/// A layout item that belongs to a view (`UILayoutGuide`), so its constraints go to that view.
@MainActor
public protocol _UIViewOwnedLayoutItem: AnyObject {
    var _owningView: UIView? { get }
}

/// How strongly Auto Layout keeps a constraint (1...1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
