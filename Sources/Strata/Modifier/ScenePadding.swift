/// The padding a scene's content gets from its edges (`scenePadding(_:edges:)`).
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The smallest padding content in a scene should have: the system's default padding.
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding below a navigation bar (watchOS); the default padding elsewhere.
    public static var navigationBar: ScenePadding { ScenePadding(name: "navigationBar") }
}

nonisolated extension View {
    /// Pads `edges` of this view by the scene's default padding (on the web, the default
    /// padding of `padding(_:)`).
    public consuming func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }

    /// Pads `edges` of this view by `padding`.
    public consuming func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges)
    }
}
