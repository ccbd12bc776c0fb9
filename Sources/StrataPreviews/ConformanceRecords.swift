import StrataRuntimeSections

/// A type found through the protocol-conformance records the Swift compiler emits for every
/// `Type: Protocol` declaration, whatever the type's access level.
struct ConformingType {
    /// The type's metadata.
    let type: Any.Type
    /// The module that declares the type.
    let module: String
    /// The type's name, with enclosing types (`Outer.Inner`).
    let name: String
}

/// Reads the conformance records linked into this program (ELF; empty elsewhere). This is how a
/// gallery finds `private` preview types that no other file can name.
///
/// The layouts read here are Swift's stable ABI (`ProtocolConformanceDescriptor` and context
/// descriptors, see the Swift repository's docs/ABI); every pointer is checked for null and
/// every kind is checked before a field is read.
enum ConformanceRecords {
    /// Non-generic classes, structs and enums that conform to the protocol `protocolName` declared
    /// in `protocolModule`.
    static func types(conformingTo protocolName: String, in protocolModule: String) -> [ConformingType] {
        var start: UnsafeRawPointer?
        var end: UnsafeRawPointer?
        strata_protocol_conformances(&start, &end)
        guard let start, let end, start < end else { return [] }
        var found: [ConformingType] = []
        var record = start
        while record + 4 <= end {
            defer { record += 4 }
            guard let conformance = relativeDirect(record),
                  let protocolDescriptor = relativeIndirectable(conformance),
                  contextName(protocolDescriptor) == protocolName,
                  moduleName(of: protocolDescriptor) == protocolModule,
                  let typeDescriptor = typeDescriptor(of: conformance),
                  let conforming = conformingType(typeDescriptor)
            else { continue }
            found.append(conforming)
        }
        return found
    }

    // MARK: Context descriptors

    private enum Kind: UInt32 {
        case module = 0, `extension` = 1, anonymous = 2, `protocol` = 3, opaqueType = 4
        case `class` = 16, `struct` = 17, `enum` = 18
    }

    private static func kind(_ descriptor: UnsafeRawPointer) -> Kind? {
        Kind(rawValue: descriptor.load(as: UInt32.self) & 0x1F)
    }

    private static func isGeneric(_ descriptor: UnsafeRawPointer) -> Bool {
        descriptor.load(as: UInt32.self) & 0x80 != 0
    }

    private static func parent(_ descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
        relativeIndirectable(descriptor + 4)
    }

    /// The name of a module, protocol or type descriptor.
    private static func contextName(_ descriptor: UnsafeRawPointer) -> String? {
        switch kind(descriptor) {
        case .module, .protocol, .class, .struct, .enum:
            return relativeDirect(descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
        default:
            return nil
        }
    }

    private static func moduleName(of descriptor: UnsafeRawPointer) -> String? {
        var current = parent(descriptor)
        var steps = 0
        while let context = current, steps < 64 {
            if kind(context) == .module { return contextName(context) }
            current = parent(context)
            steps += 1
        }
        return nil
    }

    /// The conforming type's descriptor, for conformances of Swift types (not Objective-C ones).
    private static func typeDescriptor(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = (conformance + 12).load(as: UInt32.self)
        switch (flags >> 3) & 0x7 {
        case 0: return relativeDirect(conformance + 4)
        case 1: return relativeDirect(conformance + 4)?.load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    private static func conformingType(_ descriptor: UnsafeRawPointer) -> ConformingType? {
        guard let kind = kind(descriptor), [.class, .struct, .enum].contains(kind), !isGeneric(descriptor),
              let name = contextName(descriptor), let module = moduleName(of: descriptor),
              let accessor = relativeDirect(descriptor + 12),
              let metadata = strata_call_metadata_accessor(accessor)
        else { return nil }
        return ConformingType(type: unsafeBitCast(metadata, to: Any.Type.self), module: module, name: qualifiedName(name, descriptor))
    }

    /// `name` prefixed with the names of its enclosing types.
    private static func qualifiedName(_ name: String, _ descriptor: UnsafeRawPointer) -> String {
        var parts = [name]
        var current = parent(descriptor)
        while let context = current, let kind = kind(context), [.class, .struct, .enum].contains(kind), let outer = contextName(context) {
            parts.insert(outer, at: 0)
            current = parent(context)
        }
        return parts.joined(separator: ".")
    }

    // MARK: Relative pointers

    /// The target of a 32-bit offset from its own address.
    private static func relativeDirect(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// A relative pointer whose low bit says the target holds the real pointer.
    private static func relativeIndirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.load(as: Int32.self)
        guard offset != 0 else { return nil }
        if offset & 1 == 0 { return field + Int(offset) }
        return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }
}
