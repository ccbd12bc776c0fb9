// strata-preview-collector <Module> <output.swift> <source.swift>...
//
// Run by the StrataPreviewCollector build plugin: lists the previews of a module's sources in a
// generated `<Module>Previews` enum.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: strata-preview-collector <Module> <output.swift> <source.swift>...\n".utf8))
    exit(2)
}
let module = arguments[arguments.startIndex]
let outputPath = arguments[arguments.startIndex + 1]
var files: [(name: String, previews: [FoundPreview])] = []
var imports: [FoundImport] = []
for path in arguments.dropFirst(2).sorted() {
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("strata-preview-collector: cannot read \(path)\n".utf8))
        exit(1)
    }
    files.append((name: URL(fileURLWithPath: path).lastPathComponent, previews: PreviewScanner(source: source).previews()))
    for found in PreviewScanner.imports(in: source) where !imports.contains(found) { imports.append(found) }
}
let source = RegistryWriter(module: module, files: files, imports: imports).source
if (try? String(contentsOfFile: outputPath, encoding: .utf8)) != source {
    do {
        try source.write(toFile: outputPath, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("strata-preview-collector: cannot write \(outputPath): \(error)\n".utf8))
        exit(1)
    }
}
