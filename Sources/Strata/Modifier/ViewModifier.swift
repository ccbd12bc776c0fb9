/// A modifier that you apply to a view, producing a different version of it.
///
/// ```swift
/// struct CardBackground: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(.white, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder func body(content: Self.Content) -> Self.Body

    /// Renderer hook: renders `content` modified by `modifier`. Primitive modifiers implement it;
    /// others use the default, which evaluates `body(content:)`.
    nonisolated static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    )
}

nonisolated extension ViewModifier {
    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let placeholder = _ViewModifier_Content<Self>(render: { inputs, outputs in
            Content._makeView(content, inputs: inputs, outputs: &outputs)
        })
        _makeComposite(modifier, inputs: inputs, outputs: &outputs) { modifier, inputs, outputs in
            Body._makeView(_evaluateBody(modifier, content: placeholder), inputs: inputs, outputs: &outputs)
        }
    }

    /// Returns a modifier that applies `self` and then `modifier`.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { _primitiveViewBody(Self.self) }
}

/// The content a `ViewModifier` modifies, as seen from inside its `body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let render: (_ViewInputs, inout _ViewOutputs) -> Void

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        view.render(inputs, &outputs)
    }
}

/// A view with a modifier applied, or (when `Content` is itself a modifier) two modifiers chained.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    @inlinable
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        Modifier._makeView(modifier: view.modifier, content: view.content, inputs: inputs, outputs: &outputs)
    }
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never

    public static func _makeView<C: View>(
        modifier: Self, content: C, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let inner = ModifiedContent<C, Content>(content: content, modifier: modifier.content)
        Modifier._makeView(modifier: modifier.modifier, content: inner, inputs: inputs, outputs: &outputs)
    }
}

nonisolated extension View {
    /// Applies a modifier to the view. Inlinable, like the common modifiers built on it, so view
    /// code specializes it: unspecialized, each call looks up generic metadata and copies the
    /// whole modified view.
    @inlinable
    public consuming func modifier<T>(_ modifier: consuming T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that adds one render effect to each node its content produces.
nonisolated public struct _EffectModifier: ViewModifier {
    @usableFromInline let effect: RenderEffect
    public typealias Body = Never

    @usableFromInline
    init(effect: RenderEffect) { self.effect = effect }

    @inlinable
    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        if case .frame(let frame) = modifier.effect, let proposal = frame.proposal(narrowing: inputs.environment.geometryEstimate) {
            // The content of a frame is offered the frame's size (see `RenderFrame.proposal(narrowing:)`).
            var framed = inputs
            framed.environment.geometryEstimate = proposal
            Content._makeView(content, inputs: framed, outputs: &outputs)
        } else {
            Content._makeView(content, inputs: inputs, outputs: &outputs)
        }
        outputs.apply(modifier.effect, from: start)
    }
}

/// A modifier that changes the environment of its content.
nonisolated public struct _EnvironmentModifier: ViewModifier {
    let transform: (inout EnvironmentValues) -> Void
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        var inputs = inputs
        modifier.transform(&inputs.environment)
        Content._makeView(content, inputs: inputs, outputs: &outputs)
    }
}

/// A modifier whose effect needs the environment to resolve (styles, paints).
nonisolated public struct _ResolvedEffectModifier: ViewModifier {
    let resolve: (EnvironmentValues) -> RenderEffect
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        outputs.apply(modifier.resolve(inputs.environment), from: start)
    }
}
