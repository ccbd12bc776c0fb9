/// A modifier's effect on a render node, in the order the modifiers were applied.
public enum RenderEffect {
    case padding(EdgeInsets)
    indirect case frame(RenderFrame)
    /// Layers drawn behind the node, sized to it.
    case background(RenderLayer)
    /// Layers drawn in front of the node, sized to it.
    case overlay(RenderLayer)
    indirect case border(Paint, width: CGFloat)
    case clip(ShapeGeometry)
    /// Extra space between the lines of the text in the node (`lineSpacing(_:)`), added to the
    /// text style's leading.
    case lineSpacing(CGFloat)
    /// The node is shown only inside a shape of a given size placed in its bounds (`mask` with a
    /// framed shape: a progress bar's fill).
    indirect case clipRegion(RenderClipRegion)
    /// The node is shown through a gradient's opacity (`mask` with a gradient).
    indirect case mask(Paint)
    indirect case shadow(RenderShadow)
    case opacity(Double)
    case offset(CGSize)
    case rotation(Angle)
    case scale(CGSize)
    case hidden
    case tap(count: Int, action: () -> Void)
    /// The node can be dragged (`DragGesture`).
    case drag(RenderDrag)
    case accessibility(AccessibilityAttribute)
    case zIndex(Double)
    /// The subtree is shown in this appearance regardless of the page's.
    case colorScheme(ColorScheme)
    /// The subtree is shown with this contrast (Increase Contrast's colors when increased).
    case colorSchemeContrast(ColorSchemeContrast)
    /// The subtree is laid out in this direction (right-to-left mirrors it).
    case layoutDirection(LayoutDirection)
    /// The view keeps its ideal size in these axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    /// An aspect ratio (nil: the content's own) and how content fits it.
    case aspectRatio(CGFloat?, ContentMode)
    /// A CSS-style filter function such as `blur(4px)`, built by Strata from numbers only.
    case filter(String)
    /// Placeholder rendering for loading states.
    case redacted
    /// The value identifying this view among a picker's options.
    case tag(AnyHashable)
    /// A presented alert, dialog or sheet, drawn above the page.
    case presentation(RenderPresentation)
    /// The number of grid columns a cell spans.
    case gridColumnSpan(Int)
    /// The view's focus is tied to a `@FocusState` (`focused(_:)`, `focused(_:equals:)`).
    case focused(RenderFocus)
    /// Changes of the node's appearance animate (`animation(_:value:)`).
    case animation(RenderAnimation)
    /// How the node enters when it is inserted (`transition(_:)`).
    case transition(RenderTransition)
    /// Handles presses of `keys` while focus is inside the view; returns whether it handled one.
    case keyPress(keys: Set<KeyEquivalent>, handler: (KeyEquivalent) -> Bool)
}

extension RenderEffect {
    /// Whether this effect presents content (an alert, dialog or sheet).
    @inlinable public var isPresentation: Bool {
        if case .presentation = self { true } else { false }
    }
}

/// Keyboard focus tied to a focus state.
public struct RenderFocus {
    /// Whether the focus state names this view now (it should have keyboard focus).
    public var isFocused: Bool
    /// Reports that the view gained (`true`) or lost (`false`) keyboard focus.
    public var setFocused: (Bool) -> Void

    public init(isFocused: Bool, setFocused: @escaping (Bool) -> Void) {
        self.isFocused = isFocused
        self.setFocused = setFocused
    }
}

/// A modal presentation attached to a view.
public struct RenderPresentation {
    public enum Kind: Sendable { case alert, confirmationDialog, sheet }
    public var kind: Kind
    /// The accessible name of the dialog (its title).
    public var title: String
    public var nodes: [RenderNode]
    /// What Escape does: dismisses the presentation (nil where it cannot be dismissed that way).
    public var dismiss: (() -> Void)?
    /// A sheet's heights and decorations (nil for alerts and dialogs).
    public var sheetStyle: RenderSheetStyle? = nil
    /// A confirmation dialog's header, actions and cancel buttons (nil for other kinds).
    public var actionSheet: RenderActionSheet? = nil
}

/// A fixed or flexible frame.
public struct RenderFrame {
    public var width: CGFloat?
    public var height: CGFloat?
    public var minWidth: CGFloat?
    public var idealWidth: CGFloat?
    public var maxWidth: CGFloat?
    public var minHeight: CGFloat?
    public var idealHeight: CGFloat?
    public var maxHeight: CGFloat?
    public var alignment: Alignment

    public init(
        width: CGFloat? = nil, height: CGFloat? = nil,
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// Views layered behind or in front of a node.
public struct RenderLayer {
    public var alignment: Alignment
    public var nodes: [RenderNode]

    @usableFromInline
    init(alignment: Alignment, nodes: [RenderNode]) {
        self.alignment = alignment
        self.nodes = nodes
    }
}

/// A shape of a fixed width and/or height, placed in the bounds of the node it clips by an
/// alignment; a nil dimension spans the node.
public struct RenderClipRegion {
    public var geometry: ShapeGeometry
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment
}

public struct RenderShadow {
    public var color: Paint
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat
}

/// An accessibility fact about a node.
public enum AccessibilityAttribute {
    case label(String)
    case hint(String)
    case value(String)
    case hidden(Bool)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case element(children: AccessibilityChildBehavior)
    case identifier(String)
    case heading(level: Int)
    case sortPriority(Double)
    /// A field's entry is invalid (`_accessibilityInvalid(_:)`): web back ends say so (`aria-invalid`).
    case invalid(Bool)
}
