import StrataHTML
import SwiftUI
import Testing

/// Controls get 44-point hit areas without moving or redrawing anything (see
/// `Stylesheet+TouchTargets.swift`); the browser suite measures them on every gallery page.
@MainActor
@Suite("Touch targets")
struct TouchTargetTests {
    /// The stylesheet's rules that widen a box with a transparent border, as `selector { declarations }` pairs.
    private var rules: [(selector: String, body: String)] {
        Stylesheet.css.split(separator: "}").compactMap { rule in
            let parts = rule.split(separator: "{", maxSplits: 1)
            guard parts.count == 2, !parts[0].contains("@"), parts[1].contains("solid transparent") else { return nil }
            return (parts[0].trimmingCharacters(in: .whitespacesAndNewlines), String(parts[1]))
        }
    }

    private func declaration(_ name: String, in body: String) -> [Double]? {
        guard let range = body.range(of: name + ":") else { return nil }
        let value = body[range.upperBound...].prefix { $0 != ";" }
        return value.split(separator: " ").map { Double($0.replacingOccurrences(of: "px", with: "")) ?? .nan }
    }

    @Test func everyWiderBorderIsGivenBackByANegativeMargin() throws {
        var checked = 0
        for rule in rules {
            guard let border = declaration("border-width", in: rule.body) ?? declaration("border", in: rule.body).map({ [$0[0]] }) else { continue }
            guard !border.contains(where: \.isNaN) else { continue }
            let margin = try #require(declaration("margin", in: rule.body), "\(rule.selector) widens its box without giving the space back")
            // CSS shorthand: one value for all sides, two for block and inline.
            let block = border[0], inline = border.count > 1 ? border[1] : border[0]
            let marginBlock = margin[0], marginInline = margin.count > 1 ? margin[1] : margin[0]
            #expect(marginBlock == -block && marginInline == -inline, "\(rule.selector): border \(border) but margin \(margin)")
            checked += 1
        }
        #expect(checked >= 7, "the touch-target rules were not found: \(rules.map(\.selector))")
    }

    @Test func everyKindOfControlIsCoveredAndControlsWithInlineSizesAreLeftAlone() {
        let selectors = rules.map(\.selector).joined(separator: ",")
        for control in [".s-btn-automatic", ".s-btn-borderless", ".s-btn-plain", ".s-btn-bordered", ".s-btn-borderedProminent",
                        ".s-toggle-automatic", ".s-toggle-checkbox", ".s-toggle-button", ".s-segment", ".s-menu-label",
                        ".s-select", ".s-link", ".s-input"] {
            #expect(selectors.contains(control), "\(control) has no touch target")
        }
        #expect(selectors.contains(":not([style*=width]):not([style*=height]):not([style*=margin]):not([style*=border])"))
        #expect(Stylesheet.css.contains(".s-range{height:44px;margin:-8px 0}"), "a slider is 44 points high to grab")
    }

    @Test func theRulesComeAfterTheControlsTheyWiden() throws {
        let css = Stylesheet.css
        let control = try #require(css.range(of: ".s-btn{font:inherit"))
        let select = try #require(css.range(of: ".s-select{font:inherit"))
        let widened = try #require(css.range(of: ".s-select{border:solid transparent"))
        #expect(control.lowerBound < widened.lowerBound && select.lowerBound < widened.lowerBound)
    }

    @Test func aButtonWithoutInlineSizesGetsTheWiderBox() {
        let page = HTMLRenderer(content: VStack { Button("Save") {}; Button("Bold") {}.buttonStyle(.borderedProminent) }).html
        #expect(page.contains(#"<button class="s-btn s-btn-automatic" type="button">"#), "\(page)")
        #expect(page.contains(#"<button class="s-btn s-btn-borderedProminent" type="button">"#), "\(page)")
    }
}
