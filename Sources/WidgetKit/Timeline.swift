import Foundation

/// One moment of a widget's content.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, for Smart Stacks.
public struct TimelineEntryRelevance: Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When a widget asks for a new timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    let kind: String
    let date: Date?
    public static let atEnd = TimelineReloadPolicy(kind: "atEnd", date: nil)
    public static let never = TimelineReloadPolicy(kind: "never", date: nil)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: "after", date: date) }
}

/// The entries a widget shows over time.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is asked in.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
}

/// Supplies a widget's entries. A server runs no widget extension, so nothing asks it.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Reloads widgets' timelines: a server has none to reload.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    private init() {}
    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
}
