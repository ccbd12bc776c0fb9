import StrataHTML
import SwiftUI
import Testing

/// A switch is green unless `tint(_:)` says otherwise: the app's accent color (`accentColor(_:)`,
/// as an asset catalog's `AccentColor` sets it) tints buttons and links, not switches.
@MainActor
@Suite("Switch tint")
struct SwitchTintTests {
    @Test func accentColorLeavesSwitchesGreen() {
        let page = html(VStack { Toggle("Sync", isOn: .constant(true)); Button("Go") {} }.accentColor(.orange))
        let toggle = page.components(separatedBy: "<button").first { $0.contains("s-toggle") } ?? ""
        #expect(!toggle.contains("--s-tint"), "\(toggle)")
        #expect(page.contains("--s-orange"), "the button still takes the accent: \(page)")
    }

    @Test func tintColorsSwitches() {
        #expect(html(Toggle("Sync", isOn: .constant(true)).tint(.orange)).contains("--s-tint:var(--s-orange)"))
        #expect(html(Toggle("Sync", isOn: .constant(true)).tint(.orange).accentColor(.red)).contains("--s-tint:var(--s-orange)"),
                "the inner tint, not the outer accent color")
    }

    @Test func switchesHaveIOS26Geometry() {
        let rules = Stylesheet.rules
        #expect(rules.contains(".s-switch{position:relative;width:63px;height:28px;border-radius:14px;background:var(--s-switch-off)"))
        #expect(rules.contains("[aria-checked=true]>.s-switch{background:var(--s-tint,var(--s-switch-on))}"))
    }
}
