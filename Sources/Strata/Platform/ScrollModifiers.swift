// Scroll and safe-area modifiers. The browser scrolls natively; each is listed in
// docs/compatibility.md with what it does on the web.

/// Whether scroll indicators are shown (kept for API parity: browsers show their own).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How a scroll view settles after scrolling (kept for API parity).
public protocol ScrollTargetBehavior {}

/// Settles on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }

/// Settles on the views of a `scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one gesture may scroll.
    public struct LimitBehavior: Sendable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

nonisolated extension View {
    /// Shows or hides scroll indicators (kept for API parity).
    public consuming func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Marks the views of a lazy stack as scroll targets (kept for API parity).
    public consuming func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Sets how a scroll view settles (kept for API parity).
    public consuming func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

    /// Binds the id of the scrolled-to view (kept for API parity: the binding is not written).
    public consuming func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Whether a scroll view is scrollable (kept for API parity).
    public consuming func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Runs `action` when the share of the view shown in its scroll view crosses `threshold`. A
    /// page lays every view out at once, so a view counts as shown when it appears.
    public consuming func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        onAppear { action(true) }
    }

    /// Shows or hides the background of scrollable views such as lists and text editors.
    public consuming func scrollContentBackground(_ visibility: Visibility) -> some View { self }

    /// Where a scroll view starts (kept for API parity).
    public consuming func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// Pads the content of scroll views in this view; on the web, padding.
    public consuming func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Pads the content of scroll views in this view; on the web, padding.
    public consuming func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads the content of scroll views in this view; on the web, padding.
    public consuming func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Shows `content` along the top or bottom edge, outside the view's own content.
    public consuming func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        _SafeAreaInsetLayout(isTop: edge == .top, alignment: alignment, spacing: spacing, main: self, inset: content())
    }

    /// Shows `content` along the leading or trailing edge, outside the view's own content.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { content() }
            self
            if edge == .trailing { content() }
        }
    }
}

/// A view with content inset along its top or bottom edge.
nonisolated struct _SafeAreaInsetLayout<Main: View, Inset: View>: View {
    let isTop: Bool
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let main: Main
    let inset: Inset

    var body: some View {
        VStack(alignment: alignment, spacing: spacing ?? 0) {
            if isTop { inset }
            main.frame(maxWidth: .infinity, maxHeight: .infinity)
            if !isTop { inset }
        }
    }
}

/// How scrolling dismisses the keyboard (kept for API parity).
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// How a navigation title is displayed (iOS 17 spelling; kept for API parity).
public struct ToolbarTitleDisplayMode: Sendable {
    let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    public static let large = ToolbarTitleDisplayMode(name: "large")
}

nonisolated extension View {
    /// How scrolling dismisses the keyboard (kept for API parity).
    public consuming func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Shows or hides system overlays such as the home indicator (kept for API parity).
    public consuming func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// How the navigation title is displayed (kept for API parity).
    /// Shows the screen's title small in the bar (`.inline`) or large (`.large`, `.inlineLarge`).
    public consuming func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        _navigationBar { screen in
            if mode.name != "automatic", screen.isTitleInline == nil { screen.isTitleInline = mode.name == "inline" }
        }
    }
}
