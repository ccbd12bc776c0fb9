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
    /// The content types the type exports, most preferred first.
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        transferRepresentation._entries.compactMap { entry in
            guard visibility == .all || entry.visibility == visibility else { return nil }
            return entry.exportedType
        }
    }

    /// The content types the type imports, most preferred first.
    public static func importedContentTypes() -> [UTType] {
        transferRepresentation._entries.compactMap(\.importedType)
    }

    /// The item as data of `contentType` (or of a type conforming to it), from the first
    /// representation that exports it.
    public func exported(as contentType: UTType) async throws -> Data {
        // The builder makes a type's representations of the type itself.
        guard let item = self as? Representation.Item else { throw _TransferError("\(Self.self) represents another type") }
        for entry in Self.transferRepresentation._entries {
            guard let type = entry.exportedType, type.conforms(to: contentType), let export = entry.export else { continue }
            if let condition = entry.exportingCondition, !condition(item) { continue }
            return try await export(item)
        }
        throw _TransferError("\(Self.self) does not export \(contentType.identifier)")
    }

    /// The file name a representation suggests for the item, if one does.
    public func _suggestedFileName() -> String? {
        guard let item = self as? Representation.Item else { return nil }
        return Self.transferRepresentation._entries.lazy.compactMap { $0.suggestedFileName?(item) }.first
    }

    /// An item made from data of `contentType`, by the first representation that imports it.
    public static func _importing(_ data: Data, contentType: UTType) async throws -> Self {
        for entry in transferRepresentation._entries {
            guard let type = entry.importedType, contentType.conforms(to: type), let importer = entry.importer else { continue }
            if let item = try await importer(data) as? Self { return item }
        }
        throw _TransferError("\(Self.self) does not import \(contentType.identifier)")
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
