// Accelerate functions, the same for Float and Double (see AccelerateBuffer.swift).
import Foundation

extension vForce {
    public static func sqrt<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { $0.squareRoot() }
    }

    public static func sqrt<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { $0.squareRoot() })
    }

    public static func exp<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Foundation.exp($0) }
    }

    public static func exp<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { Foundation.exp($0) })
    }

    public static func log<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Foundation.log($0) }
    }

    public static func log<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { Foundation.log($0) })
    }

    public static func log10<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Foundation.log10($0) }
    }

    public static func log10<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { Foundation.log10($0) })
    }

    public static func sin<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Foundation.sin($0) }
    }

    public static func sin<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { Foundation.sin($0) })
    }

    public static func cos<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Foundation.cos($0) }
    }

    public static func cos<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { Foundation.cos($0) })
    }

    public static func tan<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Foundation.tan($0) }
    }

    public static func tan<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { Foundation.tan($0) })
    }

    public static func floor<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Foundation.floor($0) }
    }

    public static func floor<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { Foundation.floor($0) })
    }

    public static func ceil<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Foundation.ceil($0) }
    }

    public static func ceil<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { Foundation.ceil($0) })
    }

    public static func reciprocal<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { 1 / $0 }
    }

    public static func reciprocal<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { 1 / $0 })
    }

    public static func rsqrt<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { 1 / $0.squareRoot() }
    }

    public static func rsqrt<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { 1 / $0.squareRoot() })
    }

    public static func trunc<U>(_ vector: U) -> [Float] where U: AccelerateBuffer, U.Element == Float {
        vector.elements.map { Foundation.trunc($0) }
    }

    public static func trunc<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Float, V.Element == Float {
        result.assignElements(vector.elements.map { Foundation.trunc($0) })
    }

    /// Each base raised to the matching exponent.
    public static func pow<T, U>(bases: T, exponents: U) -> [Float] where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Float, U.Element == Float {
        vDSP.zipElements(bases, exponents) { Foundation.pow($0, $1) }
    }
}

extension vForce {
    public static func sqrt<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { $0.squareRoot() }
    }

    public static func sqrt<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { $0.squareRoot() })
    }

    public static func exp<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { Foundation.exp($0) }
    }

    public static func exp<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { Foundation.exp($0) })
    }

    public static func log<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { Foundation.log($0) }
    }

    public static func log<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { Foundation.log($0) })
    }

    public static func log10<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { Foundation.log10($0) }
    }

    public static func log10<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { Foundation.log10($0) })
    }

    public static func sin<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { Foundation.sin($0) }
    }

    public static func sin<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { Foundation.sin($0) })
    }

    public static func cos<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { Foundation.cos($0) }
    }

    public static func cos<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { Foundation.cos($0) })
    }

    public static func tan<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { Foundation.tan($0) }
    }

    public static func tan<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { Foundation.tan($0) })
    }

    public static func floor<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { Foundation.floor($0) }
    }

    public static func floor<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { Foundation.floor($0) })
    }

    public static func ceil<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { Foundation.ceil($0) }
    }

    public static func ceil<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { Foundation.ceil($0) })
    }

    public static func reciprocal<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { 1 / $0 }
    }

    public static func reciprocal<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { 1 / $0 })
    }

    public static func rsqrt<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { 1 / $0.squareRoot() }
    }

    public static func rsqrt<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { 1 / $0.squareRoot() })
    }

    public static func trunc<U>(_ vector: U) -> [Double] where U: AccelerateBuffer, U.Element == Double {
        vector.elements.map { Foundation.trunc($0) }
    }

    public static func trunc<U, V>(_ vector: U, result: inout V) where U: AccelerateBuffer, V: AccelerateMutableBuffer, U.Element == Double, V.Element == Double {
        result.assignElements(vector.elements.map { Foundation.trunc($0) })
    }

    /// Each base raised to the matching exponent.
    public static func pow<T, U>(bases: T, exponents: U) -> [Double] where T: AccelerateBuffer, U: AccelerateBuffer, T.Element == Double, U.Element == Double {
        vDSP.zipElements(bases, exponents) { Foundation.pow($0, $1) }
    }
}

