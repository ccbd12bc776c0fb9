/// Observes an `ObservableObject` owned elsewhere; the view re-renders when it announces a change.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    private var object: ObjectType

    public init(wrappedValue: ObjectType) { object = wrappedValue }
    public init(initialValue: ObjectType) { object = initialValue }

    /// The observed object. Main-actor isolated, as in SwiftUI: in the Swift 5 language mode a
    /// view holding one is isolated to the main actor, like the `@MainActor` models it reads.
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }

    @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(root: object) }
}

extension ObservedObject: _LinkableProperty {
    mutating func link(_ context: inout PropertyLinkContext) {
        let subscription = context.storage { ObjectSubscription() }
        subscription.observe(object, for: context.node)
    }
}

/// Creates and owns an `ObservableObject` for as long as the view keeps its identity.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let makeObject: () -> ObjectType
    private var object: ObjectType?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The owned object. Read it from `body`, where it is linked to the view's storage.
    /// Main-actor isolated, as in SwiftUI (see `ObservedObject.wrappedValue`).
    @MainActor @preconcurrency public var wrappedValue: ObjectType { object ?? makeObject() }

    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        .init(root: object ?? makeObject())
    }
}

extension StateObject: _LinkableProperty {
    mutating func link(_ context: inout PropertyLinkContext) {
        let storage = context.storage { ObjectSubscription() }
        let owned = storage.ownedObject as? ObjectType ?? makeObject()
        storage.ownedObject = owned
        object = owned
        storage.observe(owned, for: context.node)
    }
}

/// Reads an `ObservableObject` placed by an ancestor with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private var object: ObjectType?

    public init() {}

    /// Main-actor isolated, as in SwiftUI (see `ObservedObject.wrappedValue`).
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        guard let object else {
            preconditionFailure("No ObservableObject of type \(ObjectType.self) in the environment: add .environmentObject(_:) to an ancestor view")
        }
        return object
    }

    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        .init(root: wrappedValue)
    }
}

extension EnvironmentObject: _LinkableProperty {
    mutating func link(_ context: inout PropertyLinkContext) {
        object = context.environment.observableObject(of: ObjectType.self)
        let subscription = context.storage { ObjectSubscription() }
        if let object {
            subscription.observe(object, for: context.node)
        } else {
            context.missingDependency = context.missingDependency
                ?? "an ObservableObject of type \(ObjectType.self): add .environmentObject(_:) to an ancestor view"
        }
    }
}

nonisolated extension View {
    /// Places an `ObservableObject` in the environment, for `@EnvironmentObject`.
    public consuming func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentModifier { $0.setObservableObject(object) })
    }
}

/// A view's subscription to an object's will-change publisher (and, for `@StateObject`, the
/// object itself), kept in the view's persistent storage.
final class ObjectSubscription {
    var ownedObject: AnyObject?
    private var observedID: ObjectIdentifier?
    private var subscription: ObservableObjectPublisher.Subscription?

    /// Subscribes `node` to `object`'s changes, once per object (hosted rendering only).
    func observe<Object: ObservableObject>(_ object: Object, for node: ViewNode?) {
        guard let node, observedID != ObjectIdentifier(object) else { return }
        observedID = ObjectIdentifier(object)
        let handle = node.handle
        subscription = object.objectWillChange._subscribe { handle.invalidate() }
    }
}
