import SwiftUI

/// A person or business in a list: a title, and optionally a subtitle, a description, a picture and
/// contact actions, drawn by the `ContactItemStyle` in the environment.
///
/// Three ways to make one:
/// ```swift
/// // Slots: any views. Every slot but the title may be left out.
/// ContactItem {
///     Label("Ana Ruiz", systemImage: "person")
/// } subtitle: {
///     Text("Design lead")
/// } actionItems: {
///     ActivityItems(actionItems: [.init(type: .email, data: "ana@example.com")])
/// }
///
/// // Types: strings, an image and an `ActivityItems`.
/// ContactItem(title: "Ana Ruiz", subtitle: "Design lead", detailImage: Image(systemName: "person.circle"))
///
/// // A model.
/// ContactItem(model: contact)
/// ```
///
/// Optional slots are plain default arguments (`subtitle: () -> Subtitle = { EmptyView() }`), so
/// there is one slot initializer instead of one constrained extension per combination.
nonisolated public struct ContactItem<Title: View, Subtitle: View, DescriptionText: View, DetailImage: View, ActionItems: View>: View {
    let title: Title
    let subtitle: Subtitle
    let descriptionText: DescriptionText
    let detailImage: DetailImage
    let actionItems: ActionItems
    @Environment(\.contactItemStyle) private var style

    /// Creates a contact item from slots. Only `title` is required; a slot left out renders nothing.
    public init(
        @ViewBuilder title: () -> Title,
        @ViewBuilder subtitle: () -> Subtitle = { EmptyView() },
        @ViewBuilder descriptionText: () -> DescriptionText = { EmptyView() },
        @ViewBuilder detailImage: () -> DetailImage = { EmptyView() },
        @ViewBuilder actionItems: () -> ActionItems = { EmptyView() }
    ) {
        self.title = title()
        self.subtitle = subtitle()
        self.descriptionText = descriptionText()
        self.detailImage = detailImage()
        self.actionItems = actionItems()
    }

    public var body: some View {
        style.makeBody(configuration: ContactItemStyleConfiguration(
            title: title, subtitle: subtitle, descriptionText: descriptionText,
            detailImage: detailImage, actionItems: actionItems
        ))
    }
}

extension ContactItem where Title == Text, Subtitle == Text?, DescriptionText == Text?, DetailImage == Image?, ActionItems == StrataKit.ActivityItems? {
    /// Creates a contact item from content values; a `nil` value renders nothing.
    /// - Parameters:
    ///   - title: The name.
    ///   - subtitle: A role or company.
    ///   - descriptionText: A longer note.
    ///   - detailImage: A picture of the contact.
    ///   - actionItems: Ways to get in touch.
    public init(title: String, subtitle: String? = nil, descriptionText: String? = nil, detailImage: Image? = nil, actionItems: StrataKit.ActivityItems? = nil) {
        self.init(
            title: { Text(title) },
            subtitle: { subtitle.map { Text($0) } },
            descriptionText: { descriptionText.map { Text($0) } },
            detailImage: { detailImage },
            actionItems: { actionItems }
        )
    }

    /// Creates a contact item from a model.
    public init(model: some ContactItemModel) {
        self.init(
            title: model.title, subtitle: model.subtitle, descriptionText: model.descriptionText,
            detailImage: model.detailImage,
            actionItems: model.actionItems.map { items in
                StrataKit.ActivityItems(actionItems: items, didSelectActivityItem: model.didSelectActivityItem)
            }
        )
    }
}
