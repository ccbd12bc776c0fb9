import Combine
import Foundation

#if canImport(UIKit)
import UIKit
/// The refresh rate shimmer animations are tuned for.
public let preferredFramesPerSecond = 60
#elseif canImport(AppKit)
import AppKit
public let preferredFramesPerSecond = 60
#endif

/// Ticks while a placeholder is on screen, for components that shimmer for a limited time.
public final class ShimmerClock: ObservableObject {
    @Published public private(set) var elapsed: TimeInterval = 0
    private var ticks: AnyCancellable?

    public init() {}

    public func start(every interval: TimeInterval = 1.0 / Double(preferredFramesPerSecond)) {
        ticks = Timer.publish(every: interval, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.elapsed += interval }
    }

    public func stop() {
        ticks = nil
    }
}
