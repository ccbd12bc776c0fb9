import StrataHTML
import SwiftUI
import Testing

/// The system colors are iOS's: text in the same colors as fills (system blue is #007AFF on a
/// button label, as on an iPhone), labels at iOS's opacities, and Increase Contrast's values
/// under the browser's preference or the `.s-contrast-high` class.
@Suite("System color palette")
struct SystemColorPaletteTests {
    private func rule(_ selector: String) -> String? {
        let css = Stylesheet.css
        guard let start = css.range(of: "\n" + selector + "{") else { return nil }
        let rest = css[start.upperBound...]
        return rest.firstIndex(of: "}").map { String(rest[..<$0]) }
    }

    @Test func textIsDrawnInTheColorsFillsUse() throws {
        let light = try #require(rule(":root,.s-light"))
        #expect(light.contains("--s-blue:#007AFF;--s-blue-text:#007AFF;"))
        #expect(light.contains("--s-red:#FF3B30;--s-red-text:#FF3B30;"))
        #expect(light.contains("--s-accent:#007AFF;--s-accent-text:#007AFF;--s-prominent:#007AFF;--s-prominent-red:#FF3B30;"))
        #expect(light.contains("--s-secondary:rgba(60,60,67,.6);--s-tertiary:rgba(60,60,67,.3);"))
        let dark = try #require(rule(".s-dark"))
        #expect(dark.contains("--s-blue:#0A84FF;--s-blue-text:#0A84FF;"))
        #expect(dark.contains("--s-secondary:rgba(235,235,245,.6);"))
    }

    @Test func increaseContrastHasApplesValues() throws {
        let light = try #require(rule(".s-contrast-high,.s-contrast-high .s-light"))
        #expect(light.contains("--s-blue:#0040DD;--s-blue-text:#0040DD;"))
        #expect(light.contains("--s-prominent:#0040DD;"))
        let dark = try #require(rule(".s-contrast-high.s-dark,.s-contrast-high .s-dark,.s-dark .s-contrast-high"))
        #expect(dark.contains("--s-blue:#409CFF;"))
        #expect(Stylesheet.css.contains("@media (prefers-contrast:more){:root:not(.s-contrast-standard){"))
    }

    @Test func theSwiftValuesOfSystemColorsMatchThePalette() {
        // `Color.resolve(in:)` and the stylesheet agree, so an audit judges what the page draws.
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let blue = Color.blue.resolve(in: environment)
        #expect(Int((blue.red * 255).rounded()) == 0 && Int((blue.green * 255).rounded()) == 0x7A && Int((blue.blue * 255).rounded()) == 0xFF)
    }
}

/// `colorSchemeContrast`, read as in SwiftUI and set for previews and tests with `_colorSchemeContrast`.
@MainActor
@Suite("Color scheme contrast")
struct ColorSchemeContrastTests {
    private struct ContrastReader: View {
        @Environment(\.colorSchemeContrast) private var contrast
        var body: some View { Text(contrast == .standard ? "Standard" : "Increased") }
    }

    @Test func aViewReadsTheContrastItIsShownWith() {
        #expect(HTMLRenderer(content: ContrastReader()).html.contains("Standard"))
        let increased = HTMLRenderer(content: ContrastReader().environment(\._colorSchemeContrast, .increased)).html
        #expect(increased.contains("Increased"))
    }

    @Test func increasedContrastSwitchesTheSubtreesColors() {
        // The subtree is marked, and the stylesheet gives the mark Apple's Increase Contrast values.
        let html = HTMLRenderer(content: Button("Save") {}.environment(\._colorSchemeContrast, .increased)).html
        #expect(html.contains("s-contrast-high"), "\(html)")
        #expect(!HTMLRenderer(content: Button("Save") {}).html.contains("s-contrast"))
    }
}

/// A foreground style set around buttons colors their labels, as on iOS; the tint colors them otherwise.
@MainActor
@Suite("Button label colors")
struct ButtonLabelColorTests {
    @Test func aForegroundColorAroundButtonsColorsTheirLabels() {
        let page = html(VStack { Button {} label: { Image(systemName: "plus") }; Button("Tap") {} }.foregroundColor(.primary))
        #expect(!page.contains("s-tint-text"))
        #expect(page.components(separatedBy: "color:var(--s-primary)").count == 3)
    }

    @Test func withoutAForegroundStyleLabelsTakeTheTintAndDestructiveOnesRed() {
        let page = html(VStack { Button("Tap") {}; Button("Delete", role: .destructive) {} }.tint(.green))
        #expect(page.contains(">Tap<"))
        #expect(page.contains("--s-green"))
        #expect(page.contains("var(--s-red"))
        #expect(!page.contains("--s-primary)"))
    }
}
