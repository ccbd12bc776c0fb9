import Strata

/// Content of a chart axis (`chartXAxis { ... }`): groups of axis marks.
public protocol AxisContent {
    /// The groups of marks this content draws.
    func _axisMarks() -> [AxisMarks]
}

/// Builds the content of an axis.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> [AxisMarks] { content._axisMarks() }
    public static func buildBlock(_ content: [AxisMarks]...) -> [AxisMarks] { content.flatMap { $0 } }
    public static func buildOptional(_ content: [AxisMarks]?) -> [AxisMarks] { content ?? [] }
    public static func buildEither(first content: [AxisMarks]) -> [AxisMarks] { content }
    public static func buildEither(second content: [AxisMarks]) -> [AxisMarks] { content }
    public static func buildLimitedAvailability(_ content: [AxisMarks]) -> [AxisMarks] { content }
    public static func buildFinalResult(_ content: [AxisMarks]) -> AxisContentGroup { AxisContentGroup(marks: content) }
}

/// Several groups of axis marks.
public struct AxisContentGroup: AxisContent {
    let marks: [AxisMarks]
    public func _axisMarks() -> [AxisMarks] { marks }
}
