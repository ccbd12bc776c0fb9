import Strata

nonisolated extension View {
    /// The marks of the charts' x axis.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content()._axisMarks()
        return chartConfiguration { $0.xAxis.marks = marks }
    }

    /// Shows or hides the charts' x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis.visibility = visibility }
    }

    /// The marks of the charts' y axis.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = content()._axisMarks()
        return chartConfiguration { $0.yAxis.marks = marks }
    }

    /// Shows or hides the charts' y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis.visibility = visibility }
    }

    /// A title for the charts' x axis.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A title for the charts' x axis.
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(String(label)) }
    }

    /// A view as the title of the charts' x axis.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = AnyView(content())
        return chartConfiguration {
            $0.xAxis.title = title
            $0.xAxis.titlePosition = position
        }
    }

    /// A title for the charts' y axis.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A title for the charts' y axis.
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(String(label)) }
    }

    /// A view as the title of the charts' y axis.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = AnyView(content())
        return chartConfiguration {
            $0.yAxis.title = title
            $0.yAxis.titlePosition = position
        }
    }

    /// Shows or hides the charts' legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legendVisibility = visibility }
    }

    /// Where the charts' legend goes (`.top` or `.bottom`; others are drawn at the bottom).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.legendPosition = position }
    }

    /// Your own view as the charts' legend.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let legend = AnyView(content())
        return chartConfiguration {
            $0.legendPosition = position
            $0.legendContent = legend
        }
    }

    /// The x values the charts span: a range of numbers or dates.
    public func chartXScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>, type: ScaleType? = nil) -> some View {
        let domain = ScaleDomain.range(domain.lowerBound.chartValue, domain.upperBound.chartValue)
        return chartConfiguration { $0.xDomain = domain }
    }

    /// The x categories the charts show, in order.
    public func chartXScale<Value: Plottable>(domain: [Value], type: ScaleType? = nil) -> some View {
        let domain = ScaleDomain.categories(domain.map(\.chartValue))
        return chartConfiguration { $0.xDomain = domain }
    }

    /// An automatic x domain (with or without zero).
    public func chartXScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> some View {
        let domain = ScaleDomain.automatic(includesZero: domain.includesZero, reversed: domain.reversed)
        return chartConfiguration { $0.xDomain = domain }
    }

    /// The type of the x scale (accepted; numbers and dates are drawn on linear scales).
    public func chartXScale(type: ScaleType?) -> some View { self }

    /// The type of the y scale (accepted; numbers and dates are drawn on linear scales).
    public func chartYScale(type: ScaleType?) -> some View { self }

    /// The x range the charts draw in (accepted; the plot keeps its size).
    public func chartXScale(range: PositionScaleRange, type: ScaleType? = nil) -> some View { self }

    /// The x values and the range the charts draw in (the range is accepted; the plot keeps its size).
    public func chartXScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>, range: PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartXScale(domain: domain, type: type)
    }

    /// The y range the charts draw in (accepted; the plot keeps its size).
    public func chartYScale(range: PositionScaleRange, type: ScaleType? = nil) -> some View { self }

    /// The y values and the range the charts draw in (the range is accepted; the plot keeps its size).
    public func chartYScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>, range: PositionScaleRange, type: ScaleType? = nil) -> some View {
        chartYScale(domain: domain, type: type)
    }

    /// The y values the charts span: a range of numbers or dates.
    public func chartYScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>, type: ScaleType? = nil) -> some View {
        let domain = ScaleDomain.range(domain.lowerBound.chartValue, domain.upperBound.chartValue)
        return chartConfiguration { $0.yDomain = domain }
    }

    /// The y categories the charts show, in order.
    public func chartYScale<Value: Plottable>(domain: [Value], type: ScaleType? = nil) -> some View {
        let domain = ScaleDomain.categories(domain.map(\.chartValue))
        return chartConfiguration { $0.yDomain = domain }
    }

    /// An automatic y domain (with or without zero).
    public func chartYScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> some View {
        let domain = ScaleDomain.automatic(includesZero: domain.includesZero, reversed: domain.reversed)
        return chartConfiguration { $0.yDomain = domain }
    }

    /// The style of each category of `foregroundStyle(by:)`: `["Steps": .blue, "Calories": .orange]`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let scale = mapping.map { (category: $0.key.chartValue.text, style: AnyShapeStyle($0.value)) }
        return chartConfiguration { $0.styleScale = scale }
    }

    /// The styles of the categories in `domain`, in turn from `range`.
    public func chartForegroundStyleScale<Domain: Collection, Range: Collection>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View
    where Domain.Element: Plottable, Range.Element: ShapeStyle {
        let styles = range.map { AnyShapeStyle($0) }
        let scale = styles.isEmpty ? [] : domain.enumerated().map { (category: $1.chartValue.text, style: styles[$0 % styles.count]) }
        return chartConfiguration { $0.styleScale = scale }
    }

    /// The styles given to categories in turn.
    public func chartForegroundStyleScale<Range: Collection>(range: Range, type: ScaleType? = nil) -> some View where Range.Element: ShapeStyle {
        let styles = range.map { AnyShapeStyle($0) }
        return chartConfiguration { $0.styleRange = styles.isEmpty ? nil : styles }
    }

    /// The colors of a gradient, given to categories in turn.
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
        let styles = range.stops.map { AnyShapeStyle($0.color) }
        return chartConfiguration { $0.styleRange = styles.isEmpty ? nil : styles }
    }

    /// A continuous color scale: each value takes the color of the gradient stop nearest to its
    /// place in `domain` (heat maps colored by a number).
    public func chartForegroundStyleScale<Value: Plottable & Comparable>(domain: ClosedRange<Value>, range: Gradient, type: ScaleType? = nil) -> some View {
        let low = domain.lowerBound.chartValue.numeric ?? 0, high = domain.upperBound.chartValue.numeric ?? 1
        let stops = range.stops
        return chartConfiguration { configuration in
            guard !stops.isEmpty else { return }
            configuration.styleMapping = { value in
                let fraction = high == low ? 0 : ((value.numeric ?? low) - low) / (high - low)
                let nearest = stops.min { abs(Double($0.location) - fraction) < abs(Double($1.location) - fraction) }
                return AnyShapeStyle(nearest?.color ?? stops[0].color)
            }
        }
    }

    /// The style of each category, from a function.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        chartConfiguration { configuration in
            configuration.styleMapping = { value in
                DataValue.fromChartValue(value).map { AnyShapeStyle(mapping($0)) } ?? AnyShapeStyle(Color.blue)
            }
        }
    }

    /// Styles the symbols by category (accepted; symbols are given in turn).
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View { self }

    /// Changes the plot area: `chartPlotStyle { plot in plot.frame(height: 240).background(.gray.opacity(0.1)) }`.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content(ChartPlotContent(plot: $0))) } }
    }

    /// A view in front of the plot, given a proxy that converts between values and positions.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.overlays.append { AnyView(content($0)) } }
    }

    /// A view behind the plot, given a proxy that converts between values and positions.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.backgrounds.append { AnyView(content($0)) } }
    }

    /// Selects the x value under the pointer (interaction: accepted, nothing is selected on the web).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Selects the y value under the pointer (interaction: accepted, nothing is selected on the web).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Selects the sector under the pointer (interaction: accepted, nothing is selected on the web).
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// A gesture on the plot given the chart proxy (interaction: accepted, not attached on the web).
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View { self }

    /// Lets the plot scroll (interaction: accepted; the whole domain is drawn).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }

    /// How much of the x domain is visible when scrolling (interaction: accepted; the whole domain is drawn).
    public func chartXVisibleDomain<P: Numeric>(length: P) -> some View { self }

    /// Where scrolling starts (interaction: accepted; the whole domain is drawn).
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
}
