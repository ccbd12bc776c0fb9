import Foundation
import UniformTypeIdentifiers

/// A type whose values can be shared, dragged and copied, in the content types its
/// `transferRepresentation` lists, most preferred first.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of transferring an item: as data, a file, Codable content, or another transferable
/// value. Representations compose in `transferRepresentation`, most preferred first.
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
    /// Renderer hook: the content types this representation exports and imports, in order.
    var _entries: [_TransferEntry<Item>] { get }
}

extension TransferRepresentation {
    public var _entries: [_TransferEntry<Item>] { body._entries.compactMap { $0 as? _TransferEntry<Item> } }
}

/// Who may see a representation: everyone, or only this app, team or process.
public struct TransferRepresentationVisibility: Hashable, Sendable {
    let rawValue: Int
    public static let all = TransferRepresentationVisibility(rawValue: 0)
    public static let team = TransferRepresentationVisibility(rawValue: 1)
    public static let group = TransferRepresentationVisibility(rawValue: 2)
    public static let ownProcess = TransferRepresentationVisibility(rawValue: 3)
}

/// One content type of a representation: how an item becomes data of that type, and back.
public struct _TransferEntry<Item> {
    let exportedType: UTType?
    let importedType: UTType?
    let export: ((Item) async throws -> Data)?
    let importer: ((Data) async throws -> Item)?
    var visibility = TransferRepresentationVisibility.all
    var suggestedFileName: ((Item) -> String?)?
    var exportingCondition: ((Item) -> Bool)?
}

/// Why an item could not be transferred.
public struct _TransferError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension Transferable {
    /// The entries of the type's representations, as entries of the type itself (the builder
    /// makes a type's representations of that type, so every entry is one).
    static var typedEntries: [_TransferEntry<Self>] {
        transferRepresentation._entries.compactMap { $0 as? _TransferEntry<Self> }
    }

    /// The content types the type exports, most preferred first.
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        typedEntries.compactMap { entry in
            guard visibility == .all || entry.visibility == visibility else { return nil }
            return entry.exportedType
        }
    }

    /// The content types the type imports, most preferred first.
    public static func importedContentTypes() -> [UTType] {
        typedEntries.compactMap(\.importedType)
    }

    /// The item as data of `contentType` (or of a type conforming to it), from the first
    /// representation that exports it.
    public func exported(as contentType: UTType) async throws -> Data {
        for entry in Self.typedEntries {
            guard let type = entry.exportedType, type.conforms(to: contentType), let export = entry.export else { continue }
            if let condition = entry.exportingCondition, !condition(self) { continue }
            return try await export(self)
        }
        throw _TransferError("\(Self.self) does not export \(contentType.identifier)")
    }

    /// The file name a representation suggests for the item, if one does.
    public func _suggestedFileName() -> String? {
        Self.typedEntries.lazy.compactMap { $0.suggestedFileName?(self) }.first
    }

    /// An item made from data of `contentType`, by the first representation that imports it.
    public static func _importing(_ data: Data, contentType: UTType) async throws -> Self {
        guard let importer = typedEntries.first(where: { $0.importer != nil && ($0.importedType.map(contentType.conforms(to:)) ?? false) })?.importer else {
            throw _TransferError("\(Self.self) does not import \(contentType.identifier)")
        }
        return try await importer(data)
    }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    public var body: Never { self }
    public var _entries: [_TransferEntry<Never>] { [] }
}

extension Never: Transferable {
    public static var transferRepresentation: _EmptyTransferRepresentation<Never> { _EmptyTransferRepresentation() }
}
