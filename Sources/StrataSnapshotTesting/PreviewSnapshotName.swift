import Strata

/// Stable, readable snapshot names for previews: `<file stem>.<title slug>.<variant id>`.
/// Unnamed previews are "preview", "preview-2", … in the order of their lines in the file, so
/// editing code above them does not rename them; two previews of one file with the same name
/// get "-2", "-3", ….
enum PreviewSnapshotName {
    /// The base names (`<file stem>.<title slug>`) of `previews`, in the same order.
    static func baseNames(of previews: [PreviewEntry]) -> [String] {
        var used: [String: Int] = [:]
        var names = [String](repeating: "", count: previews.count)
        // Unnamed previews are numbered by line within their file.
        let order = previews.indices.sorted { (previews[$0].file, previews[$0].line, $0) < (previews[$1].file, previews[$1].line, $1) }
        for index in order {
            let preview = previews[index]
            let title = preview.name.flatMap { $0.isEmpty ? nil : slug($0) } ?? "preview"
            let base = "\(safe(stem(of: preview.file))).\(title.isEmpty ? "preview" : title)"
            let count = (used[base] ?? 0) + 1
            used[base] = count
            names[index] = count == 1 ? base : "\(base)-\(count)"
        }
        return names
    }

    static func stem(of file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    /// A file stem as a file name: ASCII letters, digits, "_" and "-" are kept, anything else is "-".
    static func safe(_ stem: String) -> String {
        let kept = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") ? $0 : "-" })
        return kept.isEmpty ? "preview" : kept
    }

    /// Lowercase ASCII letters and digits; anything else becomes one "-".
    static func slug(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber {
                result += character.lowercased()
            } else if !result.isEmpty, result.last != "-" {
                result += "-"
            }
        }
        while result.last == "-" { result.removeLast() }
        return result
    }
}
