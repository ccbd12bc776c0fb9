import Foundation

/// An image in an asset catalog, named by the symbol Xcode generates for it (`Image(.banner)`).
public struct ImageResource: Hashable, @unchecked Sendable {
    /// The image set's name in its catalog.
    public let name: String
    /// The bundle whose catalog holds it.
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A color in an asset catalog, named by the symbol Xcode generates for it (`Color(.accent)`).
public struct ColorResource: Hashable, @unchecked Sendable {
    /// The color set's name in its catalog.
    public let name: String
    /// The bundle whose catalog holds it.
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The catalog image `resource` names.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Color {
    /// The catalog color `resource` names.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension UIColor {
    /// The catalog color `resource` names.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }
}
