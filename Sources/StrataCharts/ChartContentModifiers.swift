import Strata

/// Chart content with a modifier applied to each of its marks.
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    let change: (inout ChartMarkModel) -> Void

    public static func _makeChartContent(_ modified: Self, marks: inout _ChartMarks) {
        let start = marks.items.count
        Content._makeChartContent(modified.content, marks: &marks)
        marks.update(from: start, modified.change)
    }
}

extension ChartContent {
    func modified(_ change: @escaping (inout ChartMarkModel) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, change: change)
    }

    /// Fills or strokes the marks with a style (a color, a gradient).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return modified { $0.style = erased }
    }

    /// Colors the marks by a category: each value gets a color of the palette (or of
    /// `chartForegroundStyleScale`) and an entry in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let plotted = PlottedValue(value)
        return modified { $0.styleGroup = plotted }
    }

    /// Gives the marks' points a symbol per category.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let plotted = PlottedValue(value)
        return modified { $0.symbolGroup = plotted }
    }

    /// Draws the marks' points with a symbol.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let basic = symbol as? BasicChartSymbolShape ?? .circle
        return modified { $0.symbol = basic }
    }

    /// Draws the marks' points with a view (drawn as the default circle).
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent { self }

    /// The area of the marks' symbols, in square points.
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        modified { $0.symbolSize = size }
    }

    /// The size of the marks' symbols.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size.width * size.height }
    }

    /// Sizes the symbols by a value (accepted; symbols keep their size).
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { self }

    /// How lines and areas connect their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// The stroke of lines and rules.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }

    /// The opacity of the marks.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity }
    }

    /// Places marks side by side by a category (grouped bars) instead of stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let plotted = PlottedValue(value)
        return modified { $0.positionGroup = plotted }
    }

    /// Annotates each mark with a view placed relative to it.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let annotation = ChartAnnotationModel(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }

    /// Annotates each mark with a view built from the annotation's context.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> some ChartContent {
        let view = AnyView(content(AnnotationContext(targetSize: CGSize(width: 80, height: 40))))
        let annotation = ChartAnnotationModel(position: position, alignment: alignment, spacing: spacing, content: view)
        return modified { $0.annotations.append(annotation) }
    }

    /// Annotates each mark (`overflowResolution` is accepted; annotations are not moved).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }

    /// The marks' accessible label.
    public func accessibilityLabel(_ label: Text) -> some ChartContent {
        let string = label.plainText
        return modified { $0.accessibilityLabel = string }
    }

    /// The marks' accessible label.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        let string = String(label)
        return modified { $0.accessibilityLabel = string }
    }

    /// The marks' accessible label.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent {
        accessibilityLabel(Text(key))
    }

    /// The marks' accessible value.
    public func accessibilityValue(_ value: Text) -> some ChartContent {
        let string = value.plainText
        return modified { $0.accessibilityValue = string }
    }

    /// The marks' accessible value.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        let string = String(value)
        return modified { $0.accessibilityValue = string }
    }

    /// The marks' accessible value.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent {
        accessibilityValue(Text(key))
    }

    /// Leaves the marks out of the chart's accessible description.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        modified { $0.isAccessibilityHidden = hidden }
    }

    /// Moves the marks (accepted; marks stay at their values).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }

    /// Moves the marks' start and end along y (accepted; marks stay at their values).
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent { self }

    /// Moves the marks' start and end along x (accepted; marks stay at their values).
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }

    /// Moves the marks (accepted; marks stay at their values).
    public func offset(_ offset: CGSize) -> some ChartContent { self }

    /// Orders overlapping marks (accepted; marks are drawn in order).
    public func zIndex(_ value: Double) -> some ChartContent { self }

    /// Blurs the marks (accepted; not drawn).
    public func blur(radius: CGFloat) -> some ChartContent { self }

    /// Casts a shadow (accepted; not drawn).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }

    /// Clips the marks (accepted; marks are drawn unclipped).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent { self }
}
