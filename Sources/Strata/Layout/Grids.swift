/// A column (or row) of a lazy grid.
public struct GridItem: Sendable {
    /// How the column is sized.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// How cells sit in their space: the items' alignment when they all give the same one (the web
    /// grid has one alignment for every cell), otherwise the grid's.
    static func cellAlignment(of items: [GridItem], default grid: Alignment) -> Alignment {
        guard let first = items.first?.alignment,
              items.allSatisfy({ $0.alignment.map { $0 == first } ?? false }) else { return grid }
        return first
    }

    var track: RenderGrid.Track {
        switch size {
        case .fixed(let width): .fixed(width)
        case let .flexible(minimum, maximum): .flexible(minimum: minimum, maximum: maximum)
        case let .adaptive(minimum, maximum): .adaptive(minimum: minimum, maximum: maximum)
        }
    }
}

/// A grid that grows vertically, with the given columns; every cell is rendered on the web.
nonisolated public struct LazyVGrid<Content: View>: View {
    let grid: RenderGrid
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        grid = RenderGrid(tracks: columns.map(\.track), isHorizontal: false,
                          horizontalSpacing: columns.first?.spacing, verticalSpacing: spacing,
                          alignment: GridItem.cellAlignment(of: columns, default: Alignment(horizontal: alignment, vertical: .center)))
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeContainer(.grid(view.grid), content: view.content, inputs: inputs, outputs: &outputs)
    }
}

/// A grid that grows horizontally, with the given rows.
nonisolated public struct LazyHGrid<Content: View>: View {
    let grid: RenderGrid
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        grid = RenderGrid(tracks: rows.map(\.track), isHorizontal: true,
                          horizontalSpacing: spacing, verticalSpacing: rows.first?.spacing,
                          alignment: GridItem.cellAlignment(of: rows, default: Alignment(horizontal: .center, vertical: alignment)))
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeContainer(.grid(view.grid), content: view.content, inputs: inputs, outputs: &outputs)
    }
}

/// A two-dimensional layout of `GridRow`s whose cells line up in columns.
nonisolated public struct Grid<Content: View>: View {
    let grid: RenderGrid
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        grid = RenderGrid(tracks: nil, isHorizontal: false, horizontalSpacing: horizontalSpacing,
                          verticalSpacing: verticalSpacing, alignment: alignment)
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeContainer(.grid(view.grid), content: view.content, inputs: inputs, outputs: &outputs)
    }
}

/// A row of a `Grid`.
nonisolated public struct GridRow<Content: View>: View {
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _makeContainer(.gridRow, content: view.content, inputs: inputs, outputs: &outputs)
    }
}

nonisolated extension View {
    /// How many columns a `Grid` cell spans.
    public consuming func gridCellColumns(_ count: Int) -> some View {
        modifier(_EffectModifier(effect: .gridColumnSpan(max(count, 1))))
    }

    public consuming func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    public consuming func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    public consuming func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
