import Strata

/// One preview as the gallery lists it: its entry and the slug of its page.
struct GalleryPreview: Sendable {
    let entry: PreviewEntry
    /// `Module/FileStem/line`: the page is `/preview/<slug>`.
    let slug: String

    var title: String { entry.title }
    var module: String { entry.module ?? "Previews" }
    var file: String { entry.file }
}

/// The previews a gallery shows, grouped by module (target) and file.
struct GalleryCatalog: Sendable {
    let title: String
    let previews: [GalleryPreview]

    init(title: String, previews entries: [PreviewEntry]) {
        self.title = title
        var used = Set<String>()
        previews = entries.map { entry in
            let base = [entry.module ?? "Previews", entry.fileStem, String(entry.line)].map(Self.slugComponent).joined(separator: "/")
            var slug = base
            var suffix = 2
            while !used.insert(slug).inserted {
                slug = "\(base)-\(suffix)"
                suffix += 1
            }
            return GalleryPreview(entry: entry, slug: slug)
        }
    }

    func preview(slug: String) -> GalleryPreview? {
        previews.first { $0.slug == slug }
    }

    /// Modules in order, each with its files in order, each with its previews.
    var groups: [(module: String, files: [(file: String, previews: [GalleryPreview])])] {
        var modules: [(module: String, files: [(file: String, previews: [GalleryPreview])])] = []
        for preview in previews {
            if modules.last?.module != preview.module { modules.append((preview.module, [])) }
            var files = modules[modules.count - 1].files
            if files.last?.file != preview.file { files.append((preview.file, [])) }
            files[files.count - 1].previews.append(preview)
            modules[modules.count - 1].files = files
        }
        return modules
    }

    /// Letters, digits, `-`, `_` and `.` kept; anything else becomes `-`.
    static func slugComponent(_ text: String) -> String {
        let mapped = text.unicodeScalars.map { scalar -> Character in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) || scalar == "-" || scalar == "_" || scalar == "." ? Character(scalar) : "-"
        }
        let slug = String(mapped)
        return slug.isEmpty || slug == "." || slug == ".." ? "-" : slug
    }
}
