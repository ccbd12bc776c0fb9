/// A projective transformation; Strata keeps its affine part.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs` (affine parts).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(affine.concatenating(rhs.affine))
    }

    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
}

/// An effect that changes the geometry of a view with a transform computed from its size.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 2), y: 0))
///     }
/// }
/// ```
///
/// On the web the transform is evaluated once with the view's estimated size and applied as an
/// offset, a rotation and a scale.
/// As Apple's, the protocol is `nonisolated`, so an effect is not bound to the main actor.
nonisolated public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform
    /// Restated from `Animatable`, so an effect's own `animatableData` is not bound to the main actor.
    nonisolated var animatableData: AnimatableData { get set }
}

nonisolated extension GeometryEffect {
    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        for index in start..<outputs.nodes.count {
            let transform = modifier.effectValue(size: outputs.nodes[index].estimatedSize).affine
            let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
            let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
            let angle = atan2(transform.b, transform.a)
            if transform.tx != 0 || transform.ty != 0 { outputs.nodes[index].effects.append(.offset(CGSize(width: transform.tx, height: transform.ty))) }
            if angle != 0 { outputs.nodes[index].effects.append(.rotation(.radians(Double(angle)))) }
            if scaleX != 1 || scaleY != 1 { outputs.nodes[index].effects.append(.scale(CGSize(width: scaleX, height: scaleY))) }
        }
    }
}

/// An affine transform applied as a geometry effect (`transformEffect(_:)`).
public struct _TransformEffect: GeometryEffect {
    public let transform: CGAffineTransform

    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

nonisolated extension View {
    /// Draws the view moved, rotated and scaled by `transform`, without changing its layout.
    public consuming func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}
