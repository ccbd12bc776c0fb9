import Foundation

// Control events. Closure actions (`addAction(_:for:)`, iOS 14) run when the control sends the
// event (`sendActions(for:)`); target-action pairs are kept and never sent, as Linux cannot send a
// selector. A server receives no touches, so only code sends events.

extension UIControl {
    /// What happened to a control.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        actionList.targets.append((target.map { $0 as AnyObject }, action, controlEvents))
    }

    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        actionList.targets.removeAll { entry in
            (target == nil || entry.target === (target.map { $0 as AnyObject }))
                && (action == nil || entry.action == action) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// The targets added with `addTarget(_:action:for:)`.
    public var allTargets: Set<AnyHashable> {
        Set(actionList.targets.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
    }

    /// The events any target or action is registered for.
    public var allControlEvents: Event {
        actionList.targets.reduce(actionList.actions.reduce(Event()) { $0.union($1.events) }) { $0.union($1.events) }
    }

    /// Adds a closure action run when the control sends one of `controlEvents`.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actionList.actions.append((action, controlEvents))
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        actionList.actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs the closure actions registered for any of `controlEvents` (target-action pairs are not
    /// sent: Linux has no Objective-C runtime).
    public func sendActions(for controlEvents: Event) {
        for entry in actionList.actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
    }

    private var actionList: ControlActionList {
        if let list = _attachments["controlActions"] as? ControlActionList { return list }
        let list = ControlActionList()
        _attachments["controlActions"] = list
        return list
    }
}

/// A closure action (iOS 14's `UIAction`), for controls and, as a menu element, for menus.
open class UIAction: UIMenuElement {
    public let identifier: String
    public var attributes: UIMenuElement.Attributes
    public var state: UIMenuElement.State
    let handler: (UIAction) -> Void

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping (UIAction) -> Void
    ) {
        self.identifier = identifier ?? UUID().uuidString
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the action's handler, as choosing it in a menu does (Strata's hook: a server shows no
    /// menu).
    public func _perform() {
        handler(self)
    }
}

/// The target-action pairs and closure actions of a control.
final class ControlActionList {
    var targets: [(target: AnyObject?, action: Selector, events: UIControl.Event)] = []
    var actions: [(action: UIAction, events: UIControl.Event)] = []
}
