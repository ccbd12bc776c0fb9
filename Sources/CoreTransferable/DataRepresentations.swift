import Foundation
import UniformTypeIdentifiers

/// An item transferred as data of one content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let entry: _TransferEntry<Item>

    /// Exports and imports the item as data of `contentType`.
    public init(contentType: UTType, exporting: @escaping (Item) async throws -> Data, importing: @escaping (Data) async throws -> Item) {
        entry = _TransferEntry(exportedType: contentType, importedType: contentType, export: exporting, importer: importing)
    }

    /// Exports the item as data of `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping (Item) async throws -> Data) {
        entry = _TransferEntry(exportedType: exportedContentType, importedType: nil, export: exporting, importer: nil)
    }

    /// Imports an item from data of `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping (Data) async throws -> Item) {
        entry = _TransferEntry(exportedType: nil, importedType: importedContentType, export: nil, importer: importing)
    }

    public var body: Never { return primitiveBody() }
    public var _entries: [_TransferEntry<Item>] { [entry] }
}

/// An item transferred as its `Codable` encoding (JSON) under a content type.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    let contentType: UTType

    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
    }

    public var body: Never { return primitiveBody() }
    public var _entries: [_TransferEntry<Item>] {
        [_TransferEntry(
            exportedType: contentType, importedType: contentType,
            export: { try JSONEncoder().encode($0) },
            importer: { try JSONDecoder().decode(Item.self, from: $0) }
        )]
    }
}

/// A file sent by a transfer.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received by a transfer.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// An item transferred as a file of one content type.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let entry: _TransferEntry<Item>

    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping (Item) async throws -> SentTransferredFile,
        importing: @escaping (ReceivedTransferredFile) async throws -> Item
    ) {
        entry = _TransferEntry(exportedType: contentType, importedType: contentType, export: Self.reading(exporting), importer: Self.writing(importing))
    }

    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping (Item) async throws -> SentTransferredFile) {
        entry = _TransferEntry(exportedType: exportedContentType, importedType: nil, export: Self.reading(exporting), importer: nil)
    }

    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false, importing: @escaping (ReceivedTransferredFile) async throws -> Item) {
        entry = _TransferEntry(exportedType: nil, importedType: importedContentType, export: nil, importer: Self.writing(importing))
    }

    public var body: Never { return primitiveBody() }
    public var _entries: [_TransferEntry<Item>] { [entry] }

    /// Exports the item as the contents of the file it sends.
    private static func reading(_ exporting: @escaping (Item) async throws -> SentTransferredFile) -> (Item) async throws -> Data {
        { item in try Data(contentsOf: try await exporting(item).file) }
    }

    /// Imports data by writing it to a temporary file the item is made from.
    private static func writing(_ importing: @escaping (ReceivedTransferredFile) async throws -> Item) -> (Data) async throws -> Item {
        { data in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-\(UUID().uuidString)")
            try data.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }
    }
}

/// An item transferred as another transferable value (a `String`, a `URL`, ...).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    let exporting: ((Item) async throws -> Proxy)?
    let importing: ((Proxy) async throws -> Item)?

    public init(exporting: @escaping (Item) throws -> Proxy) {
        self.exporting = { try exporting($0) }
        importing = nil
    }

    public init(exporting: @escaping (Item) throws -> Proxy, importing: @escaping (Proxy) throws -> Item) {
        self.exporting = { try exporting($0) }
        self.importing = { try importing($0) }
    }

    public init(importing: @escaping (Proxy) throws -> Item) {
        exporting = nil
        self.importing = { try importing($0) }
    }

    public var body: Never { return primitiveBody() }
    public var _entries: [_TransferEntry<Item>] {
        Proxy.typedEntries.map { proxy in
            let export: ((Item) async throws -> Data)? = exporting.flatMap { exporting in
                proxy.export.map { exportProxy in { item in try await exportProxy(try await exporting(item)) } }
            }
            let importer: ((Data) async throws -> Item)? = importing.flatMap { importing in
                proxy.importer.map { importProxy in { data in try await importing(try await importProxy(data)) } }
            }
            return _TransferEntry(
                exportedType: export == nil ? nil : proxy.exportedType, importedType: importer == nil ? nil : proxy.importedType,
                export: export, importer: importer, visibility: proxy.visibility
            )
        }
    }
}
