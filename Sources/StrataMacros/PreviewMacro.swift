import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview("Name") { ... }` into a uniquely named `PreviewProvider` whose `previews`
/// is the closure's body, so previews are ordinary types that galleries and tests can render.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let closure = node.trailingClosure
            ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
        guard let closure else { throw PreviewMacroError.missingBody }
        let name = context.makeUniqueName("Preview")
        let title = node.arguments.first(where: { $0.label == nil })?.expression.trimmedDescription ?? "nil"
        return [
            """
            struct \(name): PreviewProvider {
                static var _previewName: String? { \(raw: title) }
                @ViewBuilder static var previews: some View {
                    \(closure.statements.trimmed)
                }
            }
            """,
        ]
    }
}

enum PreviewMacroError: Error, CustomStringConvertible {
    case missingBody
    var description: String { "#Preview needs a closure that builds the view to preview" }
}

@main
struct StrataMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
