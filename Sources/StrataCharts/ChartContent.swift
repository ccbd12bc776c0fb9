import Strata

/// A type that represents the content of a chart: marks, groups of marks, and your own types
/// whose `body` is chart content.
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content of this content.
    @ChartContentBuilder var body: Body { get }

    /// Adds the content's marks to `marks` (primitive content implements this; composite
    /// content adds its `body`).
    static func _makeChartContent(_ content: Self, marks: inout _ChartMarks)
}

extension ChartContent {
    public static func _makeChartContent(_ content: Self, marks: inout _ChartMarks) {
        Body._makeChartContent(content.body, marks: &marks)
    }
}

extension ChartContent where Body == Never {
    /// Primitive content has no body.
    public var body: Never { fatalError("\(Self.self) is primitive chart content and has no body") }
}

extension Never: ChartContent {
    public static func _makeChartContent(_ content: Never, marks: inout _ChartMarks) {}
}

/// The marks a chart's content produced, in order.
public struct _ChartMarks {
    var items: [ChartMarkModel] = []

    init() {}

    /// Applies `change` to the marks added since `start` (how modifiers reach their content).
    mutating func update(from start: Int, _ change: (inout ChartMarkModel) -> Void) {
        for index in start..<items.count { change(&items[index]) }
    }

    /// The marks of `content`.
    static func of<Content: ChartContent>(_ content: Content) -> [ChartMarkModel] {
        var marks = _ChartMarks()
        Content._makeChartContent(content, marks: &marks)
        return marks.items
    }
}
