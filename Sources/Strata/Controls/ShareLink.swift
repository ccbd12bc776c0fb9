extension Image: Transferable {
    /// An image exports as PNG data where it can be drawn; a server draws no bitmaps, so the
    /// export reports that.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { _ in throw _TransferError("an image is not drawn as a bitmap on a server") }
    }
}

extension Color: Transferable {
    /// A color exports as its description (`red`, `#FF8800`).
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.description)
    }
}

/// A control that shares items through the system share sheet.
///
/// The web has no share sheet on a server-rendered page: the link renders its label as a button
/// (named "Share" by default, with the share symbol), which shares nothing yet.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    /// The items to share.
    public let items: Data
    let subject: Text?
    let message: Text?
    let label: Label

    init(items: Data, subject: Text?, message: Text?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

/// The standard share label: the share symbol with "Share" or the given title.
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text

    init(title: Text?) { self.title = title ?? Text("Share") }

    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

/// The title and images the share sheet shows for an item.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    public let title: Text
    public let image: Image?
    public let icon: Icon?

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: Text(titleKey), image: image, icon: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }
}

extension SharePreview {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(title: Text(titleKey), image: image, icon: icon) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(title: Text(title), image: image, icon: icon) }
}
