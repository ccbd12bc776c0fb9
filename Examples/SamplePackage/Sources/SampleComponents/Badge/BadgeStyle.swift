import SwiftUI

/// Draws a `Badge`. Set one for a whole screen with `.badgeStyle(_:)`.
public protocol BadgeStyle: Sendable {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: BadgeStyleConfiguration) -> Body
}

/// A capsule filled with the prominence's color.
public struct CapsuleBadgeStyle: BadgeStyle {
    public init() {}

    public func makeBody(configuration: BadgeStyleConfiguration) -> some View {
        configuration.label
            .font(.caption.weight(.semibold))
            .foregroundStyle(configuration.prominence == .subtle ? Color.primary : Color.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Capsule().fill(Self.fill(configuration.prominence)))
    }

    static func fill(_ prominence: BadgeProminence) -> Color {
        switch prominence {
        case .subtle: return Color.gray.opacity(0.2)
        case .standard: return Color.blue
        case .alarming: return Color.red
        }
    }
}

/// An outlined rounded rectangle, for dense lists.
public struct OutlinedBadgeStyle: BadgeStyle {
    public init() {}

    public func makeBody(configuration: BadgeStyleConfiguration) -> some View {
        configuration.label
            .font(.caption)
            .foregroundStyle(configuration.prominence == .alarming ? Color.red : Color.primary)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.secondary, lineWidth: 1))
    }
}

extension BadgeStyle where Self == CapsuleBadgeStyle {
    public static var capsule: CapsuleBadgeStyle { CapsuleBadgeStyle() }
}

extension BadgeStyle where Self == OutlinedBadgeStyle {
    public static var outlined: OutlinedBadgeStyle { OutlinedBadgeStyle() }
}

private struct BadgeStyleKey: EnvironmentKey {
    static let defaultValue: any BadgeStyle = CapsuleBadgeStyle()
}

extension EnvironmentValues {
    var badgeStyle: any BadgeStyle {
        get { self[BadgeStyleKey.self] }
        set { self[BadgeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the badges in this view.
    public func badgeStyle(_ style: some BadgeStyle) -> some View {
        environment(\.badgeStyle, style)
    }
}
