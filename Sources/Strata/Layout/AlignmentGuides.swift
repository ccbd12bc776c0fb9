nonisolated extension View {
    /// Moves a horizontal alignment guide of the view: a `ZStack` aligns its children by the values
    /// their closures return (`AlignmentGuidePlacement`); other stacks use the default guides.
    public consuming func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(horizontal: g, vertical: nil, compute: computeValue))
    }

    /// Moves a vertical alignment guide of the view (see the horizontal one).
    public consuming func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(horizontal: nil, vertical: g, compute: computeValue))
    }

    /// Names a coordinate space (`.coordinateSpace(.named("scroll"))`, the iOS 17 form).
    public consuming func coordinateSpace(_ space: CoordinateSpace) -> some View { self }

    /// Runs `action` with a value computed from the view's geometry, first when the view appears
    /// and then whenever the value changes (hosted rendering). The geometry is the
    /// `geometryEstimate` of the environment.
    public consuming func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(_GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// Runs `action` with the old and new value computed from the view's geometry.
    public consuming func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: action))
    }
}

/// Reports a value computed from the estimated geometry through `onChange` semantics.
nonisolated public struct _GeometryChangeModifier<T: Equatable>: ViewModifier {
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let value = modifier.transform(GeometryProxy(size: inputs.environment.geometryEstimate))
        _OnChangeModifier<T>._makeView(
            modifier: _OnChangeModifier(value: value, initial: true, action: modifier.action),
            content: content, inputs: inputs, outputs: &outputs
        )
    }
}
