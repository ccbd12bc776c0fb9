// Modifiers effect libraries reach for beyond the common ones: a scale by a size, digits of equal
// width for a whole subtree, mirroring in right-to-left layouts, the material behind a view, and
// SwiftUI's underscored `_ScaleEffect`, which such libraries compose with their own modifiers.

import Foundation

private struct BackgroundMaterialKey: EnvironmentKey {
    static let defaultValue: Material? = nil
}

extension EnvironmentValues {
    /// The material underneath the view (set by containers drawn on a material), nil when none is.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}

/// Mirrors its content horizontally when the layout direction is right-to-left.
nonisolated public struct _RightToLeftMirrorModifier: ViewModifier {
    let enabled: Bool
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        if modifier.enabled && inputs.environment.layoutDirection == .rightToLeft {
            outputs.apply(.scale(CGSize(width: -1, height: 1)), from: start)
        }
    }
}

/// A scale effect as a geometry effect: `content.modifier(_ScaleEffect(scale: size))`.
nonisolated public struct _ScaleEffect: GeometryEffect, Equatable {
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(scale: CGSize, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set { (scale.animatableData, anchor.animatableData) = (newValue.first, newValue.second) }
    }

    /// The scale about the anchor point of a view of `size`.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let x = anchor.x * size.width, y = anchor.y * size.height
        return ProjectionTransform(CGAffineTransform(a: scale.width, b: 0, c: 0, d: scale.height,
                                                     tx: x - scale.width * x, ty: y - scale.height * y))
    }

    // Drawn as the scale it is (the page scales about the view's center).
    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        if modifier.scale != CGSize(width: 1, height: 1) {
            outputs.apply(.scale(modifier.scale), from: start)
        }
    }
}

nonisolated extension View {
    /// Scales the view by a width and a height factor.
    public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_EffectModifier(effect: .scale(scale)))
    }

    /// Makes the digits of every text in the view the same width.
    public consuming func monospacedDigit() -> some View {
        modifier(_EnvironmentModifier { environment in
            environment.font = (environment.font ?? .body).monospacedDigit()
        })
    }

    /// Mirrors the view horizontally in a right-to-left layout when `enabled` is true.
    public consuming func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_RightToLeftMirrorModifier(enabled: enabled))
    }
}
