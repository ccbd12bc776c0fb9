import FidelityCases
import Foundation
import Strata
import StrataHTML

/// A fidelity case as a standalone page: the case's canvas at the page's top left, on the
/// background iOS shows behind a hosted view (white in light mode, black in dark).
enum FidelityPage {
    struct Entry: Codable {
        let id: String
        let source: String
        let page: String
        let width: Double
        let height: Double
        let colorScheme: String
    }

    @MainActor
    static func write(_ fidelityCase: FidelityCase, into directory: URL) throws -> Entry {
        let nodes = StaticRender.nodes(of: fidelityCase.canvas)
        let background = fidelityCase.colorScheme == .dark ? "#000" : "#fff"
        let head = "<style>body{background:\(background)}.s-root{padding:0;gap:0;align-items:flex-start}</style>"
        let document = HTMLSerializer.document(title: fidelityCase.id, body: HTMLSerializer.fragment(nodes), head: head)
        let fileName = fidelityCase.id.replacingOccurrences(of: "/", with: "__") + ".html"
        try Data(document.utf8).write(to: directory.appendingPathComponent(fileName))
        return Entry(
            id: fidelityCase.id, source: fidelityCase.source, page: fileName,
            width: Double(fidelityCase.width), height: Double(fidelityCase.height),
            colorScheme: fidelityCase.colorScheme == .dark ? "dark" : "light"
        )
    }
}
