import Strata
import StrataHTML

/// Mounts a view with live state for unit tests: read its HTML, tap controls and type into text
/// fields by their accessible names, and watch state changes re-render.
///
/// ```swift
/// let host = ViewHost(CounterView())
/// try host.tap("Increment")
/// #expect(host.html.contains("Count: 1"))
/// ```
public final class ViewHost {
    public let graph: ViewGraph

    public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) {
        graph = ViewGraph(view, environment: environment)
        graph.update()
    }

    /// The current render tree, with pending state changes applied.
    public var renderTree: [RenderNode] { graph.renderTree }

    /// The current HTML fragment.
    public var html: String { HTMLSerializer.fragment(renderTree) }

    /// The text the view currently shows, including presented alerts and sheets, backgrounds and
    /// overlays.
    public var text: String {
        var parts: [String] = []
        func collect(_ node: RenderNode) {
            for case .presentation(let presentation) in node.effects {
                parts += presentation.nodes.map(\.plainText)
                presentation.nodes.forEach(collect)
            }
            // Backgrounds and overlays (badges, toasts, custom alerts) are shown too.
            for effect in node.effects {
                switch effect {
                case .background(let layer), .overlay(let layer):
                    parts += layer.nodes.map(\.plainText)
                    layer.nodes.forEach(collect)
                default:
                    break
                }
            }
            node.children.forEach(collect)
        }
        let tree = renderTree
        tree.forEach(collect)
        return (tree.map(\.plainText) + parts).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Activates the control whose accessible name is `name` (a button, a toggle, or a view with
    /// `onTapGesture`), runs its action and re-renders.
    public func tap(_ name: String) throws {
        let control = try uniqueControl(named: name, where: { $0.isTappable })
        guard control.isEnabled else { throw ViewHostError.disabled(name) }
        control.activate()
        graph.update()
    }

    /// Replaces the text of the text field named `name` with `text`, through its binding.
    public func type(_ text: String, into name: String) throws {
        let control = try uniqueControl(named: name, where: { $0.isTextField })
        guard control.isEnabled else { throw ViewHostError.disabled(name) }
        control.setText?(text)
        graph.update()
    }

    /// Chooses the option named `option` in the picker named `picker`, through its binding.
    public func select(_ option: String, in picker: String) throws {
        let control = try uniqueControl(named: picker, where: { $0.choose != nil })
        guard control.isEnabled else { throw ViewHostError.disabled(picker) }
        guard let index = control.options.firstIndex(of: option) else {
            throw ViewHostError.noMatch(option, available: control.options)
        }
        control.choose?(index)
        graph.update()
    }

    /// Moves the slider named `name` to `value`, through its binding.
    public func slide(_ name: String, to value: Double) throws {
        let control = try uniqueControl(named: name, where: { $0.setNumber != nil })
        guard control.isEnabled else { throw ViewHostError.disabled(name) }
        control.setNumber?(value)
        graph.update()
    }

    /// Drags the view named `name` (one with a `DragGesture`) by `translation`, from `start` in
    /// its own coordinates: the drag changes in `steps` equal moves and ends where the last one
    /// took it, re-rendering after each as a live page would. Moves shorter than the gesture's minimum distance do not count,
    /// and a drag that never goes that far never begins.
    public func drag(_ name: String, by translation: CGSize, from start: CGPoint = .zero, steps: Int = 4) throws {
        let steps = max(1, steps)
        func location(_ step: Int) -> CGPoint {
            CGPoint(x: start.x + translation.width * CGFloat(step) / CGFloat(steps), y: start.y + translation.height * CGFloat(step) / CGFloat(steps))
        }
        var began = false
        for step in 1...steps {
            // Found again each time: the drag's handlers belong to the latest rendering.
            guard let drag = try uniqueControl(named: name, where: { $0.drag != nil }).drag else { return }
            let point = location(step)
            began = began || hypot(point.x - start.x, point.y - start.y) >= drag.minimumDistance
            guard began else { continue }
            drag.change(location: point, startLocation: start)
            graph.update()
        }
        guard began, let drag = try uniqueControl(named: name, where: { $0.drag != nil }).drag else { return }
        drag.end(location: location(steps), startLocation: start)
        graph.update()
    }

    /// Submits the text field named `name` (as pressing Return would).
    public func submit(_ name: String) throws {
        let control = try uniqueControl(named: name, where: { $0.isTextField })
        control.submit?()
        graph.update()
    }

    /// Runs the work that `task` modifiers started (views that appeared, ids that changed), one
    /// piece at a time in the order it started, re-rendering after each, and again while that work
    /// starts more (bounded). Work whose view disappeared before it ran is skipped. Each piece must
    /// finish: a loop that runs until cancelled never returns here. Timers behind `onReceive` are
    /// not run: the test host does not advance time.
    public func runTasks() async {
        for _ in 0..<16 {
            graph.update()
            let started = graph.takeStartedTasks()
            if started.isEmpty { return }
            for task in started where !task.isCancelled && !task.isOpenEnded {
                let running = Task(priority: task.priority) { await task.action() }
                task.cancellation = { running.cancel() }
                await running.value
                task.cancellation = nil
                graph.update()
            }
        }
    }

    /// The accessible names of every interactive control, in document order.
    public var controlNames: [String] { Control.collect(in: renderTree).map(\.name) }

    /// The current value of the text field named `name`.
    public func value(of name: String) throws -> String {
        try uniqueControl(named: name, where: { $0.isTextField }).value ?? ""
    }

    /// Whether the toggle named `name` is on.
    public func isOn(_ name: String) throws -> Bool {
        try uniqueControl(named: name, where: { $0.isToggle }).isOn ?? false
    }

    private func uniqueControl(named name: String, where matches: (Control) -> Bool) throws -> Control {
        let controls = Control.collect(in: renderTree)
        let candidates = controls.filter { $0.name == name && matches($0) }
        switch candidates.count {
        case 0: throw ViewHostError.noMatch(name, available: controls.filter(matches).map(\.name))
        case 1: return candidates[0]
        default: throw ViewHostError.ambiguous(name, count: candidates.count)
        }
    }
}

/// Why a `ViewHost` interaction failed.
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
    case noMatch(String, available: [String])
    case ambiguous(String, count: Int)
    case disabled(String)

    public var description: String {
        switch self {
        case let .noMatch(name, available):
            "No control named \"\(name)\". Controls: \(available.map { "\"\($0)\"" }.joined(separator: ", "))"
        case let .ambiguous(name, count):
            "\(count) controls are named \"\(name)\"; give them distinct accessibility labels"
        case let .disabled(name):
            "The control named \"\(name)\" is disabled"
        }
    }
}
