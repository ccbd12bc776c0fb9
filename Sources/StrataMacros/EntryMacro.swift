import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@Entry var accent: Color = .blue` inside `extension EnvironmentValues` (or
/// `ContainerValues`) into a private key named `__Key_accent` (the peer), which serves as an
/// `EnvironmentKey` and a `ContainerValueKey`, and a getter and setter that read and write it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        let defaultValue: String
        switch (entry.type, entry.initializer) {
        case let (type?, value?): defaultValue = "static var defaultValue: \(type) { \(value) }"
        case let (type?, nil): defaultValue = "static var defaultValue: \(type) { nil }"
        // Without a type the value cannot be computed on each read (as with one), so it is stored;
        // like Apple's macro this accepts a value whose type is not `Sendable` in the Swift 6 mode.
        case let (nil, value?): defaultValue = "nonisolated(unsafe) static var defaultValue = \(value)"
        case (nil, nil): throw EntryMacroError.needsTypeOrValue
        }
        return [
            """
            private struct __Key_\(raw: entry.name): EnvironmentKey, ContainerValueKey {
                \(raw: defaultValue)
            }
            """,
        ]
    }
}

/// The parts of an `@Entry` property.
private struct Entry {
    let name: String
    let type: String?
    let initializer: String?

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        else { throw EntryMacroError.notAVariable }
        name = pattern.identifier.trimmedDescription
        type = binding.typeAnnotation?.type.trimmedDescription
        initializer = binding.initializer?.value.trimmedDescription
        if binding.accessorBlock != nil { throw EntryMacroError.notAVariable }
    }
}

enum EntryMacroError: Error, CustomStringConvertible {
    case notAVariable
    case needsTypeOrValue
    var description: String {
        switch self {
        case .notAVariable: "@Entry applies to one stored `var` in an extension of EnvironmentValues"
        case .needsTypeOrValue: "@Entry needs a type annotation or a default value"
        }
    }
}

/// `@Previewable` marks a property declared in a `#Preview` body; `#Preview` turns such
/// declarations into the properties of a view it generates. On its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
