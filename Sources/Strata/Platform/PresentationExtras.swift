// Presentation modifiers beyond those in Presentation/: a popover is shown as a sheet, and the
// remaining sheet decorations compile and do nothing on the web.

/// Where a popover's arrow points.
public enum PopoverAttachmentAnchor {
    /// A point in the view's bounds.
    case point(UnitPoint)
    /// The view's bounds (`.rect(.bounds)`).
    case rect(_PopoverAnchorSource)
}

/// The anchor source of a popover (only the view's bounds).
public enum _PopoverAnchorSource: Sendable { case bounds }

nonisolated extension View {
    /// Presents `content` while `isPresented` is true; on the web, as a sheet.
    public consuming func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents `content` for `item` while it is non-nil; on the web, as a sheet.
    public consuming func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    /// Sets a sheet's background to a view (kept for API parity).
    public consuming func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }

    /// Lets the view behind a sheet stay interactive (kept for API parity).
    public consuming func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// How a presentation adapts to size classes (kept for API parity).
    public consuming func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
}

/// Whether the view behind a sheet is interactive (kept for API parity).
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

/// How a presentation adapts (kept for API parity).
public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}
