extension Material {
    // Apple's `Material` members, the same materials as `ShapeStyle.ultraThinMaterial` and friends
    // (`.background(Material.thin)`).
    public static let ultraThin = Material(opacity: 0.55)
    public static let thin = Material(opacity: 0.7)
    public static let regular = Material(opacity: 0.8)
    public static let thick = Material(opacity: 0.9)
    public static let ultraThick = Material(opacity: 0.95)
}
