// Initializers other modules of the package (StrataCharts, MapKit) need and user code does not see.

extension ForEach {
    /// A `ForEach` whose content is not a view (chart content in StrataCharts, map content in MapKit).
    package init(_contentData data: Data, idFor: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, idFor: idFor)
    }
}

extension Anchor {
    /// An anchor that resolves to `value` (a chart's plot frame in StrataCharts).
    package init(_resolvedValue value: Value) {
        self.init(value: value)
    }
}
