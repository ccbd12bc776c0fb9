import Foundation

/// A function in a Metal shader library with the uniform values bound to it (iOS 17), for
/// `colorEffect`, `distortionEffect`, `layerEffect` and the canvas shader filters. A server has no
/// GPU and no Metal library: a shader is kept as a value (its function's name and arguments) and
/// the effects it drives draw their content unchanged, as a view does when its effect is disabled.
public struct Shader: Equatable, Sendable {
    /// The function the shader calls.
    public var function: ShaderFunction
    /// The uniform values passed to the function.
    public var arguments: [Argument]
    /// Whether colors the function returns are dithered.
    public var dithersColor: Bool = false

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// One uniform value passed to a shader function.
    public struct Argument: Equatable, Sendable {
        /// The value as it was given, for inspection: its kind and numbers.
        public let kind: String
        public let values: [Double]

        init(kind: String, values: [Double] = []) {
            self.kind = kind
            self.values = values
        }

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(kind: "float", values: [Double(x)]) }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(kind: "float2", values: [Double(x), Double(y)]) }
        public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }
        public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }
        public static func float2(_ vector: CGVector) -> Argument { .float2(vector.dx, vector.dy) }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(kind: "float3", values: [Double(x), Double(y), Double(z)])
        }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(kind: "float4", values: [Double(x), Double(y), Double(z), Double(w)])
        }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(kind: "floatArray", values: array.map(Double.init)) }
        public static func color(_ color: Color) -> Argument { Argument(kind: "color") }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(kind: "colorArray", values: [Double(array.count)]) }
        public static func image(_ image: Image) -> Argument { Argument(kind: "image") }
        public static func data(_ data: Data) -> Argument { Argument(kind: "data", values: [Double(data.count)]) }
        /// The bounding rectangle of the view or shape the shader is attached to.
        public static var boundingRect: Argument { Argument(kind: "boundingRect") }
    }
}

/// A reference to a function in a shader library; calling it with arguments makes a `Shader`
/// (`ShaderLibrary.wave(.float(time))`).
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A Metal shader library: the app's default one, or one from a bundle, a file or data. Functions
/// are looked up by name (`ShaderLibrary.default.ripple`, or `ShaderLibrary.ripple`); on a server
/// nothing is compiled or loaded, so any name gives a function.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    /// Where the library comes from.
    public let source: String

    init(source: String) { self.source = source }

    /// The library of the app's main bundle.
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of a bundle.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }

    public init(url: URL) { source = url.absoluteString }

    public init(data: Data) { source = "data(\(data.count) bytes)" }

    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }
}

nonisolated extension View {
    /// A per-pixel color shader: not run on a server, so the view is drawn as it is.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

    /// A per-pixel distortion shader: not run on a server, so the view is drawn as it is.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }

    /// A shader that samples the rendered layer: not run on a server, so the view is drawn as it is.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}

extension GraphicsContext.Filter {
    /// A color shader over later drawing (not run on a server).
    public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter { GraphicsContext.Filter(name: "colorShader") }
    /// A distortion shader over later drawing (not run on a server).
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(name: "distortionShader")
    }
    /// A layer shader over later drawing (not run on a server).
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(name: "layerShader")
    }
}
