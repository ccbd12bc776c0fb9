// An overlay queue as overlay-container packages keep one: a shared subject per container, dismiss
// gestures erased to `AnyGesture<Void>`, and a swipe gesture composed in its own `body`.
import Combine
import SwiftUI

/// What an overlay container is told to do.
public enum OverlayEvent: Equatable {
    case show(String)
    case dismissAll
}

/// One container's events: a subject shared among the container's subscribers.
public typealias OverlayChannel = Publishers.Share<PassthroughSubject<OverlayEvent, Never>>

/// Hands out one channel per container name.
public final class OverlayHub {
    private var channels: [String: OverlayChannel] = [:]

    public init() {}

    /// The channel of `container`, made on first use.
    public func channel(for container: String) -> OverlayChannel {
        if let channel = channels[container] { return channel }
        let channel = PassthroughSubject<OverlayEvent, Never>().share()
        channels[container] = channel
        return channel
    }

    /// Sends `event` to the container's subscribers through the shared subject.
    public func send(_ event: OverlayEvent, to container: String) {
        channel(for: container).upstream.send(event)
    }
}

/// Which way a swipe went.
public enum SwipeDirection: String {
    case left, right, up, down
}

/// A drag read as a swipe in one of four directions.
public struct SwipeDirectionGesture: Gesture {
    public typealias Value = SwipeDirection

    public init() {}

    public var body: AnyGesture<SwipeDirection> {
        AnyGesture(
            DragGesture(minimumDistance: 20)
                .map { drag -> SwipeDirection in
                    let dx = drag.translation.width, dy = drag.translation.height
                    if abs(dx) > abs(dy) { return dx < 0 ? .left : .right }
                    return dy < 0 ? .up : .down
                }
        )
    }
}

/// How an overlay can be dismissed.
public enum OverlayDismissal {
    case tap
    case swipe

    /// The gesture that dismisses, erased so either kind fits one property.
    public func gesture(_ dismiss: @escaping () -> Void) -> AnyGesture<Void> {
        switch self {
        case .tap: return TapGesture().onEnded { dismiss() }.erasedToVoid()
        case .swipe: return SwipeDirectionGesture().onEnded { _ in dismiss() }.erasedToVoid()
        }
    }
}

extension Gesture {
    /// This gesture with its value dropped.
    public func erasedToVoid() -> AnyGesture<Void> {
        AnyGesture(map { _ in () })
    }
}

/// A card that reports swipes and goes away with its dismissal gesture, springing as it moves.
public struct OverlayCard: View {
    let dismissal: OverlayDismissal
    @State private var lastSwipe: SwipeDirection?
    @State private var isShown = true

    public init(dismissal: OverlayDismissal) {
        self.dismissal = dismissal
    }

    public var body: some View {
        VStack {
            Text(lastSwipe.map { "Swiped \($0.rawValue)" } ?? "Not swiped")
                .gesture(SwipeDirectionGesture().onEnded { lastSwipe = $0 })
            if isShown {
                Text("Notice")
                    .gesture(dismissal.gesture { isShown = false })
                    .task { try? await Task.sleep(nanoseconds: 1) }
            }
        }
        .animation(.interpolatingSpring(mass: 0.5, stiffness: 120, damping: 9, initialVelocity: 0), value: isShown)
    }
}
