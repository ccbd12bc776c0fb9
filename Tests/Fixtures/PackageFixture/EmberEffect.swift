// A particle effect as effect packages write one: a SpriteKit scene that builds its emitters when
// presented, shown through `SpriteView` over transparent content.
import SpriteKit
import SwiftUI

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

/// Embers behind some content.
public struct EmberBackdrop<Content: View>: View {
    let scene: EmberScene
    let content: Content

    public init(size: CGSize, intensity: CGFloat = 1, @ViewBuilder content: () -> Content) {
        scene = EmberScene(size: size, intensity: intensity)
        self.content = content()
    }

    public var emberScene: EmberScene { scene }

    public var body: some View {
        ZStack {
            SpriteView(scene: scene, options: [.allowsTransparency])
                .allowsHitTesting(false)
            content
        }
    }
}
