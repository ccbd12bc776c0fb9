import StrataTesting
import SwiftUI
import Testing

/// `visualEffect`, `scrollTransition`, the picker and navigation style types, and a progress
/// style's current value label.
@MainActor
@Suite("Visual effects and style types")
struct VisualEffectTests {
    @Test func visualEffectsUseTheEstimatedGeometry() {
        let output = html(Text("x").visualEffect { content, proxy in content.offset(y: proxy.size.width / 10).opacity(0.5) })
        #expect(output.contains("opacity:0.5"))
        #expect(output.contains("translate(0px,39px)"))
    }

    @Test func scrollTransitionsRenderTheIdentityPhase() {
        let output = html(Text("y").scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8).blur(radius: phase.value == 0 ? 0 : 4)
        })
        #expect(!output.contains("opacity"))
        #expect(!output.contains("scale("))
        #expect(output.contains("blur(0.0px)"))
    }

    @Test func pickerStyleTypesMatchTheirStaticMembers() {
        let choice = Box(1)
        func picker<S: PickerStyle>(_ style: S) -> String {
            html(Picker("Size", selection: choice.binding) {
                Text("S").tag(1)
                Text("L").tag(2)
            }.pickerStyle(style))
        }
        #expect(picker(SegmentedPickerStyle()) == picker(.segmented))
        #expect(picker(MenuPickerStyle()) == picker(.menu))
        #expect(picker(WheelPickerStyle()).contains("<select"))
        #expect(!picker(SegmentedPickerStyle()).contains("<select"))
        #expect(html(NavigationView { Text("Root") }.navigationViewStyle(StackNavigationViewStyle())).contains("Root"))
    }

    @Test func progressStylesReceiveTheCurrentValueLabel() {
        struct Percent: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Spacer()
                    configuration.currentValueLabel
                }
            }
        }
        let styled = html(ProgressView(value: 0.3) { Text("Used") } currentValueLabel: { Text("30%") }.progressViewStyle(Percent()))
        #expect(styled.contains(">Used</span>"))
        #expect(styled.contains(">30%</span>"))
        #expect(!styled.contains("progressbar"))
        let plain = html(ProgressView(value: 0.3).progressViewStyle(Percent()))
        #expect(!plain.contains("s-t"), "no labels: both are nil")
        #expect(html(ProgressView(value: 0.3) { Text("Used") } currentValueLabel: { Text("30%") }).contains(#"aria-label="Used 30%""#))
    }
}
