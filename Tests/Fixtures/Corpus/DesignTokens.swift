import SwiftUI

// Design tokens and a long-press-to-confirm button built on PrimitiveButtonStyle.

enum Spacing {
    static let xs: CGFloat = 4
    static let s: CGFloat = 8
    static let m: CGFloat = 16
    static let l: CGFloat = 24
}

enum Radius {
    static let card: CGFloat = 16
    static let pill: CGFloat = 999
}

extension Font {
    static let dsTitle = Font.system(.title2, design: .rounded).weight(.bold)
    static let dsBody = Font.system(size: 15)
    static let dsCaption = Font.custom("Inter", size: 12, relativeTo: .caption)
}

extension Color {
    static let dsSurface = Color("Surface")
    static let dsAccent = Color(red: 0.35, green: 0.31, blue: 0.94)
}

struct ElevatedCard: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content
            .padding(Spacing.m)
            .background(
                RoundedRectangle(cornerRadius: Radius.card, style: .continuous)
                    .fill(colorScheme == .dark ? Color(white: 0.15) : .white)
                    .shadow(color: .black.opacity(colorScheme == .dark ? 0 : 0.08), radius: 10, x: 0, y: 4)
            )
    }
}

extension View {
    func elevatedCard() -> some View {
        modifier(ElevatedCard())
    }

    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct HoldToConfirmStyle: PrimitiveButtonStyle {
    var tint: Color = .red

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.dsBody.weight(.semibold))
            .foregroundColor(.white)
            .padding(.horizontal, Spacing.l)
            .padding(.vertical, Spacing.s + 4)
            .background(Capsule().fill(tint))
            .onLongPressGesture(minimumDuration: 0.8) {
                configuration.trigger()
            }
            .accessibilityAddTraits(.isButton)
            .accessibilityHint("Touch and hold to confirm")
    }
}

struct DeleteAccountCard: View {
    @State private var deleted = false
    var isCompact = false

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.s) {
            Text("Delete account")
                .font(.dsTitle)
            Text(deleted ? "Your account is scheduled for deletion." : "This removes all your data after 30 days.")
                .font(.dsBody)
                .foregroundStyle(.secondary)
            Button("Hold to delete") {
                deleted = true
            }
            .buttonStyle(HoldToConfirmStyle())
            .if(isCompact) { $0.controlSize(.small) }
        }
        .elevatedCard()
        .padding()
    }
}

#Preview("Light") {
    DeleteAccountCard()
}

#Preview("Dark") {
    DeleteAccountCard(isCompact: true)
        .preferredColorScheme(.dark)
}
