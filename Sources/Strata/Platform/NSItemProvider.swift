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
    public func register<T: Transferable>(_ transferable: @escaping @Sendable () -> T) {
        for type in T.exportedContentTypes() {
            registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
                let export = AsyncTransfer<Data>(completion: { completion($0.success, $0.failure) }) {
                    try await transferable().exported(as: type)
                }
                export.start()
                return nil
            }
        }
    }

    /// Makes a transferable value from the first registered type it imports.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T, Error>) -> Void) -> Progress {
        guard let contentType = T.importedContentTypes().first(where: { representation(conformingTo: $0.identifier) != nil }) else {
            completionHandler(.failure(CocoaError(.fileReadUnknown)))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: contentType.identifier) { data, error in
            guard let data else { return completionHandler(.failure(error ?? CocoaError(.fileReadUnknown))) }
            AsyncTransfer<T>(completion: completionHandler) { try await T._importing(data, contentType: contentType) }.start()
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

/// An asynchronous export or import an item provider runs for a callback-based caller: the work
/// runs on the main actor and its result goes to the callback once.
private final class AsyncTransfer<Value>: @unchecked Sendable {
    private let completion: (Result<Value, Error>) -> Void
    private let work: () async throws -> Value

    init(completion: @escaping (Result<Value, Error>) -> Void, work: @escaping () async throws -> Value) {
        self.completion = completion
        self.work = work
    }

    func start() {
        Task { @MainActor in
            do { self.completion(.success(try await self.work())) } catch { self.completion(.failure(error)) }
        }
    }
}

extension Result {
    fileprivate var success: Success? { if case .success(let value) = self { value } else { nil } }
    fileprivate var failure: Failure? { if case .failure(let error) = self { error } else { nil } }
}
