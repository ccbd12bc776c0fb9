/// A tab view's screen as iOS draws it on a phone: the selected tab fills the space above the tab
/// bar, which runs the full width at the bottom with a hairline on top; each item (icon above a
/// small title) takes an equal share, the selected one in the accent color and the others gray.
nonisolated struct _TabViewScreen: View {
    let page: [RenderNode]
    let buttons: [RenderNode]

    var body: some View {
        VStack(spacing: 0) {
            _RenderedNodes(nodes: page).frame(maxWidth: .infinity, maxHeight: .infinity)
            if !buttons.isEmpty {
                Divider()
                HStack(alignment: .top, spacing: 0) {
                    ForEach(buttons.indices, id: \.self) { index in
                        _RenderedNodes(nodes: [buttons[index]])
                            .frame(maxWidth: .infinity, minHeight: 49)
                    }
                }
                .padding(.horizontal, 8)
                .background(Color.system("secondaryBackground"))
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Tab bar")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A tab item's label in the tab bar: the icon above a small title.
nonisolated struct _TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22)).accessibilityHidden(true)
            configuration.title.font(.caption2.weight(.medium))
        }
    }
}
