/// Menu-bar commands (macOS). Pages have no menu bar, so commands compile and show nothing.
public protocol Commands {}

/// Builds commands.
@resultBuilder
public enum CommandsBuilder {
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _CommandsGroup { _CommandsGroup() }
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
}

/// Commands built together.
public struct _CommandsGroup: Commands {}

/// Commands in a standard menu.
nonisolated public struct CommandGroup<Content: View>: Commands {
    public init(after placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(before placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// A menu of its own in the menu bar.
nonisolated public struct CommandMenu<Content: View>: Commands {
    public init(_ name: String, @ViewBuilder content: () -> Content) {}
}

/// Where a command group goes.
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The standard sidebar commands.
public struct SidebarCommands: Commands { public init() {} }
/// The standard toolbar commands.
public struct ToolbarCommands: Commands { public init() {} }
