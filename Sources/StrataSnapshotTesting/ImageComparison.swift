import Foundation

/// Compares two PNG screenshots pixel by pixel and, when they differ, writes a report a person
/// can open: expected, actual and difference side by side. The pixels are decoded and compared
/// by headless Chromium (a canvas in a generated page), the same program that took them.
enum ImageComparison {
    struct Difference {
        var differingPixels: Int
        var totalPixels: Int
        var reportPath: String
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
        let report = reportDirectory.appendingPathComponent("report.html")
        try Data(reportPage(differing: count, total: total).utf8).write(to: report)
        return Difference(differingPixels: count, totalPixels: total, reportPath: report.path)
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
          document.body.setAttribute("data-differing", String(count));
          document.body.setAttribute("data-total", String(width * height));
          document.body.setAttribute("data-difference", out.toDataURL("image/png"));
        });
        </script></body></html>
        """
    }

    private static func reportPage(differing: Int, total: Int) -> String {
        """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Image snapshot difference</title>
        <style>body{font-family:system-ui,sans-serif;margin:16px}.row{display:flex;gap:16px;align-items:flex-start}
        figure{margin:0}img{border:1px solid #ccc;max-width:100%}figcaption{font-weight:600;margin-bottom:4px}</style></head>
        <body><h1>Image snapshot difference</h1><p>\(differing) of \(total) pixels differ (red in the difference).</p>
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
