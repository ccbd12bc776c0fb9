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
        var properties: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: Self.isPreviewable) {
                let attributes = variable.attributes.filter { !Self.isPreviewable($0) }
                properties.append(variable.with(\.attributes, attributes).trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        if !properties.isEmpty {
            // `@Previewable` declarations become the state of a view whose body is the rest.
            return [
                """
                struct \(name): PreviewProvider {
                    static var _previewName: String? { \(raw: title) }
                    struct _Previewable: View {
                        \(raw: properties.joined(separator: "\n"))
                        @ViewBuilder var body: some View {
                            \(raw: statements.joined(separator: "\n"))
                        }
                    }
                    static var previews: some View { _Previewable() }
                }
                """,
            ]
        }
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

extension PreviewMacro {
    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription == "Previewable"
    }
}

enum PreviewMacroError: Error, CustomStringConvertible {
    case missingBody
    var description: String { "#Preview needs a closure that builds the view to preview" }
}

@main
struct StrataMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, EntryMacro.self, PreviewableMacro.self]
}
