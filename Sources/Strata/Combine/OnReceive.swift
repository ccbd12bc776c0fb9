import Foundation

/// A publisher whose values come with time (a timer): a hosted graph delivers them from work it
/// starts itself, on the executor that drives the graph, so they never race a render.
public protocol _TimedPublisher {
    /// Seconds between values.
    var _interval: TimeInterval { get }
    /// The value delivered at `date`.
    func _value(at date: Date) -> Any
}

extension Timer.TimerPublisher: _TimedPublisher {
    public var _interval: TimeInterval { interval }
    public func _value(at date: Date) -> Any { date }
}

extension Publishers.Autoconnect: _TimedPublisher where Upstream: _TimedPublisher {
    public var _interval: TimeInterval { upstream._interval }
    public func _value(at date: Date) -> Any { upstream._value(at: date) }
}

/// Delivers a publisher's values to an action while content is on screen in a hosted graph.
nonisolated public struct _OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        inputs.pass.graph?.markReceiver(inputs.identity.child(-7), owner: inputs.owner, publisher: modifier.publisher, action: modifier.action)
        Content._makeView(content, inputs: inputs, outputs: &outputs)
    }
}

/// The latest `onReceive` action of a view: values go to the closure of the latest render.
final class ReceiverAction<Output> {
    var action: (Output) -> Void = { _ in }
}

/// The `onReceive` subscriptions of the views on screen, by identity.
final class ViewGraphReceiverRegistry {
    private var active: [ViewIdentity: (action: AnyObject, stop: () -> Void)] = [:]

    /// The action box for `identity`, and whether it is new (the view just appeared).
    func action<Output>(for identity: ViewIdentity) -> (ReceiverAction<Output>, isNew: Bool) {
        if let box = active[identity]?.action as? ReceiverAction<Output> { return (box, false) }
        active.removeValue(forKey: identity)?.stop()
        let box = ReceiverAction<Output>()
        active[identity] = (box, {})
        return (box, true)
    }

    func setStop(_ identity: ViewIdentity, _ stop: @escaping () -> Void) {
        active[identity]?.stop = stop
    }

    func remove(_ identity: ViewIdentity) {
        active.removeValue(forKey: identity)?.stop()
    }

    /// Ends every subscription: the graph is going away.
    func removeAll() {
        let stops = active.values.map(\.stop)
        active.removeAll()
        stops.forEach { $0() }
    }
}

extension ViewGraph {
    /// Records an `onReceive` produced in this pass: subscribes when the view appears (a timer
    /// becomes open-ended work the host runs), cancels when it disappears.
    func markReceiver<P: Publisher>(_ identity: ViewIdentity, owner: ViewNode?, publisher: P, action: @escaping (P.Output) -> Void)
    where P.Failure == Never {
        let (box, isNew): (ReceiverAction<P.Output>, Bool) = receivers.action(for: identity)
        box.action = action
        if isNew {
            if let timed = publisher as? any _TimedPublisher {
                startTimer(identity, interval: timed._interval, value: { timed._value(at: $0) as? P.Output }, deliver: box)
            } else {
                afterPass { [weak self] in
                    let subscription = publisher._subscribe { box.action($0) }
                    self?.receivers.setStop(identity) { subscription.cancel() }
                }
            }
        }
        markAppeared(identity, owner: owner, onAppear: nil, onDisappear: { [weak self] in self?.receivers.remove(identity) })
    }

    private func startTimer<Output>(_ identity: ViewIdentity, interval: TimeInterval, value: @escaping (Date) -> Output?,
                                    deliver box: ReceiverAction<Output>) {
        let seconds = interval.isFinite ? max(interval, 0.01) : 1
        startOpenEndedWork(identity) {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(seconds))
                guard !Task.isCancelled, let output = value(Date()) else { break }
                box.action(output)
            }
        }
        receivers.setStop(identity) { [weak self] in self?.cancelWork(identity) }
    }
}

nonisolated extension View {
    /// Runs `action` with each value `publisher` delivers while the view is on screen in a hosted
    /// graph: a live page (timers tick on the session's executor and push their changes) or the
    /// test host (which delivers synchronous publishers; it does not advance time). Static pages
    /// subscribe to nothing.
    public consuming func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(_OnReceiveModifier(publisher: publisher, action: action))
    }
}
