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
        let title = node.arguments.first.flatMap { $0.label == nil ? $0.expression.trimmedDescription : nil } ?? "nil"
        let metadata = Self.metadata(of: node, closure: closure, in: context)
        var properties: [String] = []
        var controls: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: Self.isPreviewable) {
                let attributes = variable.attributes.filter { !Self.isPreviewable($0) }
                properties.append(variable.with(\.attributes, attributes).trimmedDescription)
                if attributes.contains(where: { Self.isAttribute($0, named: "State") }) {
                    for binding in variable.bindings {
                        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        controls.append("PreviewControl(\"\(identifier)\", $\(identifier))")
                    }
                }
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        if !properties.isEmpty {
            // `@Previewable` declarations become the state of a view whose body is the rest.
            return [
                """
                struct \(name): PreviewProvider {
                    nonisolated static var _previewName: String? { \(raw: title) }
                    \(raw: metadata)
                    struct _Previewable: View {
                        \(raw: properties.joined(separator: "\n"))
                        var body: some View {
                            _content.previewControls([\(raw: controls.joined(separator: ", "))])
                        }
                        @ViewBuilder var _content: some View {
                            \(raw: statements.joined(separator: "\n"))
                        }
                    }
                    static var previews: some View { _Previewable() }
                }
                """,
            ]
        }
        if closure.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) {
            // A body that returns explicitly is no view builder: it may return a view, or (a UIKit
            // preview) a view controller or a UIView. Each top-level `return` hands its value to
            // `_PreviewBody`, which shows any of the three; the statements stay in the getter, so
            // types the body declares stay local to it.
            let statements = closure.statements.map { item -> String in
                guard let statement = item.item.as(ReturnStmtSyntax.self), let value = statement.expression else {
                    return item.trimmedDescription
                }
                return "return _PreviewBody(\(value.trimmedDescription))"
            }
            return [
                """
                struct \(name): PreviewProvider {
                    nonisolated static var _previewName: String? { \(raw: title) }
                    \(raw: metadata)
                    static var previews: some View {
                        \(raw: statements.joined(separator: "\n"))
                    }
                }
                """,
            ]
        }
        return [
            """
            struct \(name): PreviewProvider {
                nonisolated static var _previewName: String? { \(raw: title) }
                \(raw: metadata)
                @ViewBuilder static var previews: some View {
                    \(closure.statements.trimmed)
                }
            }
            """,
        ]
    }
}

extension PreviewMacro {
    /// Where the preview is declared, its source and its traits, as static members.
    static func metadata(
        of node: some FreestandingMacroExpansionSyntax, closure: ClosureExprSyntax, in context: some MacroExpansionContext
    ) -> String {
        var members: [String] = []
        if let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) {
            members.append("nonisolated static var _previewFile: String? { \(location.file) }")
            members.append("nonisolated static var _previewLine: Int? { \(location.line) }")
        }
        let source = StringLiteralExprSyntax(content: dedented(closure.statements.trimmedDescription))
        members.append("nonisolated static var _previewSource: String? { \(source.trimmedDescription) }")
        var traits: [String] = []
        var inTraits = false
        for argument in node.arguments {
            if argument.label?.text == "traits" { inTraits = true }
            if argument.label?.text == "body" { break }
            if inTraits { traits.append(argument.expression.trimmedDescription) }
        }
        if !traits.isEmpty {
            members.append("static var _previewTraits: [PreviewTrait<Preview.ViewTraits>] { [\(traits.joined(separator: ", "))] }")
        }
        return members.joined(separator: "\n")
    }

    /// `text` with the indentation its lines after the first share removed.
    static func dedented(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indents = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }
        guard let common = indents.min(), common > 0 else { return text }
        return ([String(lines[0])] + lines.dropFirst().map { String($0.dropFirst(min(common, $0.count))) }).joined(separator: "\n")
    }

    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        isAttribute(element, named: "Previewable")
    }

    static func isAttribute(_ element: AttributeListSyntax.Element, named name: String) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let written = attribute.attributeName.trimmedDescription
        return written == name || written == "SwiftUI.\(name)"
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
