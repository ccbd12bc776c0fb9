@testable import StrataGallery
import GalleryFixture
import Strata
import StrataPreviews
import StrataTesting
import Testing

@MainActor
@Suite("Controls of @Previewable state")
struct PreviewControlTests {
    let editable = PreviewCatalog.discover(modules: ["GalleryFixture"]).first { $0.name == "Editable" }!

    @Test func eachStateVariableGetsTheEditorItsTypeCallsFor() {
        var controls: [PreviewControl] = []
        let host = ViewHost(editable.makeView().onPreferenceChange(PreviewControlsKey.self) { controls = $0 })
        _ = host.html
        #expect(controls.map(\.name) == ["isExcited", "count", "name", "mood", "scale"])
        let kinds = controls.map { control -> String in
            switch control.editor {
            case .toggle: return "toggle"
            case .integer: return "integer"
            case .number: return "number"
            case .text: return "text"
            case .choice(let options, _): return "choice:" + options.joined(separator: ",")
            case .unsupported: return "unsupported"
            }
        }
        #expect(kinds == ["toggle", "integer", "text", "choice:calm,excited", "number"])
    }

    @Test func theControlsPanelChangesTheLivePreview() throws {
        let host = ViewHost(LivePreviewCanvas(entry: editable, options: CanvasOptions()))
        #expect(host.text.contains("Hello, Grace."))
        #expect(host.text.contains("Controls"))
        try host.tap("isExcited")
        #expect(host.text.contains("Hello, Grace!"))
        try host.type("Linus", into: "name")
        #expect(host.text.contains("Hello, Linus!"))
    }
}
