// On Linux, `import WidgetKit` resolves to this module: the names a package's widget views and
// helpers use. A server runs no widget extension: timelines are not requested and reloads do
// nothing, but a widget's views render like any others (a gallery shows them at a family's size).
@_exported import Strata
import Foundation

/// The sizes and shapes a widget comes in.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline

    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCorner: "accessoryCorner"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }
}

/// How the system draws a widget's content.
public struct WidgetRenderingMode: Hashable, Sendable {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The family of the widget the view is in (small, unless a widget preview sets it).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}

/// Where a container background goes.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

nonisolated extension View {
    /// The widget's background: drawn behind the view, as on the Home Screen.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(style)
    }

    /// The widget's background view.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(alignment: alignment, content: content)
    }

    /// The URL the widget opens when tapped (kept: a page has no widget to tap).
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Marks the view as part of the widget's accent group (kept for API parity).
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
}
