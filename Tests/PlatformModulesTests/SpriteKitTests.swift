import Foundation
import SpriteKit
import SwiftUI
import Testing

/// A scene that records what SpriteKit calls, as effect scenes override them.
private final class RecordingScene: SKScene {
    var calls: [String] = []

    override func sceneDidLoad() { calls.append("load") }

    override func didMove(to view: SKView) {
        calls.append("didMove")
        let emitter = SKEmitterNode()
        emitter.name = "sparks"
        emitter.particleBirthRate = 40
        emitter.position = CGPoint(x: size.width / 2, y: size.height / 2)
        addChild(emitter)
    }

    override func willMove(from view: SKView) { calls.append("willMove") }
}

@MainActor @Suite struct SpriteKitTests {
    @Test func canImportSpriteKitInTargetsThatDependOnStrata() {
        #if canImport(SpriteKit)
        let visible = true
        #else
        let visible = false
        #endif
        #expect(visible)
    }

    @Test func nodesKeepTheirTree() {
        let scene = SKScene(size: CGSize(width: 200, height: 100))
        let parent = SKNode(), first = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 20)), second = SKNode()
        first.name = "first"
        scene.addChild(parent)
        parent.addChild(second)
        parent.insertChild(first, at: 0)
        #expect(parent.children == [first, second])
        #expect(first.parent === parent && first.scene === scene && parent.childNode(withName: "first") === first)
        #expect(first.isDescendant(of: scene) && !scene.isDescendant(of: first))
        first.removeFromParent()
        #expect(parent.children == [second] && first.parent == nil && first.scene == nil)
        second.move(toParent: scene)
        #expect(scene.children == [parent, second] && parent.children.isEmpty)
    }

    @Test func spritesAndShapesHaveFrames() {
        let sprite = SKSpriteNode(color: .blue, size: CGSize(width: 10, height: 20))
        sprite.position = CGPoint(x: 50, y: 50)
        #expect(sprite.frame == CGRect(x: 45, y: 40, width: 10, height: 20))
        sprite.setScale(2)
        #expect(sprite.frame == CGRect(x: 40, y: 30, width: 20, height: 40))
        let circle = SKShapeNode(circleOfRadius: 5)
        circle.position = CGPoint(x: 10, y: 0)
        #expect(circle.frame == CGRect(x: 5, y: -5, width: 10, height: 10))
        let scene = SKScene(size: CGSize(width: 100, height: 80))
        scene.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(scene.frame == CGRect(x: -50, y: -40, width: 100, height: 80))
    }

    @Test func presentingASceneCallsItsHooks() {
        let scene = RecordingScene(size: CGSize(width: 300, height: 200))
        let view = SKView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.presentScene(scene)
        #expect(scene.calls == ["load", "didMove"] && scene.view === view && view.scene === scene)
        let next = RecordingScene(size: .zero)
        view.presentScene(next, transition: .crossFade(withDuration: 0.3))
        #expect(scene.calls == ["load", "didMove", "willMove"] && scene.view == nil)
        view.presentScene(scene)
        #expect(scene.calls == ["load", "didMove", "willMove", "didMove"], "a scene loads once")
        #expect(scene.children.count == 2)
    }

    @Test func emittersKeepEverySetting() {
        let emitter = SKEmitterNode()
        emitter.particleTexture = SKTexture(imageNamed: "spark")
        emitter.particleBirthRate = 512
        emitter.numParticlesToEmit = 126
        emitter.particlePositionRange = CGVector(dx: 30, dy: 5)
        emitter.particleColor = .orange
        emitter.particleColorSequence = SKKeyframeSequence(keyframeValues: [SKColor.red, SKColor.yellow], times: [0, 1])
        emitter.particleBlendMode = .add
        emitter.advanceSimulationTime(2)
        #expect(emitter.particleBirthRate == 512 && emitter.numParticlesToEmit == 126)
        #expect(emitter.particlePositionRange == CGVector(dx: 30, dy: 5) && emitter.particleBlendMode == .add)
        #expect(emitter.particleColor == .orange && emitter.particleColorSequence?.count() == 2)
        #expect(emitter.particleTexture?.imageName == "spark" && emitter.advancedSimulationTime == 2)
        #expect(SKEmitterNode(fileNamed: "Sparks.sks") == nil)
    }

    @Test func actionsAreKeptNotRun() {
        let node = SKNode()
        let move = SKAction.move(to: CGPoint(x: 100, y: 0), duration: 1)
        let pulse = SKAction.sequence([.scale(to: 1.2, duration: 0.2), .scale(to: 1, duration: 0.3)])
        #expect(pulse.duration == 0.5)
        #expect(SKAction.group([move, pulse]).duration == 1)
        #expect(SKAction.repeat(pulse, count: 3).duration == 1.5 && SKAction.repeatForever(pulse).duration == .infinity)
        node.run(move, withKey: "move")
        node.run(pulse)
        #expect(node.hasActions() && node.action(forKey: "move") === move)
        node.run(pulse, withKey: "move")
        #expect(node.action(forKey: "move") === pulse)
        #expect(node.position == .zero, "nothing is simulated")
        node.removeAllActions()
        #expect(!node.hasActions())
        let reversed = SKAction.moveBy(x: 10, y: -5, duration: 1).reversed()
        guard case .move(nil, let delta?) = reversed.kind else {
            Issue.record("a reversed move is a move")
            return
        }
        #expect(delta == CGVector(dx: -10, dy: 5))
    }

    @Test func aSpriteViewPresentsItsSceneOnceAndDrawsItsBackground() {
        let scene = RecordingScene(size: CGSize(width: 240, height: 120))
        scene.backgroundColor = .red
        let first = html(SpriteView(scene: scene, options: [.allowsTransparency]))
        let second = html(SpriteView(scene: scene, options: [.allowsTransparency]))
        #expect(scene.calls == ["load", "didMove"], "presented once however often the body runs")
        #expect(scene.children.count == 1)
        #expect(first == second)
        #expect(first.contains("240") && first.contains("120"))
        #expect(first == html(Rectangle().fill(Color(uiColor: .red)).frame(width: 240, height: 120)))
    }
}
