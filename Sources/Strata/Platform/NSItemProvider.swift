import Foundation

/// A class whose objects an item provider can hand out as data.
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress?
}

/// A class whose objects an item provider can make from data.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Who may see a representation an item provider registers.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all, team, group, ownProcess
}

/// Data offered for dragging, dropping and sharing, in the type identifiers registered for it
/// (Foundation's, which Linux's lacks). Loading runs the registered handler and calls back at once.
open class NSItemProvider: NSObject {
    public typealias CompletionHandler = (Any?, Error?) -> Void

    private struct Representation {
        let typeIdentifier: String
        let load: (@escaping (Data?, Error?) -> Void) -> Progress?
    }

    private var representations: [Representation] = []
    /// A name for a file made from the item.
    open var suggestedName: String?

    public override init() { super.init() }

    /// A provider of `object`, in the types its class writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of a file's contents, typed by its extension.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// The type identifiers registered, most preferred first.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?
    ) {
        representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler))
    }

    /// Registers `object` in each type its class writes.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Whether a registered type is or conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Loads the data of the first representation conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, CocoaError(.fileReadUnknown))
            return progress
        }
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    /// Loads the item as data of `typeIdentifier`.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil, completionHandler: CompletionHandler? = nil) {
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in completionHandler?(data, error) }
    }

    /// Whether an object of `objectClass` can be made from a registered type.
    open func canLoadObject(ofClass objectClass: any NSItemProviderReading.Type) -> Bool {
        objectClass.readableTypeIdentifiersForItemProvider.contains { representation(conformingTo: $0) != nil }
    }

    /// Makes an object of `objectClass` from the first registered type it reads.
    @discardableResult
    open func loadObject(ofClass objectClass: any NSItemProviderReading.Type, completionHandler: @escaping ((any NSItemProviderReading)?, Error?) -> Void) -> Progress {
        guard let type = objectClass.readableTypeIdentifiersForItemProvider.first(where: { representation(conformingTo: $0) != nil }) else {
            completionHandler(nil, CocoaError(.fileReadUnknown))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try objectClass.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Makes a Swift value (`String`, ...) from the first registered type its class reads.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { object, error in
            completionHandler((object as? T._ObjectiveCType).map(T._unconditionallyBridgeFromObjectiveC), error)
        }
    }

    /// Offers a transferable value in the content types it exports.
    public func register<T: Transferable>(_ transferable: @escaping () -> T) {
        for type in T.exportedContentTypes() {
            registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
                let carried = Carried(value: (completion, transferable))
                Task { @MainActor in
                    let (completion, transferable) = carried.value
                    do { completion(try await transferable().exported(as: type), nil) } catch { completion(nil, error) }
                }
                return nil
            }
        }
    }

    /// Makes a transferable value from the first registered type it imports.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping (Result<T, Error>) -> Void) -> Progress {
        guard let contentType = T.importedContentTypes().first(where: { representation(conformingTo: $0.identifier) != nil }) else {
            completionHandler(.failure(CocoaError(.fileReadUnknown)))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: contentType.identifier) { data, error in
            guard let data else { return completionHandler(.failure(error ?? CocoaError(.fileReadUnknown))) }
            let importing: () async throws -> T = { try await T._importing(data, contentType: contentType) }
            let carried = Carried(value: (completionHandler, importing))
            Task { @MainActor in
                let (completionHandler, importing) = carried.value
                do { completionHandler(.success(try await importing())) } catch { completionHandler(.failure(error)) }
            }
        }
    }

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        let wanted = UTType(typeIdentifier)
        return representations.first { registered in
            registered.typeIdentifier == typeIdentifier || (wanted.map { UTType(registered.typeIdentifier)?.conforms(to: $0) ?? false } ?? false)
        }
    }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = NSString(string: String(decoding: data, as: UTF8.self)) as? Self else { throw CocoaError(.coderReadCorrupt) }
        return string
    }
}

/// Carries a provider's callbacks into the task that runs an asynchronous export or import (they
/// are called once, on the main actor).
private struct Carried<Value>: @unchecked Sendable {
    let value: Value
}
