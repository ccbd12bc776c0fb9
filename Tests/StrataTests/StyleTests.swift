import StrataTesting
import SwiftUI
import Testing

private struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .background(Capsule().fill(configuration.role == .destructive ? Color.red : Color.blue))
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

extension ButtonStyle where Self == PillStyle {
    fileprivate static var pill: PillStyle { PillStyle() }
}

/// Triggers on a tap gesture of its own instead of a `<button>`.
private struct TapOnlyStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .accessibilityLabel("Tap area")
            .onTapGesture { configuration.trigger() }
    }
}

private struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Image(systemName: configuration.isOn ? "star.fill" : "star")
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

private struct ToggleHost: View {
    @State private var on = false
    var body: some View {
        VStack {
            Toggle("Favorite", isOn: $on)
            Text(on ? "is on" : "is off")
        }
    }
}

@MainActor
@Suite("Styles")
struct StyleTests {
    @Test func customButtonStyleDrawsLabelInsideAButton() throws {
        let tally = Tally()
        let view = Button("Delete", role: .destructive) { tally.hit() }.buttonStyle(.pill)
        let output = html(view)
        #expect(output.hasPrefix(#"<button class="s-btn s-btn-custom s-role-destructive" type="button""#))
        #expect(output.contains("background:var(--s-red)"))
        let host = ViewHost(view)
        try host.tap("Delete")
        #expect(tally.count == 1)
    }

    @Test func primitiveStyleDecidesWhenToTrigger() throws {
        let tally = Tally()
        let host = ViewHost(Button("Send") { tally.hit() }.buttonStyle(TapOnlyStyle()))
        #expect(!host.html.contains("<button"))
        try host.tap("Tap area")
        #expect(tally.count == 1)
    }

    @Test func builtinStylesAreNativeLooks() {
        #expect(html(Button("A") {}.buttonStyle(.borderedProminent)).contains("s-btn-borderedProminent"))
        #expect(html(Button("A") {}.buttonStyle(.bordered)).contains("s-btn-bordered"))
        #expect(html(Button("A") {}.buttonStyle(.plain)).contains("s-btn-plain"))
        #expect(html(Button("A") {}).contains("s-btn-automatic"))
    }

    @Test func innermostButtonStyleWins() {
        let view = VStack { Button("In") {}.buttonStyle(.bordered) }.buttonStyle(.plain)
        #expect(html(view).contains("s-btn-bordered"))
    }

    @Test func toggleIsASwitchWithAriaChecked() throws {
        let host = ViewHost(ToggleHost())
        #expect(host.html.contains(#"role="switch" aria-checked="false""#))
        try host.tap("Favorite")
        #expect(host.html.contains(#"aria-checked="true""#))
        #expect(host.text.contains("is on"))
        #expect(try host.isOn("Favorite"))
    }

    @Test func customToggleStyleGetsBinding() throws {
        let host = ViewHost(ToggleHost().toggleStyle(StarToggleStyle()))
        try host.tap("Favorite star")
        #expect(host.text.contains("is on"))
    }

    @Test func labelStyles() {
        let icon = html(Label("Trash", systemImage: "trash").labelStyle(.iconOnly))
        #expect(!icon.contains(">Trash<"))
        #expect(icon.contains(#"aria-label="Trash""#))
        let title = html(Label("Trash", systemImage: "trash").labelStyle(.titleOnly))
        #expect(title == #"<span class="s-t">Trash</span>"#)
        #expect(html(Label("Trash", systemImage: "trash")).contains("s-h"))
    }
}
