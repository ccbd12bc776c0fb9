import StrataTesting
import SwiftUI
import Testing

private struct OutlinedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 10).stroke(Color.red))
    }
}

private struct RingGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().trim(from: 0, to: configuration.value).stroke(Color.green, lineWidth: 8)
            configuration.currentValueLabel
            configuration.minimumValueLabel
        }
    }
}

private struct ArrowDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Image(systemName: configuration.isExpanded ? "arrow.down" : "arrow.right")
                }
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

private struct StackedContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.caption)
            configuration.content.font(.headline)
        }
    }
}

private struct FramedDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(configuration).padding(20)
    }
}

/// Custom `TextFieldStyle` (`_body`), `GaugeStyle`, `DisclosureGroupStyle` and
/// `LabeledContentStyle` implementations draw the controls.
@MainActor
@Suite("Control style protocols")
struct ControlStyleProtocolTests {
    @Test func textFieldStylesDecorateTheNativeField() throws {
        let name = Box("")
        let host = ViewHost(TextField("Name", text: name.binding).textFieldStyle(OutlinedFieldStyle()))
        #expect(host.html.contains("padding:12px"))
        #expect(host.html.contains("var(--s-red)"))
        try host.type("Ada", into: "Name")
        #expect(name.value == "Ada")
        let secure = html(SecureField("Password", text: .constant("")).textFieldStyle(OutlinedFieldStyle()))
        #expect(secure.contains(#"type="password""#) && secure.contains("padding:12px"))
        // As on iOS, the default field is bare text like `.plain`; `.roundedBorder` draws a border.
        #expect(html(TextField("Name", text: .constant("")).textFieldStyle(.plain)) == html(TextField("Name", text: .constant(""))))
        #expect(html(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)) != html(TextField("Name", text: .constant(""))))
    }

    @Test func gaugeStylesReceiveTheFractionAndLabels() {
        let output = html(
            Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
                .gaugeStyle(RingGaugeStyle())
        )
        #expect(output.contains("stroke-dasharray=\"0.25 1\""))
        #expect(output.contains(">30</span>"))
        #expect(output.contains(">0</span>"))
        #expect(!output.contains("Speed"), "the style leaves the label out")
        #expect(html(Gauge(value: 0.5) { Text("Speed") }.gaugeStyle(.accessoryCircular)).contains("progressbar"))
        #expect(html(Gauge(value: 0.5) { Text("Speed") }.gaugeStyle(LinearCapacityGaugeStyle())).contains("progressbar"))
    }

    @Test func disclosureGroupStylesToggleTheExpandedBinding() throws {
        let host = ViewHost(DisclosureGroup("Details") { Text("Hidden text") }.disclosureGroupStyle(ArrowDisclosureStyle()))
        #expect(!host.text.contains("Hidden text"))
        try host.tap("Details arrow right")
        #expect(host.text.contains("Hidden text"))
        #expect(host.controlNames == ["Details arrow down"])
        let framed = ViewHost(DisclosureGroup("More") { Text("Inside") }.disclosureGroupStyle(FramedDisclosureStyle()))
        #expect(framed.html.contains("padding:20px"))
        try framed.tap("More")
        #expect(framed.text.contains("Inside"), "DisclosureGroup(configuration) is the platform look")
    }

    @Test func labeledContentStylesArrangeLabelAndContent() {
        let output = html(LabeledContent("Plan", value: "Pro").labeledContentStyle(StackedContentStyle()))
        #expect(output.contains("s-f-caption"))
        #expect(output.contains("s-f-headline"))
        #expect(!output.contains("var(--s-secondary)") || !output.contains("s-spacer"))
        #expect(html(LabeledContent("Plan", value: "Pro").labeledContentStyle(.automatic)) == html(LabeledContent("Plan", value: "Pro")))
    }
}
