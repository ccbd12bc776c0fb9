// Modifiers that shape the sheet they are inside of: its resting heights, grabber, corners and
// background. They write `SheetStyleKey`; the sheet collects it into `RenderSheetStyle`.

nonisolated extension View {
    /// Sets the heights the enclosing sheet rests at; it is shown at the smallest of them.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(_SheetStyleModifier { _ in SheetStyleValue(detents: detents) })
    }

    /// Sets the heights the enclosing sheet rests at; it is shown at `selection`.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(_SheetStyleModifier { _ in SheetStyleValue(detents: detents, selection: selection) })
    }

    /// Shows or hides the enclosing sheet's drag indicator; `.automatic` shows it when the sheet
    /// has more than one detent.
    public consuming func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(_SheetStyleModifier { _ in SheetStyleValue(dragIndicator: visibility) })
    }

    /// Sets the radius of the enclosing sheet's corners (nil: the system's).
    public consuming func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(_SheetStyleModifier { _ in SheetStyleValue(cornerRadius: cornerRadius) })
    }

    /// Fills the enclosing sheet's background with `style`.
    public consuming func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_SheetStyleModifier { environment in SheetStyleValue(background: style._paint(in: environment)) })
    }
}
