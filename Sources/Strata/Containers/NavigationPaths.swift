/// A type-erased list of navigation destinations, for `NavigationStack(path:)`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of destinations pushed.
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a destination.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` destinations (at most as many as there are).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(Swift.max(k, 0), elements.count)) }
}

/// A tab of a `TabView` (iOS 18): its content with a title and symbol as its tab item.
nonisolated public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content

    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    public var body: some View {
        let item = content.tabItem {
            if let systemImage { Label(title, systemImage: systemImage) } else { Text(title) }
        }
        if let value { item.tag(value) } else { item }
    }
}

extension Tab where Value == Int {
    /// A tab without a selection value.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = nil
        self.content = content()
    }

    /// A tab with a title only.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = nil
        self.value = nil
        self.content = content()
    }
}
