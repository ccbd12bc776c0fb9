import Foundation

/// Compares two PNG screenshots pixel by pixel and, when they differ, writes a report a person
/// can open: expected, actual and difference side by side. The pixels are decoded and compared
/// by headless Chromium (a canvas in a generated page), the same program that took them.
///
/// Beside the count of differing pixels it gives the ink score `scripts/fidelity` gives against
/// iOS: the share of the expected image's ink (pixels more than ΔE 15 from its edge background)
/// that the actual image matches within one pixel and ΔE 15, the reverse share, and their
/// harmonic mean. A moved label scores near 1; a missing or recolored one near 0.
enum ImageComparison {
    struct Difference {
        var differingPixels: Int
        var totalPixels: Int
        var reportPath: String
        /// The ink score, when both images have one size.
        var ink: InkScore?
    }

    struct InkScore {
        var f1: Double
        var recall: Double
        var precision: Double

        /// `ink F1 0.873 (recall 0.910, precision 0.839)`.
        var summary: String {
            func fixed(_ value: Double) -> String { String(format: "%.3f", value) }
            return "ink F1 \(fixed(f1)) (recall \(fixed(recall)), precision \(fixed(precision)))"
        }
    }

    /// Nil when the images are equal, byte for byte or pixel for pixel.
    static func compare(expected: Data, actual: Data, reportDirectory: URL) throws -> Difference? {
        if expected == actual { return nil }
        let page = diffPage(expected: expected, actual: actual)
        let dom = try Chromium.dumpDOM(of: page)
        guard let count = value(of: "data-differing", in: dom).flatMap(Int.init),
              let total = value(of: "data-total", in: dom).flatMap(Int.init) else {
            throw Chromium.Failure.failed(status: 0, output: "the comparison page did not report a result")
        }
        if count == 0 { return nil }
        try FileManager.default.createDirectory(at: reportDirectory, withIntermediateDirectories: true)
        try expected.write(to: reportDirectory.appendingPathComponent("expected.png"))
        try actual.write(to: reportDirectory.appendingPathComponent("actual.png"))
        if let difference = value(of: "data-difference", in: dom), let base64 = difference.split(separator: ",").last,
           let png = Data(base64Encoded: String(base64)) {
            try png.write(to: reportDirectory.appendingPathComponent("difference.png"))
        }
        var ink: InkScore?
        if let f1 = value(of: "data-ink-f1", in: dom).flatMap(Double.init), let recall = value(of: "data-recall", in: dom).flatMap(Double.init),
           let precision = value(of: "data-precision", in: dom).flatMap(Double.init) {
            ink = InkScore(f1: f1, recall: recall, precision: precision)
        }
        let report = reportDirectory.appendingPathComponent("report.html")
        try Data(reportPage(differing: count, total: total, ink: ink).utf8).write(to: report)
        return Difference(differingPixels: count, totalPixels: total, reportPath: report.path, ink: ink)
    }

    /// The width and height in a PNG's header, or nil for data that is not a PNG.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0] == 0x89, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    /// A page that draws both images, counts differing pixels and paints the difference: red
    /// where pixels differ, a faded copy of the expected image where they agree.
    private static func diffPage(expected: Data, actual: Data) -> String {
        """
        <!DOCTYPE html><html><body><script>
        const load = (src) => new Promise((done) => { const image = new Image(); image.onload = () => done(image); image.src = src; });
        \(inkScript)
        Promise.all([load("data:image/png;base64,\(expected.base64EncodedString())"), load("data:image/png;base64,\(actual.base64EncodedString())")]).then(([a, b]) => {
          const width = Math.max(a.width, b.width), height = Math.max(a.height, b.height);
          const pixels = (image) => { const c = document.createElement("canvas"); c.width = width; c.height = height;
            const g = c.getContext("2d"); g.drawImage(image, 0, 0); return g.getImageData(0, 0, width, height).data; };
          const p = pixels(a), q = pixels(b);
          const out = document.createElement("canvas"); out.width = width; out.height = height;
          const g = out.getContext("2d"); const diff = g.createImageData(width, height); let count = 0;
          for (let i = 0; i < p.length; i += 4) {
            const same = p[i] === q[i] && p[i + 1] === q[i + 1] && p[i + 2] === q[i + 2] && p[i + 3] === q[i + 3];
            if (same) { const grey = 255 - (255 - (p[i] + p[i + 1] + p[i + 2]) / 3) * 0.25; diff.data.set([grey, grey, grey, 255], i); }
            else { count++; diff.data.set([255, 0, 0, 255], i); }
          }
          g.putImageData(diff, 0, 0);
          if (a.width === b.width && a.height === b.height) {
            const score = ink(p, q, width, height);
            document.body.setAttribute("data-ink-f1", String(score.f1));
            document.body.setAttribute("data-recall", String(score.recall));
            document.body.setAttribute("data-precision", String(score.precision));
          }
          document.body.setAttribute("data-differing", String(count));
          document.body.setAttribute("data-total", String(width * height));
          document.body.setAttribute("data-difference", out.toDataURL("image/png"));
        });
        </script></body></html>
        """
    }

    /// `ink(p, q, width, height)`: the ink score of RGBA pixels `q` against `p` (the expected).
    private static let inkScript = """
        const lab = (px, n) => { const out = new Float32Array(n * 3);
          const lin = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
          const f = (t) => t > 216 / 24389 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29;
          for (let i = 0; i < n; i++) { const r = lin(px[i * 4]), g = lin(px[i * 4 + 1]), b = lin(px[i * 4 + 2]);
            const x = f((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047), y = f(0.2126729 * r + 0.7151522 * g + 0.0721750 * b),
                  z = f((0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883);
            out[i * 3] = 116 * y - 16; out[i * 3 + 1] = 500 * (x - y); out[i * 3 + 2] = 200 * (y - z); }
          return out; };
        const ink = (p, q, w, h) => { const n = w * h, la = lab(p, n), lb = lab(q, n), counts = new Map();
          const edge = (x, y) => { const i = (y * w + x) * 4, key = (p[i] << 16) | (p[i + 1] << 8) | p[i + 2]; counts.set(key, (counts.get(key) || 0) + 1); };
          for (let x = 0; x < w; x++) { edge(x, 0); edge(x, h - 1); } for (let y = 0; y < h; y++) { edge(0, y); edge(w - 1, y); }
          let bg = 0, most = -1; for (const [key, c] of counts) if (c > most) { most = c; bg = key; }
          const bgLab = lab([bg >> 16, (bg >> 8) & 255, bg & 255, 255], 1);
          const d = (s, i, t, j) => Math.hypot(s[i * 3] - t[j * 3], s[i * 3 + 1] - t[j * 3 + 1], s[i * 3 + 2] - t[j * 3 + 2]);
          const side = (s, t) => { let inked = 0, matched = 0;
            for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) { const i = y * w + x; if (d(s, i, bgLab, 0) <= 15) continue; inked++;
              search: for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
                const yy = Math.min(h - 1, Math.max(0, y + dy)), xx = Math.min(w - 1, Math.max(0, x + dx));
                if (d(s, i, t, yy * w + xx) <= 15) { matched++; break search; } } }
            return [inked, matched]; };
          const [na, ma] = side(la, lb), [nb, mb] = side(lb, la);
          if (na === 0 && nb === 0) return { f1: 1, recall: 1, precision: 1 };
          const recall = na ? ma / na : 0, precision = nb ? mb / nb : 0;
          return { f1: recall + precision ? 2 * recall * precision / (recall + precision) : 0, recall, precision }; };
        """

    private static func reportPage(differing: Int, total: Int, ink: InkScore?) -> String {
        """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Image snapshot difference</title>
        <style>body{font-family:system-ui,sans-serif;margin:16px}.row{display:flex;gap:16px;align-items:flex-start}
        figure{margin:0}img{border:1px solid #ccc;max-width:100%}figcaption{font-weight:600;margin-bottom:4px}</style></head>
        <body><h1>Image snapshot difference</h1><p>\(differing) of \(total) pixels differ (red in the difference).\(ink.map { " Likeness: \($0.summary)." } ?? "")</p>
        <div class="row"><figure><figcaption>Expected</figcaption><img src="expected.png" alt="Expected"></figure>
        <figure><figcaption>Actual</figcaption><img src="actual.png" alt="Actual"></figure>
        <figure><figcaption>Difference</figcaption><img src="difference.png" alt="Difference"></figure></div></body></html>
        """
    }

    /// The value of the attribute `name` in `html` (first occurrence; values here never hold quotes).
    private static func value(of name: String, in html: String) -> String? {
        guard let start = html.range(of: "\(name)=\"") else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
