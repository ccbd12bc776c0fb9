import SwiftUI

/// Defines how KPIs look.
public protocol KPIStyle {
    associatedtype Body: View
    typealias Configuration = KPIStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A KPI style with its body type erased, kept in the environment.
struct AnyKPIStyle {
    private let render: (KPIStyleConfiguration) -> AnyView
    init<S: KPIStyle>(_ style: S) { render = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(configuration: KPIStyleConfiguration) -> AnyView { render(configuration) }
}

private struct KPIStyleKey: EnvironmentKey {
    static var defaultValue: AnyKPIStyle { AnyKPIStyle(ProminentKPIStyle()) }
}

extension EnvironmentValues {
    var kpiStyle: AnyKPIStyle {
        get { self[KPIStyleKey.self] }
        set { self[KPIStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of KPIs in this view.
    public func kpiStyle<S: KPIStyle>(_ style: S) -> some View {
        environment(\.kpiStyle, AnyKPIStyle(style))
    }
}

/// The value large, in the theme's text color, with the icon above it in the accent color (the default).
public struct ProminentKPIStyle: KPIStyle {
    /// Creates the prominent style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        KPILayout(configuration: configuration, isCompact: false)
    }
}

/// The icon beside a smaller value, for dense headers.
public struct CompactKPIStyle: KPIStyle {
    /// Creates the compact style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        KPILayout(configuration: configuration, isCompact: true)
    }
}

extension KPIStyle where Self == ProminentKPIStyle {
    /// A large value with the icon above.
    public static var prominent: ProminentKPIStyle { ProminentKPIStyle() }
    /// The default style: `.prominent`.
    public static var automatic: ProminentKPIStyle { ProminentKPIStyle() }
}

extension KPIStyle where Self == CompactKPIStyle {
    /// The icon beside a smaller value.
    public static var compact: CompactKPIStyle { CompactKPIStyle() }
}

nonisolated private struct KPILayout: View {
    let configuration: KPIStyleConfiguration
    let isCompact: Bool
    private var theme = ThemePalette()

    init(configuration: KPIStyleConfiguration, isCompact: Bool) {
        self.configuration = configuration
        self.isCompact = isCompact
    }

    var body: some View {
        let palette = theme.palette, tokens = theme.tokens
        if isCompact {
            HStack(spacing: 6) {
                if !configuration.icon.isEmpty {
                    configuration.icon.foregroundStyle(palette.accent).accessibilityHidden(true)
                }
                configuration.title
                    .font(.headline)
                    .foregroundStyle(palette.onSurface)
            }
            .accessibilityElement(children: .combine)
        } else {
            VStack(spacing: 4) {
                if !configuration.icon.isEmpty {
                    configuration.icon.font(.title3).foregroundStyle(palette.accent).accessibilityHidden(true)
                }
                configuration.title
                    .font(.system(.title, design: .rounded, weight: .bold))
                    .foregroundStyle(palette.onSurface)
            }
            .padding(.horizontal, tokens.spacing.small)
            .accessibilityElement(children: .combine)
        }
    }
}
