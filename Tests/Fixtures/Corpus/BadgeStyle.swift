import SwiftUI

// A small design-system component with its own style protocol, in the manner of
// SwiftUI's ButtonStyle: configuration, type-erased style, environment injection.

public struct BadgeStyleConfiguration {
    public let label: AnyView
    public let count: Int
}

public protocol BadgeStyle {
    associatedtype Body: View
    typealias Configuration = BadgeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct CapsuleBadgeStyle: BadgeStyle {
    var tint: Color = .red

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.label
            if configuration.count > 0 {
                Text(configuration.count > 99 ? "99+" : "\(configuration.count)")
                    .font(.caption2.bold())
                    .foregroundColor(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(tint))
            }
        }
    }
}

public struct DotBadgeStyle: BadgeStyle {
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .overlay(alignment: .topTrailing) {
                if configuration.count > 0 {
                    Circle()
                        .fill(Color.red)
                        .frame(width: 8, height: 8)
                        .offset(x: 4, y: -4)
                }
            }
    }
}

struct AnyBadgeStyle: BadgeStyle {
    private let _makeBody: (Configuration) -> AnyView

    init<S: BadgeStyle>(_ style: S) {
        _makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
    }

    func makeBody(configuration: Configuration) -> some View {
        _makeBody(configuration)
    }
}

struct BadgeStyleKey: EnvironmentKey {
    static let defaultValue = AnyBadgeStyle(CapsuleBadgeStyle())
}

extension EnvironmentValues {
    var badgeStyle: AnyBadgeStyle {
        get { self[BadgeStyleKey.self] }
        set { self[BadgeStyleKey.self] = newValue }
    }
}

extension View {
    public func badgeStyle<S: BadgeStyle>(_ style: S) -> some View {
        environment(\.badgeStyle, AnyBadgeStyle(style))
    }
}

public struct CountBadge<Label: View>: View {
    @Environment(\.badgeStyle) private var style
    let count: Int
    let label: Label

    public init(count: Int, @ViewBuilder label: () -> Label) {
        self.count = count
        self.label = label()
    }

    public var body: some View {
        style.makeBody(configuration: BadgeStyleConfiguration(label: AnyView(label), count: count))
    }
}

struct BadgeStyle_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 16) {
            CountBadge(count: 3) { Text("Inbox") }
            CountBadge(count: 120) { Text("Updates") }
            CountBadge(count: 1) { Image(systemName: "bell") }
                .badgeStyle(DotBadgeStyle())
        }
        .padding()
    }
}
