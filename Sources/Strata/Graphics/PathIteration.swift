extension Path {
    /// Calls `body` with each element of the path, in order.
    public func forEach(_ body: (Path.Element) -> Void) {
        elements.forEach(body)
    }
}
