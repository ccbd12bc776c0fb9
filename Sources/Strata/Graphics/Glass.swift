/// A variant of the Liquid Glass material (iOS 26), for `glassEffect(_:in:)`.
///
/// The web has no refraction, so glass is drawn as the translucent material of its thickness
/// behind the view, in its shape, washed with its tint.
public struct Glass: Equatable, Sendable {
    enum Kind: Sendable { case regular, clear, identity }

    let kind: Kind
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard glass.
    public static var regular: Glass { Glass(kind: .regular, tintColor: nil, isInteractive: false) }
    /// A more transparent glass.
    public static var clear: Glass { Glass(kind: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: the view is drawn as it is.
    public static var identity: Glass { Glass(kind: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (`nil` removes the tint).
    public func tint(_ color: Color?) -> Glass {
        Glass(kind: kind, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass reacting to touches (kept; the web draws it the same).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(kind: kind, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// The material that stands for the glass on the web.
    var material: Material? {
        switch kind {
        case .regular: .regularMaterial
        case .clear: .ultraThinMaterial
        case .identity: nil
        }
    }
}

/// The shape glass takes by default: a capsule.
nonisolated public struct DefaultGlassEffectShape: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Draws glass behind the content, in a shape.
nonisolated public struct _GlassEffectModifier<S: Shape>: ViewModifier {
    let glass: Glass
    let shape: S

    public func body(content: Content) -> some View {
        if let material = glass.material {
            content
                .background(glass.tintColor.map { $0.opacity(0.3) } ?? Color.clear, in: shape)
                .background(material, in: shape)
        } else {
            content
        }
    }
}

/// Lays out views with glass so that their glass can blend; on the web it is its content.
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// A container whose glass shapes blend when closer than `spacing`.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { content }
}

nonisolated extension View {
    /// Puts Liquid Glass behind the view, in `shape` (a capsule by default).
    public consuming func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(_GlassEffectModifier(glass: glass, shape: shape))
    }

    /// Names the view's glass for morphing between containers' views (no morphing on the web).
    public consuming func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        self
    }
}
