// Xcode's library (DeveloperToolsSupport, re-exported by SwiftUI): packages declare the views and
// modifiers they offer in Xcode's "+" library. There is no Xcode on a server, so the items are
// only kept, with their titles and categories, for code that reads them back.

/// A type that lists views and modifiers for Xcode's library.
public protocol LibraryContentProvider {
    /// The type modifier items are applied to.
    associatedtype ModifierBase = Any
    /// The views offered in the library.
    @LibraryContentBuilder var views: [LibraryItem] { get }
    /// The modifiers offered in the library, applied to `base`.
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    public var views: [LibraryItem] { [] }
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

/// One entry of Xcode's library.
public struct LibraryItem {
    /// The library section an item appears in.
    public struct Category: Hashable, Sendable {
        let name: String
        public static let control = Category(name: "control")
        public static let effect = Category(name: "effect")
        public static let layout = Category(name: "layout")
        public static let other = Category(name: "other")
    }

    /// The title shown in the library (Xcode makes one up when it is nil).
    public let title: String?
    /// The section of the library.
    public let category: Category
    /// Whether the item is shown in the library (hidden items serve code completion only).
    public let isVisible: Bool
    /// The signature that code completion matches, if any.
    public let matchingSignature: String?

    /// An item inserting `snippet`. The snippet is not evaluated: Xcode inserts its source text.
    public init<SnippetExpressionType>(_ snippet: @autoclosure () -> SnippetExpressionType, visible: Bool = true, title: String? = nil, category: Category = .other, matchingSignature: String? = nil) {
        self.title = title
        self.category = category
        self.isVisible = visible
        self.matchingSignature = matchingSignature
    }
}

/// Builds the list of a `LibraryContentProvider`'s items from a list of statements.
@resultBuilder
public enum LibraryContentBuilder {
    public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
    public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildBlock(_ parts: [LibraryItem]...) -> [LibraryItem] { parts.flatMap { $0 } }
    public static func buildOptional(_ items: [LibraryItem]?) -> [LibraryItem] { items ?? [] }
    public static func buildEither(first items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildEither(second items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildArray(_ parts: [[LibraryItem]]) -> [LibraryItem] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ items: [LibraryItem]) -> [LibraryItem] { items }
}
