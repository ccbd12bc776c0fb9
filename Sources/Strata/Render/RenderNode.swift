import Synchronization

/// A node of the renderer-agnostic render tree that views produce. Back ends (HTML, live, test
/// host) read only this tree, never views.
///
/// `effects` are the modifiers applied to the node, innermost first; a back end decides how to
/// realise them (folded into the node's element, or wrapping it).
///
/// Nodes are values, stored inline in their parent's `children`: a one-shot render allocates
/// arrays of children, not an object per node. The one part shared by reference is a hosted
/// composite view's output (`RenderFragment`), which its graph updates in place.
public struct RenderNode {
    // Declared in the order they are laid out: the fields a walk reads first (case, effects,
    // children) share the node's first cache line; the kind's payload, long and read last, follows.

    /// Stable for the same view identity across renders of a hosted graph.
    public let id: ViewIdentity
    /// `kind`'s case, for back ends that decide what to do before reading the payload.
    @usableFromInline package let kindCase: RenderKind.Case
    /// `ownFlexibility`, encoded: worked out once, when the node is made.
    @usableFromInline package private(set) var flexibilityBits: UInt8
    public var effects: [RenderEffect]
    @usableFromInline var childStorage: ChildStorage
    /// Values the view gives the container that arranges it (`containerValue(_:_:)`).
    package var containerValues: ContainerValues?
    public let kind: RenderKind

    @usableFromInline enum ChildStorage {
        case own([RenderNode])
        case hosted(RenderFragment)
    }

    /// The nodes this one contains. A hosted composite's children are read from its fragment,
    /// so they are current after the composite alone re-rendered.
    public var children: [RenderNode] {
        @inlinable get {
            switch childStorage {
            case .own(let nodes): nodes
            case .hosted(let fragment): fragment.children
            }
        }
        set {
            childStorage = .own(newValue)
            flexibilityBits = Self.encode(Self.flexibility(of: kind, case: kindCase, children: newValue))
        }
    }

    @inlinable
    public init(id: ViewIdentity, kind: consuming RenderKind, effects: [RenderEffect] = [], children: [RenderNode] = []) {
        self.id = id
        let kindCase = RenderKind.case(of: kind)
        self.kindCase = kindCase
        self.flexibilityBits = Self.encode(Self.flexibility(of: kind, case: kindCase, children: children))
        self.kind = kind
        self.effects = effects
        self.childStorage = .own(children)
    }

    /// A fragment node that shows `fragment`'s current children.
    package init(id: ViewIdentity, hosting fragment: RenderFragment) {
        self.id = id
        self.kind = .fragment
        self.kindCase = .fragment
        self.flexibilityBits = 0
        self.effects = []
        self.childStorage = .hosted(fragment)
    }
}

/// The output of a composite view in a hosted graph: updated in place when the view re-renders
/// on its own, and shown by the fragment node its parent holds.
@usableFromInline
package final class RenderFragment {
    @exclusivity(unchecked) @usableFromInline package var children: [RenderNode] = [] {
        didSet {
            revision = Self.stamps.wrappingAdd(1, ordering: .relaxed).newValue
            flexibilityCache = 0
        }
    }
    /// Stamps the output each time it is set, with a number no other output of the process was
    /// stamped with: a back end that remembers it knows, by comparing numbers alone, that it is
    /// the same fragment and that its view did not render again since.
    @exclusivity(unchecked) package private(set) var revision = RenderFragment.stamps.wrappingAdd(1, ordering: .relaxed).newValue
    private static let stamps = Atomic<Int>(0)
    /// What `children` give a stack, per axis (four bits each: worked out, decided, width,
    /// height), since they were last set.
    @exclusivity(unchecked) private var flexibilityCache: UInt16 = 0
    /// How a back end that remembers this output reaches it while its view exists, without a
    /// weak reference (which would put every retain and release of it on the slow path).
    package let handle = ObjectHandle<RenderFragment>()

    package init() { handle.attach(self) }

    deinit { handle.detach() }

    /// What the children give a stack along `axis` (before the fragment node's own effects), when
    /// that is decided by the children alone: worked out once after each change of the output.
    /// Nil when it depends on outputs nested below, which change without this one changing.
    package func stackFlexibility(along axis: RenderStack.Axis) -> LayoutFlexibility? {
        let shift: UInt16 = switch axis {
        case .horizontal: 0
        case .vertical: 4
        case .depth: 8
        }
        let bits = flexibilityCache >> shift
        if bits & 1 != 0 {
            return bits & 2 == 0 ? nil : LayoutFlexibility(width: bits & 4 != 0, height: bits & 8 != 0)
        }
        let value = RenderNode.flexibility(of: children, inStack: axis)
        var slot: UInt16 = 1
        if let value { slot |= 2 | (value.width ? 4 : 0) | (value.height ? 8 : 0) }
        flexibilityCache |= slot << shift
        return value
    }
}

/// What a render node is.
public enum RenderKind {
    /// No element of its own: the output of a composite view. Its effects apply to each child.
    case fragment
    case text(RenderText)
    case stack(RenderStack)
    case spacer(minLength: CGFloat?)
    case divider
    indirect case shape(RenderShape)
    indirect case image(RenderImage)
    /// An interactive button; `children` is its styled label.
    case button(RenderButton)
    /// A switch or checkbox; `children` is its label.
    case toggle(RenderToggle)
    /// A single-line text input; `children` is its label.
    indirect case textField(RenderTextField)
    case scrollView(axes: Axis.Set)
    /// A progress indicator; `children` is its label.
    case progress(RenderProgress)
    /// A slider over a range; `children` is its label.
    case slider(RenderSlider)
    /// A hyperlink; `children` is its label.
    case link(URL)
    /// A choice among tagged options; `children` is its label.
    case picker(RenderPicker)
    /// A grid of cells: columns (vertical grids) or rows (horizontal grids) are given as tracks.
    indirect case grid(RenderGrid)
    /// A row of a `Grid`; its cells take the grid's columns.
    case gridRow
    /// A menu: `children` is its label, `items` its actions.
    case menu(items: [RenderNode])
}

public struct RenderGrid {
    /// The size of one column or row.
    public enum Track: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat, maximum: CGFloat)
        case adaptive(minimum: CGFloat, maximum: CGFloat)
    }

    /// Columns for vertical grids, rows for horizontal ones; nil for `Grid`, whose columns come
    /// from its rows.
    public var tracks: [Track]?
    public var isHorizontal: Bool
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public var alignment: Alignment
}

public struct RenderPicker {
    /// One choice: its rendered content and whether it is selected.
    public struct Option {
        public var content: RenderNode
        public var isSelected: Bool
    }

    public enum Appearance: String, Sendable { case menu, segmented, inline }

    public var options: [Option]
    public var select: (Int) -> Void
    public var appearance: Appearance
    public var isEnabled: Bool
}

public struct RenderProgress {
    /// Completed fraction in 0...1, or nil when indeterminate.
    public var fractionCompleted: Double?
}

public struct RenderSlider {
    // Declared so the payload packs tightly: it sets the size of every node's kind.
    public var value: Double
    public var bounds: ClosedRange<Double>
    public var setValue: (Double) -> Void
    public var step: Double?
    public var isEnabled: Bool

    init(value: Double, bounds: ClosedRange<Double>, step: Double?, setValue: @escaping (Double) -> Void, isEnabled: Bool) {
        self.value = value
        self.bounds = bounds
        self.setValue = setValue
        self.step = step
        self.isEnabled = isEnabled
    }
}

/// Text with its resolved environment styling.
public struct RenderText {
    /// The string or styled runs shown.
    public var content: TextContent
    // Declared so the payload packs tightly (the one-byte fields beside `content`'s tag): a
    // text's payload sets the size of every node's kind.
    public var alignment: TextAlignment
    /// Where a line-limited text is cut when it does not fit.
    public var truncationMode: Text.TruncationMode
    /// The content as styled runs.
    public var runs: [TextRun] {
        get { content.runs }
        set { content = .runs(newValue) }
    }
    /// Kept compact (`CompactFont`, `CompactPaint`): a text's payload sets every node's size.
    @usableFromInline package var fontStorage: CompactFont
    @usableFromInline package var foregroundStorage: CompactPaint
    public var font: Font? {
        @inlinable get { fontStorage.font }
        set { fontStorage = CompactFont(newValue) }
    }
    public var foreground: Paint? {
        @inlinable get { foregroundStorage.paint }
        set { foregroundStorage = CompactPaint(newValue) }
    }
    public var lineLimit: Int?

    @inlinable
    public init(
        content: TextContent, font: Font?, foreground: Paint?, alignment: TextAlignment, lineLimit: Int?,
        truncationMode: Text.TruncationMode = .tail
    ) {
        self.content = content
        self.fontStorage = CompactFont(font)
        self.foregroundStorage = CompactPaint(foreground)
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
    }
}

/// A stack's layout parameters.
public struct RenderStack {
    public enum Axis: Sendable { case horizontal, vertical, depth }
    // Declared so the payload packs tightly: it sets the size of every node's kind.
    public var alignment: Alignment
    public var axis: Axis
    /// nil means the platform's default spacing.
    public var spacing: CGFloat?
    /// Whether children wrap onto further lines when a line is full (custom `Layout`s).
    public var wraps: Bool = false
    /// The spacing between wrapped lines; nil means the platform's default.
    public var lineSpacing: CGFloat?

    @usableFromInline
    init(axis: Axis, alignment: Alignment, spacing: CGFloat?, wraps: Bool = false, lineSpacing: CGFloat? = nil) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.wraps = wraps
        self.lineSpacing = lineSpacing
    }
}

/// A shape view, with how it is painted.
public struct RenderShape {
    public var geometry: ShapeGeometry
    public var fill: Paint?
    public var stroke: RenderStroke?
    /// For a path, the size its frames offer it on a server that does not measure
    /// (`geometryEstimate`): a path whose parts are in points (an inset, a fixed radius) is
    /// computed at this size rather than in a unit square that the page stretches.
    public var estimatedSize: CGSize?
}

public struct RenderStroke {
    public var paint: Paint
    public var style: StrokeStyle
    /// `strokeBorder` draws inside the shape's frame; `stroke` centers on the outline.
    public var isInset: Bool
}

public struct RenderImage {
    public enum Source: Hashable, Sendable {
        case system(String)
        case named(String)
    }
    public var source: Source
    /// The accessible name; nil for decorative images.
    public var label: String?
    public var foreground: Paint?
    public var font: Font?
    public var isResizable: Bool
    /// Size relative to the font (`imageScale`).
    public var scale: CGFloat = 1

    /// A symbol's frame in ems of its font, before any frame a symbol has of its own: SF frames
    /// most glyphs in a 1.02 em square scaled by the image scale, and gives a large-scale symbol
    /// a 1.2 em height, scaled, with its glyph centered (the large `globe` over body text is 26.5 points tall
    /// on iOS, its glyph 22).
    public var symbolFrameInEms: CGSize {
        let side = 1.02 * scale
        return CGSize(width: side, height: scale > 1 ? 1.2 * scale : side)
    }
}

public struct RenderButton {
    public var action: () -> Void
    public var role: ButtonRole?
    /// The built-in look, or nil when a custom `ButtonStyle` drew the label.
    public var appearance: BuiltinButtonAppearance?
    public var isEnabled: Bool
    @usableFromInline package var tintStorage: CompactPaint
    public var tint: Paint? {
        @inlinable get { tintStorage.paint }
        set { tintStorage = CompactPaint(newValue) }
    }

    package init(action: @escaping () -> Void, role: ButtonRole?, appearance: BuiltinButtonAppearance?, isEnabled: Bool, tint: Paint?) {
        self.action = action
        self.role = role
        self.appearance = appearance
        self.isEnabled = isEnabled
        self.tintStorage = CompactPaint(tint)
    }
}

public struct RenderToggle {
    public var isOn: Bool
    public var setOn: (Bool) -> Void
    public var appearance: BuiltinToggleAppearance?
    public var isEnabled: Bool
    @usableFromInline package var tintStorage: CompactPaint
    public var tint: Paint? {
        @inlinable get { tintStorage.paint }
        set { tintStorage = CompactPaint(newValue) }
    }

    package init(isOn: Bool, setOn: @escaping (Bool) -> Void, appearance: BuiltinToggleAppearance?, isEnabled: Bool, tint: Paint?) {
        self.isOn = isOn
        self.setOn = setOn
        self.appearance = appearance
        self.isEnabled = isEnabled
        self.tintStorage = CompactPaint(tint)
    }
}

public struct RenderTextField {
    public var text: String
    public var setText: (String) -> Void
    public var prompt: String
    public var isSecure: Bool
    public var isEnabled: Bool
    public var onSubmit: (() -> Void)?
    /// The HTML input type for specialised fields (`date`, `time`, `datetime-local`, `color`);
    /// nil for text.
    public var inputType: String? = nil
    /// Whether the field draws its border (`.roundedBorder`); a field of the default or `.plain`
    /// style is bare text, as on iOS.
    public var isBordered: Bool = true
}
