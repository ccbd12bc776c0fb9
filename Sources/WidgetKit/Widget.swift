import Foundation

/// A widget: its configuration names its kind, its provider and its view.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// What a widget is made of.
public protocol WidgetConfiguration {}

/// A widget whose content the user does not configure.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let kind: String
    let content: Any

    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        self.content = content
    }
}

/// An empty configuration (a widget that declares none).
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: String) -> some WidgetConfiguration { self }
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { self }
    public func description(_ description: String) -> some WidgetConfiguration { self }
    public func description(_ description: Text) -> some WidgetConfiguration { self }
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
    public func contentMarginsDisabled() -> some WidgetConfiguration { self }
}

/// Several widgets shipped together.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

/// Builds a widget bundle's body: its first widget stands for the bundle on a server.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildBlock<W: Widget>(_ first: W, _ rest: any Widget...) -> W { first }
}
