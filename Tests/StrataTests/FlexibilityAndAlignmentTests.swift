import StrataHTML
import SwiftUI
import Testing

@Suite("Flexible buttons, custom alignments and mesh gradients")
struct FlexibilityAndAlignmentTests {
    private struct Baseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }

    private struct ThirdWay: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
    }

    @Test func buttonsTakeTheirLabelsFlexibility() {
        // The full-width button idiom: an infinite frame on the label widens the button.
        let wide = html(Button { } label: { Text("Continue").frame(maxWidth: .infinity) }.buttonStyle(.borderedProminent))
        #expect(wide.contains("<button class=\"s-btn s-btn-borderedProminent s-gw\""))
        let row = html(Button { } label: { HStack { Text("Row"); Spacer() } })
        #expect(row.contains("s-gw\" type=\"button\""))
        let hugging = html(Button("Hug") { })
        #expect(!hugging.contains("s-gw"))
    }

    @Test func customAlignmentsSitWhereTheirDefaultValuePutsThem() {
        #expect(VerticalAlignment(Baseline.self).fraction == 1)
        #expect(abs(HorizontalAlignment(ThirdWay.self).fraction - 1.0 / 3) < 0.001)
        let output = html(HStack(alignment: VerticalAlignment(Baseline.self)) { Text("A"); Text("B") })
        #expect(output.contains("align-items:flex-end"))
    }

    @Test func meshGradientsAreDrawnAsALinearGradientThroughTheirColors() {
        let output = html(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow]).frame(height: 40))
        #expect(output.contains("linear-gradient(135deg,var(--s-red)"), "\(output)")
        #expect(output.contains("var(--s-yellow) 100"))
    }
}
