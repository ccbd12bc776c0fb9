/// A type-erased list of navigation destinations, for `NavigationStack(path:)`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of destinations pushed.
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a destination.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` destinations (at most as many as there are).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(Swift.max(k, 0), elements.count)) }
}

/// Which columns of a split view are shown.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// Two or three columns: sidebar, optional content, detail. On the web the columns sit side by
/// side, separated by dividers.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 0) {
            sidebar.frame(maxHeight: .infinity, alignment: .top)
            Divider()
            if !(content is EmptyView) {
                content.frame(maxHeight: .infinity, alignment: .top)
                Divider()
            }
            detail.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// A style of split view (kept for API parity).
public protocol NavigationSplitViewStyle {}

/// The built-in split view styles.
public struct _BuiltinNavigationSplitViewStyle: NavigationSplitViewStyle {
    let name: String
}

extension NavigationSplitViewStyle where Self == _BuiltinNavigationSplitViewStyle {
    public static var automatic: _BuiltinNavigationSplitViewStyle { _BuiltinNavigationSplitViewStyle(name: "automatic") }
    public static var balanced: _BuiltinNavigationSplitViewStyle { _BuiltinNavigationSplitViewStyle(name: "balanced") }
    public static var prominentDetail: _BuiltinNavigationSplitViewStyle { _BuiltinNavigationSplitViewStyle(name: "prominentDetail") }
}

extension View {
    /// Sets the style of split views (kept for API parity).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// Sets a split view column's width.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { frame(width: width) }

    /// Sets a split view column's width range.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        frame(minWidth: min, idealWidth: ideal, maxWidth: max)
    }
}

/// A tab of a `TabView` (iOS 18): its content with a title and symbol as its tab item.
public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content

    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    public var body: some View {
        let item = content.tabItem {
            if let systemImage { Label(title, systemImage: systemImage) } else { Text(title) }
        }
        if let value { item.tag(value) } else { item }
    }
}

extension Tab where Value == Int {
    /// A tab without a selection value.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = nil
        self.content = content()
    }

    /// A tab with a title only.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = nil
        self.value = nil
        self.content = content()
    }
}
