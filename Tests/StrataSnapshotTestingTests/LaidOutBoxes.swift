import Foundation
import StrataHTML
@testable import StrataSnapshotTesting
import SwiftUI

/// The boxes headless Chromium lays out for a view's elements: the view is drawn on a canvas of
/// `width` x `height` points at the page's top left (as a hosting controller of that size shows
/// it), and each element `selector` matches is measured once the page's fonts have loaded, in points
/// from the canvas's top left.
@MainActor
enum LaidOutBoxes {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func of(_ view: some View, width: CGFloat, height: CGFloat, selector: String) throws -> [CGRect] {
        let nodes = StaticRender.nodes(of: view.frame(width: width, height: height))
        let selectorLiteral = String(decoding: try JSONEncoder().encode(selector), as: UTF8.self)
        let script = """
        <script>
        document.fonts.ready.then(() => {
          const canvas = document.querySelector('.s-root').firstElementChild.getBoundingClientRect();
          const boxes = [...document.querySelectorAll(\(selectorLiteral))].map(element => {
            const box = element.getBoundingClientRect();
            return [box.x - canvas.x, box.y - canvas.y, box.width, box.height].map(v => Math.round(v * 100) / 100).join(',');
          });
          document.body.setAttribute('data-boxes', boxes.join(';'));
        });
        </script>
        """
        let head = "<style>.s-root{padding:0;gap:0;align-items:flex-start}</style>"
        let document = HTMLSerializer.document(title: "Boxes", body: HTMLSerializer.fragment(nodes) + script, head: head)
        let dom = try Chromium.dumpDOM(of: document, width: Int(width.rounded(.up)), height: Int(height.rounded(.up)))
        guard let start = dom.range(of: "data-boxes=\"") else { throw Failure(description: "the page reported no boxes") }
        let rest = dom[start.upperBound...]
        let list = rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)]
        return list.split(separator: ";").map { box in
            let values = box.split(separator: ",").compactMap { Double($0) }.map { CGFloat($0) }
            return values.count == 4 ? CGRect(x: values[0], y: values[1], width: values[2], height: values[3]) : .null
        }
    }
}

/// Whether two boxes agree to within `tolerance` points on every edge.
func isClose(_ actual: CGRect, _ expected: CGRect, within tolerance: CGFloat = 0.5) -> Bool {
    abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
        && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
}
