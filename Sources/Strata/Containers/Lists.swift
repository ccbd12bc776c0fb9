/// A group of rows with an optional header and footer, as in forms and lists.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Set while a container reads its content's sections (`Group(sections:)`).
    @Environment(\._resolvesSections) private var resolvesSections

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: some View {
        if resolvesSections {
            _SectionPartsView(header: header, content: content, footer: footer)
        } else {
            grouped
        }
    }

    /// iOS's inset grouped rows: a rounded card on the grouped background, 44-point rows
    /// separated by hairlines that start at the rows' leading inset.
    private var grouped: some View {
        VStack(alignment: .leading, spacing: 6) {
            header.font(.footnote).foregroundStyle(.secondary).accessibilityAddTraits(.isHeader).padding(.horizontal, 16)
            Group(subviews: content) { rows in
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(rows) { row in
                        if row.id != rows.first?.id { Divider() }
                        row.padding(.vertical, 11).padding(.trailing, 16).frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                    }
                }
                ._arrangesRows()
            }
            .padding(.leading, 16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.system("secondaryGroupedBackground")))
            footer.font(.footnote).foregroundStyle(.secondary).padding(.horizontal, 16)
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A grouped form of controls.
nonisolated public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        VStack(alignment: .leading, spacing: 20) { content }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.system("groupedBackground"))
            ._arrangesRows()
    }
}

/// Rows of content. Every row is rendered on the web.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// How the list's value links read and write its selection (`List(selection:)`).
    var selection: ListSelection?

    init(content: Content, selection: ListSelection? = nil) {
        self.content = content
        self.selection = selection
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) { content }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .environment(\._listSelection, selection)
            ._arrangesRows()
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content()) }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent))
    }
}

/// List appearances (kept for API parity; lists render as grouped rows).
public struct ListStyleKind: Sendable { let name: String }

nonisolated extension View {
    public consuming func listStyle(_ style: ListStyleKind) -> some View { self }
    public consuming func listRowBackground<V: View>(_ view: V?) -> some View { self }
    public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Shows or hides a section's separators (kept for API parity).
    public consuming func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Tints row separators (kept for API parity).
    public consuming func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Tints section separators (kept for API parity).
    public consuming func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
}

extension ListStyleKind {
    public static let automatic = ListStyleKind(name: "automatic")
    public static let plain = ListStyleKind(name: "plain")
    public static let grouped = ListStyleKind(name: "grouped")
    public static let insetGrouped = ListStyleKind(name: "insetGrouped")
    public static let inset = ListStyleKind(name: "inset")
    public static let sidebar = ListStyleKind(name: "sidebar")
}

/// Visibility of platform elements.
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

/// Vertical edges.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
