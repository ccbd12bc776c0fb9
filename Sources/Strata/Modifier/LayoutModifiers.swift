nonisolated extension View {
    /// Adds the platform's default padding (16 points) to every edge.
    @inlinable
    public consuming func padding() -> some View { padding(.all, nil) }

    /// Adds `length` points of padding to every edge.
    @inlinable
    public consuming func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds padding to the given edges; nil means the default amount (16 points).
    @inlinable
    public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_EffectModifier(effect: .padding(EdgeInsets(edges, length ?? 16))))
    }

    public consuming func padding(_ insets: EdgeInsets) -> some View {
        modifier(_EffectModifier(effect: .padding(insets)))
    }

    /// A fixed size in either or both dimensions.
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_EffectModifier(effect: .frame(RenderFrame(width: width, height: height, alignment: alignment))))
    }

    /// Minimum, ideal and maximum sizes; `.infinity` as a maximum expands to the space offered.
    public consuming func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let frame = RenderFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment
        )
        return modifier(_EffectModifier(effect: .frame(frame)))
    }

    public consuming func offset(_ offset: CGSize) -> some View {
        modifier(_EffectModifier(effect: .offset(offset)))
    }

    public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Draws the view in front of or behind its siblings in a `ZStack`.
    public consuming func zIndex(_ value: Double) -> some View {
        modifier(_EffectModifier(effect: .zIndex(value)))
    }
}

nonisolated extension View {
    public consuming func opacity(_ opacity: Double) -> some View {
        modifier(_EffectModifier(effect: .opacity(opacity)))
    }

    /// Hides the view; it still takes its space.
    public consuming func hidden() -> some View {
        modifier(_EffectModifier(effect: .hidden))
    }

    /// Clips the view to a rounded rectangle.
    public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_EffectModifier(effect: .clip(.roundedRectangle(cornerSize: CGSize(width: radius, height: radius), style: .circular))))
    }

    /// Clips the view to a shape.
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_EffectModifier(effect: .clip(shape._geometry)))
    }

    /// Clips the view to its bounds.
    public consuming func clipped(antialiased: Bool = false) -> some View {
        modifier(_EffectModifier(effect: .clip(.rectangle)))
    }

    public consuming func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33),
        radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(_EffectModifier(effect: .shadow(RenderShadow(color: .color(color), radius: radius, x: x, y: y))))
    }

    /// Draws a border of `width` points inside the view's frame.
    public consuming func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(_ResolvedEffectModifier { environment in .border(content._paint(in: environment), width: width) })
    }

    public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_EffectModifier(effect: .rotation(angle)))
    }

    public consuming func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_EffectModifier(effect: .scale(CGSize(width: scale, height: scale))))
    }

    public consuming func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(_EffectModifier(effect: .scale(CGSize(width: x, height: y))))
    }
}
