import Foundation
import QuartzCore
import SwiftUI
import Testing
import UIKit

/// Names pager and effect packages use beside collection views and SpriteKit.
@MainActor @Suite struct PagerAndEffectNamesTests {
    @Test func snapshotsAreEmptyViewsOfTheSnapshottedSize() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 80))
        #expect(view.snapshotView(afterScreenUpdates: false)?.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        let piece = view.resizableSnapshotView(from: CGRect(x: 20, y: 0, width: 40, height: 80), afterScreenUpdates: true, withCapInsets: .zero)
        #expect(piece?.frame == CGRect(x: 0, y: 0, width: 40, height: 80) && piece?.subviews.isEmpty == true)
    }

    @Test func visualEffectsCompareAsObjects() {
        let blur = UIBlurEffect(style: .systemThinMaterial)
        let view = UIVisualEffectView(effect: nil)
        #expect(view.effect == .none)
        view.effect = blur
        #expect(view.effect == blur && view.effect != UIBlurEffect(style: .systemThinMaterial))
    }

    @Test func emitterCellsKeepTheirFilters() {
        let cell = CAEmitterCell()
        #expect(cell.fillMode == .removed && cell.minificationFilter == "linear")
        cell.fillMode = .forwards
        cell.minificationFilter = CALayerContentsFilter.trilinear.rawValue
        cell.magnificationFilter = CALayerContentsFilter.nearest.rawValue
        cell.minificationFilterBias = 0.5
        #expect(cell.fillMode == .forwards && cell.minificationFilter == "trilinear" && cell.magnificationFilter == "nearest" && cell.minificationFilterBias == 0.5)
    }

    @Test func displayLinksAreKeptAndNeverFire() {
        let link = CADisplayLink(target: NSObject(), selector: Selector("step"))
        #expect(!link.isScheduled && link.selector == Selector("step"))
        link.add(to: .main, forMode: .common)
        #expect(link.isScheduled && link.duration == 1.0 / 60 && link.timestamp == 0)
        link.invalidate()
        #expect(!link.isScheduled)
    }

    @Test func imageRenderersRunTheirActionsInACurrentContext() {
        var sawContext = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
            sawContext = UIGraphicsGetCurrentContext() === context.cgContext
            "A".draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        #expect(sawContext && UIGraphicsGetCurrentContext() == nil && image.size == .zero)
    }
}
