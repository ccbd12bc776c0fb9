/// One section of a list or form as iOS draws it: the header above, the rows, the footer below.
/// Card styles put the rows on a card (rounded when inset) with hairline separators inside each
/// row's leading and trailing insets, as iOS 26 draws them; the plain style puts them on the
/// background. Rows have iOS's 16-point sides and 11-point top and bottom, and are at least a body
/// line and 30 points tall (iOS 26: 52 points at the default text size, 51 at the medium size),
/// unless `listRowInsets` says otherwise; `listRowBackground` and `listRowSeparator` are honoured
/// per row. Inset cards have iOS 26's 26-point corners.
nonisolated struct _ListSection: View {
    let header: SubviewsCollection
    let rows: SubviewsCollection
    let footer: SubviewsCollection
    let appearance: _ListAppearance
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// iOS's row insets.
    static let rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The corner radius of an inset card.
    static let cardCornerRadius: CGFloat = 26

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if !header.isEmpty {
                header.accessibilityAddTraits(.isHeader).padding(.horizontal, 16)
                    .padding(.vertical, appearance.hasCards ? 3 : 0)
            }
            if !rows.isEmpty {
                let card = RoundedRectangle(cornerRadius: appearance.insetsCards ? Self.cardCornerRadius : 0, style: .continuous)
                rowStack
                    .background(appearance.hasCards ? Color.system("secondaryGroupedBackground") : Color.clear)
                    .clipShape(card)
            }
            if !footer.isEmpty {
                footer.padding(.horizontal, 16)
            }
        }
    }

    /// A row's least height: a line of body text and 30 points.
    private var minimumRowHeight: CGFloat { Font.TextStyle.body.lineHeight(at: dynamicTypeSize) + 30 }

    private var rowStack: some View {
        let hidden = rows.map { $0.containerValues._listRowHiddenSeparators }
        var positions: [Subview.ID: Int] = [:]
        for (index, row) in rows.enumerated() { positions[row.id] = index }
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(rows) { row in
                let index = positions[row.id] ?? 0
                let insets = row.containerValues._listRowInsets ?? Self.rowInsets
                if index > 0, !hidden[index - 1].contains(.bottom), !hidden[index].contains(.top) {
                    Divider().padding(.leading, insets.leading).padding(.trailing, appearance.hasCards ? insets.trailing : 0)
                }
                let placed = row
                    .padding(insets)
                    .frame(maxWidth: .infinity, minHeight: minimumRowHeight, alignment: .leading)
                if let background = row.containerValues._listRowBackground {
                    placed.background { background }
                } else {
                    placed
                }
            }
        }
        ._arrangesRows()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Set by a list or form while it reads its sections, so each `Section` styles its header and
/// footer as that list draws them (inner `font`, `foregroundStyle` and `textCase` still win).
private struct ListSectionStylingKey: EnvironmentKey {
    static var defaultValue: _ListAppearance? { nil }
}

extension EnvironmentValues {
    var _listSectionStyling: _ListAppearance? {
        get { self[ListSectionStylingKey.self] }
        set { self[ListSectionStylingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// A section header as `appearance` draws it: secondary, as written (iOS 26 no longer sets
    /// capitals), in headline type on cards and semibold subheadline on the plain background.
    func _listHeaderStyle(_ appearance: _ListAppearance) -> some View {
        font(appearance.hasCards ? .headline : .subheadline.weight(.semibold))
            .foregroundStyle(.secondary)
    }

    /// A section footer: footnote, secondary, its lines the face's height apart (iOS draws list
    /// footers with UIKit's labels, without the text style's leading).
    func _listFooterStyle() -> some View {
        _ListFooterStyled(content: self)
    }
}

/// The body of `List` and `Form`: every section of `content` (rows outside any section form
/// sections of their own), filling the space offered, on the grouped background in the grouped
/// styles.
nonisolated struct _ListBody<Content: View>: View {
    let content: Content
    let appearance: _ListAppearance

    var body: some View {
        let appearance = appearance
        Group(sections: content) { sections in
            VStack(alignment: .leading, spacing: appearance.hasCards ? 24 : 16) {
                ForEach(sections) { section in
                    _ListSection(header: section.header, rows: section.content, footer: section.footer, appearance: appearance)
                }
            }
            .padding(.horizontal, appearance.insetsCards ? 16 : 0)
            // iOS 26 starts the first card 3 points down, a first header 31.
            .padding(.top, appearance.hasCards ? (sections.first?.header.isEmpty == false ? 28 : 3) : 0)
            .padding(.bottom, appearance.hasCards ? 16 : 0)
        }
        .environment(\._listSectionStyling, appearance)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(appearance.hasGroupedBackground ? Color.system("groupedBackground") : Color.system("background"))
    }
}

/// A list footer's text: footnote, secondary, lines set solid (`_listFooterStyle()`).
nonisolated struct _ListFooterStyled<Content: View>: View {
    let content: Content
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let font = Font.footnote.sized(for: dynamicTypeSize)
        content.font(.footnote).foregroundStyle(.secondary).lineSpacing(-TextStackSpacing.leading(of: font))
    }
}
