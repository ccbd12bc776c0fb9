import Foundation

/// How a node's pixels blend with what is under them.
public enum SKBlendMode: Int, Sendable {
    case alpha, add, subtract, multiply, multiplyX2, screen, replace, multiplyAlpha
}

/// The order an emitter draws its particles in.
public enum SKParticleRenderOrder: UInt, Sendable {
    case oldestLast, oldestFirst, dontCare
}

/// How a keyframe sequence moves between its keyframes.
public enum SKInterpolationMode: Int, Sendable {
    case linear = 1, spline, step
}

/// What a keyframe sequence does past its last keyframe.
public enum SKRepeatMode: Int, Sendable {
    case clamp = 1, loop
}

/// Values over a particle's lifetime (colors, scales, alphas), kept as given.
open class SKKeyframeSequence: NSObject {
    public private(set) var values: [Any]
    public private(set) var times: [NSNumber]
    open var interpolationMode: SKInterpolationMode = .linear
    open var repeatMode: SKRepeatMode = .clamp

    public init(keyframeValues values: [Any], times: [NSNumber]) {
        self.values = values
        self.times = times
        super.init()
    }

    public convenience init(capacity numItems: Int) {
        self.init(keyframeValues: [], times: [])
    }

    open func count() -> Int { values.count }

    open func addKeyframeValue(_ value: Any, time: CGFloat) {
        values.append(value)
        times.append(NSNumber(value: Double(time)))
    }

    open func getKeyframeValue(for index: Int) -> Any { values[index] }
    open func getKeyframeTime(for index: Int) -> CGFloat { CGFloat(times[index].doubleValue) }
}

/// A particle emitter, headless: every setting is kept; a server emits no particles.
@MainActor @preconcurrency
open class SKEmitterNode: SKNode {
    open var particleTexture: SKTexture?
    open var particleSize: CGSize = .zero
    open var particleBirthRate: CGFloat = 0
    open var numParticlesToEmit = 0
    open var particleRenderOrder: SKParticleRenderOrder = .oldestLast
    open var particleLifetime: CGFloat = 0
    open var particleLifetimeRange: CGFloat = 0
    open var particlePosition: CGPoint = .zero
    open var particlePositionRange: CGVector = .zero
    open var particleZPosition: CGFloat = 0
    open var emissionAngle: CGFloat = 0
    open var emissionAngleRange: CGFloat = 0
    open var particleSpeed: CGFloat = 0
    open var particleSpeedRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var particleRotation: CGFloat = 0
    open var particleRotationRange: CGFloat = 0
    open var particleRotationSpeed: CGFloat = 0
    open var particleScale: CGFloat = 1
    open var particleScaleRange: CGFloat = 0
    open var particleScaleSpeed: CGFloat = 0
    open var particleScaleSequence: SKKeyframeSequence?
    open var particleAlpha: CGFloat = 1
    open var particleAlphaRange: CGFloat = 0
    open var particleAlphaSpeed: CGFloat = 0
    open var particleAlphaSequence: SKKeyframeSequence?
    open var particleColor: SKColor = .white
    open var particleColorRedRange: CGFloat = 0
    open var particleColorGreenRange: CGFloat = 0
    open var particleColorBlueRange: CGFloat = 0
    open var particleColorAlphaRange: CGFloat = 0
    open var particleColorRedSpeed: CGFloat = 0
    open var particleColorGreenSpeed: CGFloat = 0
    open var particleColorBlueSpeed: CGFloat = 0
    open var particleColorAlphaSpeed: CGFloat = 0
    open var particleColorSequence: SKKeyframeSequence?
    open var particleColorBlendFactor: CGFloat = 0
    open var particleColorBlendFactorRange: CGFloat = 0
    open var particleColorBlendFactorSpeed: CGFloat = 0
    open var particleColorBlendFactorSequence: SKKeyframeSequence?
    open var particleBlendMode: SKBlendMode = .alpha
    open var particleAction: SKAction?
    open weak var targetNode: SKNode?
    open var fieldBitMask: UInt32 = 0xFFFF_FFFF
    /// Seconds of simulation advanced by `advanceSimulationTime(_:)` (kept: nothing is simulated).
    open private(set) var advancedSimulationTime: TimeInterval = 0

    /// An emitter from an `.sks` file: a server reads none, so this is nil.
    public convenience init?(fileNamed filename: String) {
        return nil
    }

    open func advanceSimulationTime(_ sec: TimeInterval) {
        advancedSimulationTime += sec
    }

    open func resetSimulation() {
        advancedSimulationTime = 0
    }
}
