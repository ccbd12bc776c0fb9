import Combine
import CoreGraphics
import Foundation
import SwiftUI

/// Counts down the seconds a notice stays on screen, the way many banner packages do it: a Combine
/// timer driving a published value. On Linux, `Combine` and `CoreGraphics` come with the `SwiftUI`
/// product; the manifest names nothing else.
@MainActor
final class NoticeCountdown: ObservableObject {
    @Published private(set) var secondsLeft: Int
    /// How much of the countdown is left, from 1 down to 0 (for a progress bar's width).
    var fractionLeft: CGFloat { total == 0 ? 0 : CGFloat(secondsLeft) / CGFloat(total) }

    private let total: Int
    private var ticks: AnyCancellable?

    init(seconds: Int) {
        total = max(0, seconds)
        secondsLeft = total
    }

    func start() {
        ticks = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                MainActor.assumeIsolated { self?.tick() }
            }
    }

    func tick() {
        secondsLeft = max(0, secondsLeft - 1)
        if secondsLeft == 0 { ticks = nil }
    }
}
