@_spi(Reflection) import Swift
import Observation

/// Whether two values of a composite view are known to render the same body, the rule a hosted
/// graph uses to keep a child's output when its parent is evaluated again (as SwiftUI compares a
/// view's stored properties). Sound rather than complete: when in doubt, values differ.
///
/// - An `Equatable` view is compared with `==`: its author says what matters.
/// - Otherwise the two values are compared byte for byte, when every stored property is plain
///   data (numbers, `Bool`, enums without payloads that hold references…), a `String`, or a
///   reference to an `@Observable` object: equal bytes then mean equal data, the same string, or
///   the same object, whose observed properties invalidate the views that read them.
/// - Anything else (closures, bindings, arrays, other classes, existentials) counts as different.
enum ViewEquivalence: Equatable {
    case equatable
    case bytewise
    case never

    /// The rule for values of `type`.
    init(_ type: Any.Type) {
        if type is any Equatable.Type {
            self = .equatable
        } else if Self.isComparableBytewise(type) {
            self = .bytewise
        } else {
            self = .never
        }
    }

    /// Whether `lhs` and `rhs` are known to be the same under `comparison` (their type's rule).
    ///
    /// Called once per kept child of every body evaluated again (10,000 times for a list of
    /// 10,000 rows), from code generic over `Value`: the bytewise rule reads the two values where
    /// they lie (no copy, no closure, no retain of the references they hold).
    @inline(__always)
    static func same<Value>(_ lhs: Value, _ rhs: Value, comparison: ViewEquivalence) -> Bool {
        switch comparison {
        case .never:
            return false
        case .bytewise:
            return withUnsafePointer(to: lhs) { left in
                withUnsafePointer(to: rhs) { right in
                    sameBytes(UnsafeRawPointer(left), UnsafeRawPointer(right), count: MemoryLayout<Value>.size)
                }
            }
        case .equatable:
            guard let lhs = lhs as? any Equatable else { return false }
            return equal(lhs, rhs)
        }
    }

    /// Whether `count` bytes at `left` and `right` are the same, compared a word at a time.
    private static func sameBytes(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            guard left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                return false
            }
            offset += 8
        }
        while offset < count {
            guard left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset += 1
        }
        return true
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }

    private static func isComparableBytewise(_ type: Any.Type) -> Bool {
        if isPlainData(type) || type == String.self { return true }
        var comparable = true
        var fields = 0
        let walked = _forEachField(of: type, options: []) { _, _, fieldType, kind in
            fields += 1
            switch kind {
            case .struct: comparable = isComparableBytewise(fieldType)
            case .class: comparable = fieldType is any Observable.Type
            default: comparable = isPlainData(fieldType)
            }
            return comparable
        }
        return walked && comparable && fields > 0
    }

    private static func isPlainData(_ type: Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: check)
    }
}
