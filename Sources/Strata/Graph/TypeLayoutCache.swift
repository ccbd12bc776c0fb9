@_spi(Reflection) import Swift
import Synchronization

/// Per-type layout facts computed once from runtime metadata and cached: where a tuple's views
/// are, and where a view's dynamic properties (`@State`, `@Environment`, ...) are.
/// Reflecting on every render would be too slow; the cache makes it a dictionary lookup.
final class TypeLayoutCache: Sendable {
    static let shared = TypeLayoutCache()

    struct TupleElement: @unchecked Sendable {
        let offset: Int
        let type: any View.Type
    }

    private let tuples = Mutex<[ObjectIdentifier: [TupleElement]]>([:])
    private let plans = Mutex<[ObjectIdentifier: DynamicPropertyPlan]>([:])

    /// The views stored in a tuple type, with their byte offsets.
    func tupleElements(of type: Any.Type) -> [TupleElement] {
        let key = ObjectIdentifier(type)
        if let cached = tuples.withLock({ $0[key] }) { return cached }
        var elements: [TupleElement] = []
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let viewType = fieldType as? any View.Type {
                elements.append(TupleElement(offset: offset, type: viewType))
            }
            return true
        }
        tuples.withLock { $0[key] = elements }
        return elements
    }

    /// The dynamic properties stored in `type`, including those nested in custom
    /// `DynamicProperty` structs, flattened with absolute offsets.
    func dynamicPropertyPlan(of type: Any.Type) -> DynamicPropertyPlan {
        let key = ObjectIdentifier(type)
        if let cached = plans.withLock({ $0[key] }) { return cached }
        let plan = DynamicPropertyPlan(type)
        plans.withLock { $0[key] = plan }
        return plan
    }
}

/// Where the dynamic properties of one type live, in declaration order.
struct DynamicPropertyPlan: @unchecked Sendable {
    struct Field {
        let offset: Int
        /// A property the runtime links itself (`State`, `Environment`, ...).
        let leaf: (any _LinkableProperty.Type)?
        /// A custom `DynamicProperty` struct, whose `update()` runs after its fields are linked.
        let custom: (any DynamicProperty.Type)?
    }

    let fields: [Field]
    var isEmpty: Bool { fields.isEmpty }
    /// How two values of the type are compared, to keep a hosted view's output when its value
    /// did not change.
    let comparison: ViewEquivalence

    init(_ type: Any.Type) {
        var fields: [Field] = []
        Self.collect(type, baseOffset: 0, into: &fields)
        self.fields = fields
        self.comparison = ViewEquivalence(type)
    }

    private static func collect(_ type: Any.Type, baseOffset: Int, into fields: inout [Field]) {
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            let absolute = baseOffset + offset
            if let leaf = fieldType as? any _LinkableProperty.Type {
                fields.append(Field(offset: absolute, leaf: leaf, custom: nil))
            } else if let custom = fieldType as? any DynamicProperty.Type, kind == .struct {
                collect(fieldType, baseOffset: absolute, into: &fields)
                fields.append(Field(offset: absolute, leaf: nil, custom: custom))
            }
            return true
        }
    }

    /// Links every dynamic property of the value at `pointer` to its storage and environment.
    func link(_ pointer: UnsafeMutableRawPointer, context: inout PropertyLinkContext) {
        for field in fields {
            if let leaf = field.leaf {
                leaf._link(at: pointer + field.offset, context: &context)
            } else if let custom = field.custom {
                custom._update(at: pointer + field.offset)
            }
        }
    }
}

extension DynamicProperty {
    static func _update(at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Self.self).pointee.update()
    }
}
