/// One preview of a module: a `#Preview` block or a `PreviewProvider` type, with where it is
/// declared and how to build its view.
///
/// The `StrataPreviewCollector` build plugin lists a target's previews as
/// `public enum <Module>Previews { public static var all: [PreviewEntry] }`; `PreviewCatalog` (in
/// `StrataPreviews`) finds every preview linked into a program at run time, private ones included.
public struct PreviewEntry: @unchecked Sendable {
    /// The name given to `#Preview("Name")`, or the provider's type name; nil for unnamed previews.
    public let name: String?
    /// The file name (without directories) the preview is declared in.
    public let file: String
    /// The line of the declaration.
    public let line: Int
    /// The module (target) that declares it, when known.
    public let module: String?
    /// The source of the preview (a `#Preview` body), when known.
    public let source: String?
    /// Layout, orientation and modifier traits.
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    /// Whether this is a hand-written `PreviewProvider`, whose top-level views are each a
    /// preview of their own (named with `previewDisplayName(_:)`).
    public let isProvider: Bool
    /// Builds the preview's view (modifier traits not applied: see `makeModifiedView()`).
    public let makeView: () -> AnyView

    public init(
        name: String?, file: String, line: Int, module: String?, source: String? = nil,
        traits: [PreviewTrait<Preview.ViewTraits>] = [], isProvider: Bool = false, makeView: @escaping @MainActor () -> AnyView
    ) {
        self.isProvider = isProvider
        self.name = name
        self.file = file
        self.line = line
        self.module = module
        self.source = source
        self.traits = traits
        // Previews are main-actor views; the renderer calls this on the main actor.
        self.makeView = unsafeBitCast(makeView, to: (() -> AnyView).self)
    }

    /// A preview whose module, source and traits are not known (as the build plugin lists them).
    public init(name: String?, file: String, line: Int, makeView: @escaping @MainActor () -> AnyView) {
        self.init(name: name, file: file, line: line, module: nil, makeView: makeView)
    }

    /// A title for lists: the name, else the file's stem and the line.
    public var title: String {
        if let name, !name.isEmpty { return name }
        return "\(fileStem) (line \(line))"
    }

    /// The file name without `.swift`.
    public var fileStem: String {
        file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// A stable identifier: module, file and line (`MyLib/Badge.swift:12`).
    public var id: String {
        "\(module.map { $0 + "/" } ?? "")\(file):\(line)"
    }

    /// The preview's view inside its modifier traits.
    public func makeModifiedView() -> AnyView {
        traits.applyingModifiers(to: makeView())
    }

    /// Makes the shared contexts of the preview's modifier traits.
    public func prepare() async throws {
        for trait in traits {
            if case .modifier(let modifier) = trait.kind { try await modifier.prepare() }
        }
    }
}
