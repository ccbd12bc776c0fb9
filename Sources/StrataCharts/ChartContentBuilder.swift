import Strata

/// Builds chart content from closures: several marks, `if`/`else`, optionals, `ForEach` and
/// availability checks.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<repeat each Content> {
        TupleChartContent(repeat each content)
    }

    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        first: TrueContent
    ) -> _ConditionalChartContent<TrueContent, FalseContent> {
        _ConditionalChartContent(storage: .first(first))
    }

    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(
        second: FalseContent
    ) -> _ConditionalChartContent<TrueContent, FalseContent> {
        _ConditionalChartContent(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> AnyChartContent {
        AnyChartContent(content)
    }
}

/// No chart content.
public struct EmptyChartContent: ChartContent {
    public typealias Body = Never
    public init() {}
    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) {}
}

/// Several pieces of chart content, in order.
public struct TupleChartContent<each Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }

    public static func _makeChartContent(_ tuple: Self, marks: inout _ChartMarks) {
        func add<Item: ChartContent>(_ item: Item) { Item._makeChartContent(item, marks: &marks) }
        repeat add(each tuple.content)
    }
}

/// One of two pieces of chart content, chosen by a condition.
public struct _ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent {
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage

    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) {
        switch content.storage {
        case .first(let first): TrueContent._makeChartContent(first, marks: &marks)
        case .second(let second): FalseContent._makeChartContent(second, marks: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError("Optional is primitive chart content") }
    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) {
        if let content { Wrapped._makeChartContent(content, marks: &marks) }
    }
}

/// Chart content of any type.
public struct AnyChartContent: ChartContent {
    public typealias Body = Never
    private let make: (inout _ChartMarks) -> Void

    /// Erases the type of `content`.
    public init<Content: ChartContent>(_ content: Content) {
        make = { Content._makeChartContent(content, marks: &$0) }
    }

    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) { content.make(&marks) }
}
