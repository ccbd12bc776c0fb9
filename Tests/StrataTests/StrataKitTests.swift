import SnapshotTesting
import StrataHTML
import StrataKit
import StrataTesting
import SwiftUI
import Testing

/// A button kind defined outside StrataKit (the Open/Closed argument of the seed's Strategy design).
private struct ConfirmKind: ModalCardButtonKind {
    let action: () -> Void
    var role: ButtonRole? { nil }
    var label: some View { Label("Confirm", systemImage: "checkmark") }
}

extension ModalCard.Button {
    fileprivate static func confirm(_ action: @escaping () -> Void) -> ModalCard.Button { .init(ConfirmKind(action: action)) }
}

private struct CheckoutButton: View {
    @Environment(\.checkoutCompletion) private var completion
    var body: some View { Button("Checkout") { completion() } }
}

private struct OpenLinkKey: EnvironmentKey {
    static var defaultValue: HandledCascadingAction<String> { .root }
}

extension EnvironmentValues {
    fileprivate var openLink: HandledCascadingAction<String> {
        get { self[OpenLinkKey.self] }
        set { self[OpenLinkKey.self] = newValue }
    }
}

private struct LinkButton: View {
    let url: String
    let outcome: Tally
    @Environment(\.openLink) private var openLink
    var body: some View { Button("Open \(url)") { outcome.hit(openLink(url) ? "handled" : "unhandled") } }
}

@MainActor
@Suite("StrataKit")
struct StrataKitTests {
    @Test func modalCardFactoryButtonsRunActions() throws {
        let tally = Tally()
        let card = ModalCard(
            title: "Delete Account", message: "This action cannot be undone.",
            primaryButton: .destructive(Text("Delete")) { tally.hit("delete") },
            secondaryButton: .cancel { tally.hit("cancel") }
        )
        let host = ViewHost(card)
        #expect(host.controlNames == ["Cancel", "Delete"])
        try host.tap("Delete")
        try host.tap("Cancel")
        #expect(tally.events == ["delete", "cancel"])
        #expect(host.html.contains("s-role-destructive"))
    }

    @Test func modalCardSlotsAndOutsideKinds() throws {
        let tally = Tally()
        let slots = ModalCard(title: "Sign Out", message: "") {
            Button("Sign Out", role: .destructive) { tally.hit("out") }
        } secondaryAction: {
            Button("Stay") {}
        }
        let host = ViewHost(slots)
        try host.tap("Sign Out")
        #expect(tally.events == ["out"])
        // An empty message renders nothing.
        #expect(!host.html.contains("s-f-subheadline"))

        let custom = ViewHost(ModalCard(title: "Publish", message: "Visible to everyone.", primaryButton: .confirm { tally.hit("confirm") }, secondaryButton: .default(Text("Later"))))
        try custom.tap("Confirm")
        #expect(tally.events == ["out", "confirm"])
    }

    @Test func stylesAndThemesComeFromTheEnvironment() {
        let card = ModalCard(title: "T", message: "M", primaryButton: .default(Text("OK")), secondaryButton: .cancel())
        let standard = html(card)
        let alert = html(card.modalCardStyle(.alert))
        let ocean = html(card.strataTheme(.ocean))
        #expect(standard.contains("border-radius:20px"))
        #expect(alert.contains("<hr class=\"s-div\">"))
        #expect(ocean.contains("border-radius:28px"))
        #expect(ocean.contains("ui-rounded"))
        // Two subtrees of one page with different themes.
        let both = html(HStack { card; card.strataTheme(.ocean) })
        #expect(both.contains("border-radius:20px") && both.contains("border-radius:28px"))
    }

    @Test func darkPaletteFollowsColorScheme() {
        let card = Card(title: "Shipping") { Text("Tuesday") }
        // The standard theme uses the system's grouped surface, which the appearance recolors
        // (on the web: the page's or the browser's), and a deeper shadow in dark mode.
        #expect(html(card).contains("background:var(--s-secondaryGroupedBackground)"))
        #expect(html(card).contains("rgba(0,0,0,0.1)") && html(card.colorScheme(.dark)).contains("rgba(0,0,0,0.5)"))
        #expect(html(card.colorScheme(.dark)).contains(#"class="s-lay s-dark"#))
        // A theme with its own colors picks its dark palette.
        let ocean = card.strataTheme(.ocean)
        #expect(html(ocean).contains("background:rgb(240,250,250)"))
        #expect(html(ocean.colorScheme(.dark)).contains("background:rgb(8,38,46)"))
        #expect(html(card.cardStyle(.outlined)).contains("border:1px solid"))
    }

    @Test func cascadingActionsRunInnermostFirstAndSiblingsAreIsolated() throws {
        let log = Tally()
        let view = VStack {
            CheckoutButton()
                .cascadingAction(for: \.checkoutCompletion) { log.hit("inner") }
                .onCheckoutCompletion { log.hit("middle") }
            Button("Other") {}
                .cascadingAction(path: \.checkoutCompletion) { log.hit("sibling") }
        }
        .onCheckoutCompletion { log.hit("outer") }
        let host = ViewHost(view)
        try host.tap("Checkout")
        #expect(log.events == ["inner", "middle", "outer"])
    }

    @Test func handledCascadingActionStopsAndReports() throws {
        let outcome = Tally()
        let seen = Tally()
        let view = VStack {
            LinkButton(url: "help", outcome: outcome)
                .cascadingAction(for: \.openLink) { url -> CascadeDecision in
                    seen.hit("inner \(url)")
                    return url == "help" ? .handled : .propagate
                }
            LinkButton(url: "mail", outcome: outcome)
        }
        .cascadingAction(for: \.openLink) { url -> CascadeDecision in
            seen.hit("outer \(url)")
            return .propagate
        }
        let host = ViewHost(view)
        try host.tap("Open help")
        try host.tap("Open mail")
        #expect(seen.events == ["inner help", "outer mail"])
        #expect(outcome.events == ["handled", "unhandled"])
    }

    @Test func snapshotsPerStyleThemeAndScheme() {
        let card = ModalCard(title: "Delete Account", message: "This action cannot be undone.", primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        for theme in StrataTheme.all {
            for scheme in ColorScheme.allCases {
                let card = card.strataTheme(theme).colorScheme(scheme)
                let name = "\(theme.name.lowercased())-\(scheme == .dark ? "dark" : "light")"
                assertSnapshot(of: HTMLRenderer(content: card).html, as: .lines, named: "card-\(name)")
                assertSnapshot(of: HTMLRenderer(content: card.modalCardStyle(.alert)).html, as: .lines, named: "alert-\(name)")
            }
        }
    }
}
