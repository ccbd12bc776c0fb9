// Code in the shape Xcode 16 projects write in the Swift 6 mode: main-actor view models and
// helpers, read from views' stored-property defaults, bodies, modifiers and custom styles. It
// compiles only if `View`, `ViewModifier` and the style protocols are main-actor bound, as Apple's.
import SwiftUI

/// A main-actor, observable view model.
@MainActor @Observable
public final class Mailbox {
    public private(set) var messages: [String]
    public private(set) var refreshes = 0

    public init(messages: [String]) { self.messages = messages }

    /// Sample data, made on the main actor.
    public static var sample: Mailbox { Mailbox(messages: ["Welcome aboard", "Invoice 42", "Lunch?"]) }

    public func archive(_ message: String) { messages.removeAll { $0 == message } }

    public func refresh() async { refreshes += 1 }
}

/// App-wide constants kept on the main actor.
@MainActor
public enum MailTheme {
    public static var title = "Inbox"
    public static var unreadTint: Color { .orange }
}

/// A custom style protocol bound to the main actor, like SwiftUI's.
@MainActor
public protocol CountBadgeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(count: Int) -> Body
}

/// A capsule with the count.
public struct CapsuleCountBadgeStyle: CountBadgeStyle {
    public init() {}
    public func makeBody(count: Int) -> some View {
        Text("\(count) unread")
            .padding(.horizontal, 6)
            .background(Capsule().fill(MailTheme.unreadTint))
    }
}

/// Dims content while nothing is unread; reads the model from a modifier's body.
struct DimmedWhenRead: ViewModifier {
    let mailbox: Mailbox
    func body(content: Content) -> some View {
        content.opacity(mailbox.messages.isEmpty ? 0.5 : 1)
    }
}

/// A screen that owns its model through `@State` with a main-actor default.
public struct MailboxScreen: View {
    @State private var mailbox = Mailbox.sample
    private let title = MailTheme.title
    private let badge = CapsuleCountBadgeStyle()

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(title).font(.headline)
                Spacer()
                badge.makeBody(count: mailbox.messages.count)
            }
            ForEach(mailbox.messages, id: \.self) { message in
                MessageRow(mailbox: mailbox, message: message)
            }
            Text("Refreshed \(mailbox.refreshes) times")
        }
        .modifier(DimmedWhenRead(mailbox: mailbox))
        .task { await mailbox.refresh() }
    }
}

/// A row holding the model as a plain `let`.
struct MessageRow: View {
    let mailbox: Mailbox
    let message: String

    var body: some View {
        Button("Archive \(message)") { mailbox.archive(message) }
            .foregroundStyle(mailbox.messages.first == message ? MailTheme.unreadTint : .primary)
    }
}

/// Sample data for previews, made on the main actor (`#Preview(traits: .modifier(SampleMailbox()))`).
public struct SampleMailbox: PreviewModifier {
    public init() {}
    public static func makeSharedContext() async throws -> Mailbox { Mailbox.sample }
    public func body(content: Content, context: Mailbox) -> some View {
        content.environment(context)
    }
}

/// Reads the mailbox from the environment.
public struct MailboxCount: View {
    @Environment(Mailbox.self) private var mailbox
    public init() {}
    public var body: some View { Text("\(mailbox.messages.count) messages") }
}

/// A shape and an effect with their own `animatableData`, as Swift 6 code writes them.
struct NotchedRectangle: Shape {
    var notch: CGFloat
    var animatableData: CGFloat {
        get { notch }
        set { notch = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: rect.midX - notch, y: 0))
        path.addLine(to: CGPoint(x: rect.midX, y: notch))
        path.addLine(to: CGPoint(x: rect.midX + notch, y: 0))
        path.addLine(to: CGPoint(x: rect.maxX, y: 0))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: 0, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Shake: GeometryEffect {
    var travel: CGFloat = 6
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * 2), y: 0))
    }
}

/// A card using both.
public struct NotchedCard: View {
    @State private var attempts: CGFloat = 0
    public init() {}
    public var body: some View {
        NotchedRectangle(notch: 12)
            .fill(MailTheme.unreadTint)
            .frame(height: 80)
            .modifier(Shake(animatableData: attempts))
    }
}

/// A flow layout declared `Sendable`, as Swift 6 layout packages do, holding environment values and
/// using `EmptyView` as its content when it is used as a `Layout`.
public struct TagFlow<Content: View>: View {
    @Environment(\.layoutDirection) var direction
    let spacing: CGFloat
    let content: Content

    public init(spacing: CGFloat = 8, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: spacing) { content }
            .environment(\.layoutDirection, direction)
    }
}

extension TagFlow: Sendable where Content == EmptyView {}
