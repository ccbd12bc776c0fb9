import Foundation
import PackageFixture
import SpriteKit
import SwiftUI
import Testing
import UIKit

/// The fixture package's SpriteKit, Accelerate and collection view files, used as a package's users would.
@MainActor @Suite struct ModuleFixtureTests {
    @Test func theEmberBackdropPresentsItsSceneBehindTheContent() {
        let backdrop = EmberBackdrop(size: CGSize(width: 200, height: 120), intensity: 2) { Text("Launch") }
        let output = html(backdrop)
        #expect(output.contains("Launch"))
        let emitter = backdrop.emberScene.childNode(withName: "embers") as? SKEmitterNode
        #expect(emitter?.particleBirthRate == 120 && emitter?.particleBlendMode == .add)
        #expect(emitter?.particlePositionRange == CGVector(dx: 200, dy: 0) && emitter?.action(forKey: "fade")?.duration == 4)
        #expect(html(backdrop) == output && backdrop.emberScene.children.count == 1, "the scene is presented once")
    }

    @Test func theLevelMeterMeasuresWithAccelerate() {
        let reading = LevelReading(samples: [0.5, -1, 0.25, 0])
        #expect(reading.peak == 1 && reading.normalized == [0.5, 1, 0.25, 0])
        // √((0.25 + 1 + 0.0625 + 0) / 4) = √0.328125
        #expect(abs(reading.rms - Float(0.328125).squareRoot()) < 1e-6)
        #expect(LevelReading(samples: [0, 0]).normalized == [0, 0])
        #expect(html(LevelMeter(samples: [0.5, -1, 0.25, 0])).contains("Level 57 percent"))
    }

    @Test func theTagGridLaysOutItsTagsInLines() {
        let coordinator = TagGridCoordinator(tags: ["Swift", "Linux", "Server", "SwiftUI", "Strata"])
        let collectionView = coordinator.makeCollectionView(width: 200)
        collectionView.layoutIfNeeded()
        #expect(coordinator.visibleTags(in: collectionView) == coordinator.tags)
        let frames = (0..<5).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == 5 && frames.allSatisfy { $0.minX >= 8 && $0.maxX <= 192 && $0.height == 28 })
        #expect(Set(frames.map(\.minY)).count > 1, "five tags do not fit on one 184-point line")
        coordinator.tags.removeLast(2)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(coordinator.visibleTags(in: collectionView) == ["Swift", "Linux", "Server"])
    }
}
