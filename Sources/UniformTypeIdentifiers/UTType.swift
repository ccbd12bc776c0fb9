// On Linux, `import UniformTypeIdentifiers` resolves to this module: Apple's uniform types, with the
// system's common declarations (identifier, file extensions, MIME type and the type each conforms to).
import Foundation

/// A uniform type: what kind of data a file or a pasteboard item holds.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier (`public.png`).
    public let identifier: String
    /// Whether the system declares the type (false for types made from an unknown extension).
    public let isDeclared: Bool
    /// Whether the type was made from a tag the system does not declare (`dyn.` identifiers).
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    public var isPublicType: Bool { identifier.hasPrefix("public.") }
    public var isSystemDeclared: Bool { Self.declarations[identifier] != nil }

    public var preferredFilenameExtension: String? { Self.declarations[identifier]?.extensions.first ?? dynamicTag("extension") }
    public var preferredMIMEType: String? { Self.declarations[identifier]?.mimeType ?? dynamicTag("mime") }
    public var localizedDescription: String? { identifier }
    public var description: String { identifier }

    /// The type's tags by class: its file extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        let extensions = Self.declarations[identifier]?.extensions ?? dynamicTag("extension").map { [$0] } ?? []
        let mimeTypes = (Self.declarations[identifier]?.mimeType ?? dynamicTag("mime")).map { [$0] } ?? []
        if !extensions.isEmpty { tags[.filenameExtension] = extensions }
        if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return tags
    }

    /// The types this type conforms to, its own parents and theirs.
    public var supertypes: Set<UTType> {
        var result = Set<UTType>(), pending = Self.declarations[identifier]?.parents ?? []
        while let parent = pending.popLast() {
            guard result.insert(UTType(declared: parent)).inserted else { continue }
            pending += Self.declarations[parent]?.parents ?? []
        }
        return result
    }

    /// Whether a value of this type is also of `type`.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The declared type with `identifier`, or nil when the system declares none.
    public init?(_ identifier: String) {
        guard Self.declarations[identifier] != nil else { return nil }
        self.init(declared: identifier)
    }

    /// The type for a file extension: a declared one, or a dynamic type for an unknown extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard !lowered.isEmpty else { return nil }
        if let match = Self.declarations.first(where: { $0.value.extensions.contains(lowered) }) {
            self.init(declared: match.key)
        } else {
            self.init(dynamic: "extension", lowered)
        }
    }

    /// The type for a MIME type: a declared one, or a dynamic type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let lowered = mimeType.lowercased()
        guard !lowered.isEmpty else { return nil }
        if let match = Self.declarations.first(where: { $0.value.mimeType == lowered }) {
            self.init(declared: match.key)
        } else {
            self.init(dynamic: "mime", lowered)
        }
    }

    /// A type the app declares in its Info.plist.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) { self.init(declared: identifier) }
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { self.init(declared: identifier) }

    init(declared identifier: String) {
        self.identifier = identifier
        isDeclared = true
    }

    private init(dynamic kind: String, _ tag: String) {
        identifier = "dyn.\(kind).\(tag)"
        isDeclared = false
    }

    private func dynamicTag(_ kind: String) -> String? {
        let prefix = "dyn.\(kind)."
        return identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : nil
    }
}

/// A kind of tag that names a type outside the uniform type system.
public struct UTTagClass: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
