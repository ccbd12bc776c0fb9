import Foundation

// Menus (`UIMenu`, iOS 13) and context menus (`UIContextMenuConfiguration`). A server shows no menu
// and receives no long press, so Strata keeps menus as data: code builds them as on iOS, and tests
// (or the code itself) read them back and perform their actions.

/// An item of a menu: an action or a submenu.
@MainActor @preconcurrency
open class UIMenuElement {
    /// How an element is shown and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark.
    public enum State: Int, Hashable, Sendable {
        case off, on, mixed
    }

    public let title: String
    public let subtitle: String?
    public let image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// A menu: a titled list of actions and submenus.
open class UIMenu: UIMenuElement {
    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A menu's name, unique within a menu tree.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    /// A menu of `children`; without an identifier it gets a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}

/// Makes a context menu's menu from the actions the system suggests.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Makes the view controller a context menu previews.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a long press on a view (or a collection view item) would show: a preview and a menu, both
/// made when asked.
@MainActor @preconcurrency
open class UIContextMenuConfiguration {
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration; without an identifier it gets a unique one.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider?
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the configuration would show (Strata's hook: no menu is ever presented on a server).
    public func _makeMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
        actionProvider?(suggestedActions)
    }

    /// The preview the configuration would show (Strata's hook).
    public func _makePreview() -> UIViewController? {
        previewProvider?()
    }
}
