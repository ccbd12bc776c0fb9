import Strata

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError("ForEach is primitive chart content") }

    /// Chart content for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_contentData: data, idFor: { $0[keyPath: id] }, content: content)
    }

    public static func _makeChartContent(_ forEach: Self, marks: inout _ChartMarks) {
        for element in forEach.data {
            Content._makeChartContent(forEach.content(element), marks: &marks)
        }
    }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    /// Chart content for each element of identifiable `data`.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_contentData: data, idFor: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    /// Chart content for each integer of a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_contentData: data, idFor: { $0 }, content: content)
    }
}
