import PackagePlugin

/// Lists every `#Preview` and `PreviewProvider` of the target it is applied to, generating
/// `public enum <Target>Previews { public static var all: [PreviewEntry] }` in that target.
@main
struct StrataPreviewCollector: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "\(target.name)Previews.swift")
        return [
            .buildCommand(
                displayName: "Collecting previews of \(target.name)",
                executable: try context.tool(named: "strata-preview-collector").url,
                arguments: [target.name, output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
