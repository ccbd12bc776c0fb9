/// One preview of a module, as listed by the `StrataPreviewCollector` build plugin: a `#Preview`
/// block or a `PreviewProvider` type, with where it is declared and how to build its view.
///
/// A module that applies the plugin gets `public enum <Module>Previews { public static var all: [PreviewEntry] }`.
public struct PreviewEntry {
    /// The name given to `#Preview("Name")`, or the provider's type name; nil for unnamed previews.
    public let name: String?
    /// The file name (without directories) the preview is declared in.
    public let file: String
    /// The line of the declaration.
    public let line: Int
    /// Builds the preview's view.
    public let makeView: () -> AnyView

    public init(name: String?, file: String, line: Int, makeView: @escaping () -> AnyView) {
        self.name = name
        self.file = file
        self.line = line
        self.makeView = makeView
    }

    /// A title for lists: the name, else the file's stem and the line.
    public var title: String {
        if let name, !name.isEmpty { return name }
        let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        return "\(stem) (line \(line))"
    }
}
