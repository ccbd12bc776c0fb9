/// A coordinate space given by name or by kind (iOS 17): `.named("list")`, `.scrollView`.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space, or the one of the nearest scroll view.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    enum Kind: Equatable {
        case named(AnyHashable)
        case scrollView(Axis?)
    }

    let kind: Kind

    public var coordinateSpace: CoordinateSpace {
        switch kind {
        case .named(let name): .named(name)
        case .scrollView: .named(AnyHashable("_scrollView"))
        }
    }

    /// The coordinate space named `name` (with `coordinateSpace(_:)`).
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(kind: .named(AnyHashable(name)))
    }

    /// The coordinate space of the nearest enclosing scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(kind: .scrollView(nil)) }

    /// The coordinate space of the nearest enclosing scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(kind: .scrollView(axis)) }
}

extension GeometryProxy {
    /// The bounds of the container of `coordinateSpace`, in this view's coordinates, or nil when it
    /// is not known. Nothing is measured on a server, so no container's bounds are known: the
    /// answer is nil, as for a space that does not enclose the view (code then treats the visible
    /// area as unbounded and lays everything out).
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { nil }
}

nonisolated extension View {
    /// Names a coordinate space for geometry readings (kept for API parity).
    public consuming func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}
