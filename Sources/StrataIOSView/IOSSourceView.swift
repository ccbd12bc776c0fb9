import Foundation
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A Swift file as its iOS build sees it: every `#if` evaluated under an `IOSBuildConfiguration`,
/// the directives and the inactive clauses blanked out (spaces, newlines kept), so the text that
/// remains is the active code at its own line and column. With a file path, a `#sourceLocation`
/// line first names the user's file, so diagnostics, preview ids and source links point at it.
///
/// Linux has no Objective-C runtime, so its spellings become what compiles without one
/// (docs/compatibility.md#objective-c-spellings): `@objc`, `@objcMembers`, `@IBOutlet`, `@IBAction`,
/// `@IBInspectable`, `@IBDesignable` and `@NSManaged` are blanked; `#selector(name(_:))` becomes
/// `Selector("name:")`, a selector kept by name (Strata's target-action and notification APIs keep
/// it and never send it); `#keyPath(a.b)` becomes the string `"a.b"`. A declaration
/// `@available(iOS, unavailable)` is unavailable everywhere, as it is in an iOS build.
public enum IOSSourceView {
    /// Modules whose importers see the names of `StrataFoundation`, as they see them on iOS.
    static let foundationModules = Set(["Foundation", "CoreFoundation"]).union(absorbedModules)
    /// Apple modules whose names StrataFoundation holds and that exist under no such name here
    /// (`ObjectiveC`: packages test `canImport(ObjectiveC)` to find the runtime). Their imports
    /// are blanked; the file imports StrataFoundation instead.
    static let absorbedModules: Set<String> = ["ObjectiveC"]
    /// Modules that bring Apple's Foundation, XML parser included, to their importers.
    static let xmlFoundationImporters: Set<String> = ["Foundation", "SwiftUI", "UIKit", "AppKit"]
    /// Names of Foundation's XML types.
    nonisolated(unsafe) static let xmlNames = #/\bXML(Parser|ParserDelegate|Document|Element|Node|DTD)\b/#

    /// The source of `text` as its iOS build compiles it.
    public static func text(of text: String, configuration: IOSBuildConfiguration, originalPath: String? = nil) -> String {
        let tree = Parser.parse(source: text)
        let finder = IOSViewFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var blanked: [Range<Int>] = []
        for decl in finder.ifConfigs {
            let active = decl.activeClause(in: configuration).clause
            for clause in decl.clauses {
                let start = clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
                if let active, clause.id == active.id {
                    // The directive line (`#if cond`, `#elseif cond`, `#else`) goes; the elements stay.
                    let end = (clause.condition?.endPositionBeforeTrailingTrivia ?? clause.poundKeyword.endPositionBeforeTrailingTrivia).utf8Offset
                    blanked.append(start..<end)
                } else {
                    blanked.append(start..<clause.endPositionBeforeTrailingTrivia.utf8Offset)
                }
            }
            let endif = decl.poundEndif
            blanked.append(endif.positionAfterSkippingLeadingTrivia.utf8Offset..<endif.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        var bytes = Array(text.utf8)
        func isBlanked(_ range: Range<Int>) -> Bool { blanked.contains { $0.overlaps(range) } }
        // Objective-C spellings in the active code, replaced from the end so offsets stay valid.
        var edits = finder.spellingEdits.filter { !isBlanked($0.range) }
        edits.sort { $0.range.lowerBound > $1.range.lowerBound }
        for range in blanked {
            for index in range where index < bytes.count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        var lastStart = Int.max
        for edit in edits where edit.range.upperBound <= lastStart && edit.range.upperBound <= bytes.count {
            let removed = bytes[edit.range]
            var replacement = Array(edit.replacement.utf8)
            if edit.replacement.isEmpty {
                // Blanked in place: columns stay.
                replacement = removed.map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
            } else {
                // Lines stay: the newlines the original spanned follow the replacement.
                replacement += Array(repeating: UInt8(ascii: "\n"), count: removed.filter { $0 == UInt8(ascii: "\n") }.count)
            }
            bytes.replaceSubrange(edit.range, with: replacement)
            lastStart = edit.range.lowerBound
        }
        var body = String(decoding: bytes, as: UTF8.self)
        // A file that imports only Foundation sees Apple's Foundation names (`ObservableObject`,
        // `CGFloat` from CoreFoundation): the import goes after the last line, so lines stay.
        if finder.imports.contains(where: { Self.foundationModules.contains($0.module) && !isBlanked($0.range) }) {
            body += "\nimport StrataFoundation\n"
        }
        // Apple's Foundation has the XML parser, which Linux keeps in FoundationXML (it links
        // libxml2): a file that names it imports that module too.
        if finder.imports.contains(where: { Self.xmlFoundationImporters.contains($0.module) && !isBlanked($0.range) }),
           body.contains(Self.xmlNames) {
            body += "\n#if canImport(FoundationXML)\nimport FoundationXML\n#endif\n"
        }
        guard let originalPath else { return body }
        let escaped = originalPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + body
    }

    /// The Objective-C name `#selector` gives a method reference: `name`, `name:`, `name:label:`.
    static func selectorName(of expression: ExprSyntax) -> String {
        var base = expression
        if let member = expression.as(MemberAccessExprSyntax.self) { base = ExprSyntax(member.declName) }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let labels = reference.argumentNames?.arguments, !labels.isEmpty else { return name }
            return labels.enumerated().map { index, argument in
                let label = argument.name.text == "_" ? "" : argument.name.text
                return index == 0 ? name + (label.isEmpty ? "" : "With" + label.prefix(1).uppercased() + label.dropFirst()) + ":" : label + ":"
            }.joined()
        }
        return expression.trimmedDescription
    }
}

/// A replacement of a byte range of the source; an empty replacement blanks it in place.
struct SourceEdit {
    let range: Range<Int>
    let replacement: String
}

/// Collects every `#if` block (nested ones included) and the Objective-C spellings to rewrite.
private final class IOSViewFinder: SyntaxVisitor {
    var ifConfigs: [IfConfigDeclSyntax] = []
    var spellingEdits: [SourceEdit] = []
    /// Each import's first module name and range.
    var imports: [(module: String, range: Range<Int>)] = []

    static let objectiveCAttributes: Set<String> = [
        "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "NSManaged", "GKInspectable",
    ]

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        ifConfigs.append(node)
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            imports.append((module, range(of: node)))
            if IOSSourceView.absorbedModules.contains(module) { spellingEdits.append(SourceEdit(range: range(of: node), replacement: "")) }
        }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text else { return .visitChildren }
        if Self.objectiveCAttributes.contains(name) {
            spellingEdits.append(SourceEdit(range: range(of: node), replacement: ""))
        } else if name == "available", Self.isUnavailableOnIOS(node) {
            // Unavailable on iOS is unavailable in the iOS build: a switch need not cover the case.
            spellingEdits.append(SourceEdit(range: range(of: node), replacement: "@available(*, unavailable)"))
        }
        return .visitChildren
    }

    /// `@available(iOS, unavailable)` (with or without a message).
    static func isUnavailableOnIOS(_ node: AttributeSyntax) -> Bool {
        guard case .availability(let arguments) = node.arguments, let first = arguments.first,
              case .token(let platform) = first.argument, platform.text == "iOS" else { return false }
        return arguments.dropFirst().contains { argument in
            if case .token(let token) = argument.argument { return token.text == "unavailable" }
            return false
        }
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            guard let argument = node.arguments.last?.expression else { break }
            let name = IOSSourceView.selectorName(of: argument)
            spellingEdits.append(SourceEdit(range: range(of: node), replacement: "Selector(\"\(name)\")"))
            return .skipChildren
        case "keyPath":
            guard let argument = node.arguments.first?.expression else { break }
            spellingEdits.append(SourceEdit(range: range(of: node), replacement: "\"\(argument.trimmedDescription)\""))
            return .skipChildren
        default:
            break
        }
        return .visitChildren
    }

    private func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
