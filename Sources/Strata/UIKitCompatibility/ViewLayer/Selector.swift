/// The name of an Objective-C method, for target-action APIs. Linux has no Objective-C runtime, so
/// `#selector(...)` does not compile; a selector made from a string is kept and never sent.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}
