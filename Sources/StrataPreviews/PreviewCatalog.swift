import Strata

/// Every preview linked into the running program: each `#Preview` block and each
/// `PreviewProvider` type of the modules asked for, `private` and `fileprivate` ones included,
/// found at run time without any generated list.
///
/// ```swift
/// let previews = PreviewCatalog.discover(modules: ["MyDesignSystem"])
/// ```
public enum PreviewCatalog {
    /// The previews declared in `modules` (all modules when nil), in module, file and line order.
    /// `locations` names where hand-written `PreviewProvider` types are declared (their records
    /// carry no file), keyed by `Module.TypeName`.
    public static func discover(modules: Set<String>? = nil, locations: [String: SourceLocation] = [:]) -> [PreviewEntry] {
        let found = ConformanceRecords.types(conformingTo: "_PreviewProvider", in: "Strata")
            .filter { modules?.contains($0.module) ?? true }
        let entries = found.compactMap { conforming -> PreviewEntry? in
            guard let provider = conforming.type as? any _PreviewProvider.Type else { return nil }
            return entry(for: provider, module: conforming.module, typeName: conforming.name, location: locations["\(conforming.module).\(conforming.name)"])
        }
        return entries.sorted { ($0.module ?? "", $0.file, $0.line, $0.title) < ($1.module ?? "", $1.file, $1.line, $1.title) }
    }

    /// Where a declaration is, for previews whose type does not say.
    public struct SourceLocation: Hashable, Sendable {
        public var file: String
        public var line: Int
        public var source: String?
        public init(file: String, line: Int, source: String? = nil) {
            self.file = file
            self.line = line
            self.source = source
        }
    }

    private static func entry(for provider: any _PreviewProvider.Type, module: String, typeName: String, location: SourceLocation?) -> PreviewEntry {
        let file = provider._previewFile.map(fileName) ?? location?.file ?? "\(typeName).swift"
        let isBlock = provider._previewFile != nil
        // A hand-written provider is named after its type, without the conventional `_Previews`.
        let name = isBlock ? provider._previewName : (typeName.hasSuffix("_Previews") ? String(typeName.dropLast(9)) : typeName)
        return PreviewEntry(
            name: name, file: file, line: provider._previewLine ?? location?.line ?? 0, module: module,
            source: provider._previewSource ?? location?.source, traits: provider._renderedPreviewTraits, isProvider: !isBlock,
            makeView: provider._previewsViewMaker()
        )
    }

    /// `Module/File.swift` -> `File.swift`.
    private static func fileName(_ fileID: String) -> String {
        fileID.split(separator: "/").last.map(String.init) ?? fileID
    }
}
