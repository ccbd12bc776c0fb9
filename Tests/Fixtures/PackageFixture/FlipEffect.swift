// A 3D flip written as effect libraries write theirs: a rotation kept as a quaternion, turned into
// a 4×4 matrix with `simd`, composed about the view's center and handed to SwiftUI as a
// `ProjectionTransform`; a press effect built on `_ScaleEffect` with a default animation.
import SwiftUI
import simd

extension simd_double4x4 {
    init(translationX x: Double, y: Double, z: Double = 0) {
        self.init(diagonal: [1, 1, 1, 1])
        self[3][0] = x
        self[3][1] = y
        self[3][2] = z
    }
}

/// Rotates the view about `axis` by `angle`, around its center.
public struct FlipEffect: GeometryEffect {
    public var angle: Angle
    public var axis: simd_double3

    public init(angle: Angle, axis: simd_double3 = [0, 1, 0]) {
        self.angle = angle
        self.axis = axis
    }

    public var animatableData: Double {
        get { angle.radians }
        set { angle = .radians(newValue) }
    }

    /// The rotation as a matrix about the center of a view of `size`.
    public func matrix(size: CGSize) -> simd_double4x4 {
        let center = simd_double4x4(translationX: size.width / 2, y: size.height / 2)
        let rotation = simd_double4x4(simd_quatd(angle: angle.radians, axis: simd_normalize(axis)).normalized)
        return center * rotation * center.inverse
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let m = matrix(size: size)
        return ProjectionTransform(CATransform3D(
            m11: m[0][0], m12: m[0][1], m13: m[0][2], m14: m[0][3],
            m21: m[1][0], m22: m[1][1], m23: m[1][2], m24: m[1][3],
            m31: m[2][0], m32: m[2][1], m33: m[2][2], m34: m[2][3],
            m41: m[3][0], m42: m[3][1], m43: m[3][2], m44: m[3][3]
        ))
    }
}

/// Shrinks the view a little while it is pressed, with its own default animation.
public struct PressDown: ViewModifier {
    var isPressed: Bool

    public init(isPressed: Bool) {
        self.isPressed = isPressed
    }

    public func body(content: Content) -> some View {
        let scale: CGFloat = isPressed ? 0.95 : 1
        content.modifier(_ScaleEffect(scale: CGSize(width: scale, height: scale)).transaction { transaction in
            if transaction.animation == nil { transaction.animation = .spring() }
        })
    }
}
