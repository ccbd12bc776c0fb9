// A particle scene as effect packages keep one: in a file of its own that imports only SpriteKit,
// which brings UIKit's and Foundation's names (`CGSize`, `SKColor`, `UIImage`, `NSCoder`) as on iOS.
import SpriteKit

/// Embers rising from the bottom edge.
public final class EmberScene: SKScene {
    public var intensity: CGFloat

    public init(size: CGSize, intensity: CGFloat) {
        self.intensity = intensity
        super.init(size: size)
        backgroundColor = .clear
        scaleMode = .resizeFill
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func didMove(to view: SKView) {
        let emitter = SKEmitterNode()
        emitter.name = "embers"
        emitter.particleTexture = SKTexture(image: UIImage(systemName: "circle.fill") ?? UIImage())
        emitter.particleBirthRate = 60 * intensity
        emitter.particleLifetime = 2.5
        emitter.particlePositionRange = CGVector(dx: size.width, dy: 0)
        emitter.emissionAngle = .pi / 2
        emitter.emissionAngleRange = .pi / 8
        emitter.particleSpeed = 80
        emitter.particleAlphaSpeed = -0.4
        emitter.particleColor = SKColor(red: 1, green: 0.45, blue: 0.1, alpha: 1)
        emitter.particleColorBlendFactor = 1
        emitter.particleBlendMode = .add
        emitter.position = CGPoint(x: size.width / 2, y: 0)
        addChild(emitter)
        emitter.run(.sequence([.wait(forDuration: 3), .fadeOut(withDuration: 1), .removeFromParent()]), withKey: "fade")
    }
}
