import Strata

/// One element as VoiceOver presents it: its role, name, value, hint and traits.
public struct AccessibilityElement: Hashable, Sendable {
    /// "button", "staticText", "image", "toggle", "slider", "textField", "link", "picker",
    /// "progressIndicator", "group" (a container with `.contain` or a label), "row" (a row of a
    /// `List` or of a `Form` section that holds more than one element), "dialog".
    public var role: String
    /// The name read first (empty when the element has none).
    public var label: String
    public var value: String?
    public var hint: String?
    /// Further traits, such as "header", "selected", "destructive", "notEnabled", "adjustable".
    public var traits: [String]
    /// Hidden from VoiceOver (`accessibilityHidden`, `hidden()`, decorative images): listed, not read.
    public var isHidden: Bool
    /// The elements a `group`, `row` or `dialog` contains.
    public var children: [AccessibilityElement]
    /// `accessibilitySortPriority`: higher is read earlier within its container.
    var sortPriority: Double = 0
    /// An image named only by its resource name (`Image("photo_12")` reads "photo 12").
    var isNamedByResource = false

    public init(
        role: String, label: String, value: String? = nil, hint: String? = nil, traits: [String] = [],
        isHidden: Bool = false, children: [AccessibilityElement] = []
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isHidden = isHidden
        self.children = children
    }

    /// Roles of elements a person operates.
    static let controlRoles: Set<String> = ["button", "toggle", "slider", "textField", "link", "picker", "adjustable"]

    var isControl: Bool { Self.controlRoles.contains(role) }
}

/// The accessibility tree of a render tree, in VoiceOver's reading order, computed from the
/// render nodes (no HTML is parsed).
///
/// ```swift
/// let tree = AccessibilityTree(of: DeleteCard())
/// print(tree)
/// // staticText "Delete Account" [header]
/// // button "Delete" [destructive]
/// ```
public struct AccessibilityTree: Sendable, CustomStringConvertible {
    public var elements: [AccessibilityElement]
    /// Text whose color and background are both known, with where it is in `elements`.
    var contrastSamples: [ContrastSample]

    public init(_ nodes: [RenderNode]) {
        var builder = AccessibilityTreeBuilder()
        elements = builder.elements(of: nodes)
        contrastSamples = builder.contrastSamples
    }

    /// The tree of `view`, rendered once with `environment`.
    public init<V: View>(of view: V, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(_renderStatically(view, environment: environment))
    }

    /// One element per line, children indented by two spaces:
    /// `button "Delete" [destructive]`, `staticText "Title" [header]`, `(hidden) image`.
    public var description: String {
        var lines: [String] = []
        func append(_ element: AccessibilityElement, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + Self.line(element))
            for child in element.children { append(child, depth: depth + 1) }
        }
        for element in elements { append(element, depth: 0) }
        return lines.joined(separator: "\n")
    }

    static func line(_ element: AccessibilityElement) -> String {
        var line = element.isHidden ? "(hidden) " + element.role : element.role
        if !element.label.isEmpty { line += " " + quoted(element.label) }
        if let value = element.value { line += " value: " + quoted(value) }
        if let hint = element.hint { line += " hint: " + quoted(hint) }
        if !element.traits.isEmpty { line += " [" + element.traits.joined(separator: ", ") + "]" }
        return line
    }

    /// Quotes, escaping quotes, backslashes and line breaks so each element stays on one line.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

/// A text's colors where both are known, for the contrast audit.
struct ContrastSample: Sendable {
    var path: [Int]
    var text: String
    var ratio: Double
    var isLargeText: Bool
}
