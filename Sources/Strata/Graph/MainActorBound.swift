/// Main-actor view code called from the renderer.
///
/// `View`, `ViewModifier`, the style protocols and `PreviewProvider` are bound to the main actor, as
/// Apple's are, so views can hold and read main-actor models. The renderer is not isolated in the
/// type system: it is driven on the main thread (live sessions run on the main executor, the test
/// host and static renders are called from the main actor), and these functions enter the bodies
/// from there without a hop. Code in the Swift 6 mode checks its isolation at run time, so
/// rendering such views away from the main thread stops with an isolation error.
@inlinable
nonisolated func _mainActorBound<Result>(_ work: @MainActor () -> Result) -> Result {
    withoutActuallyEscaping(work) { work in
        unsafeBitCast(work, to: (() -> Result).self)()
    }
}

/// A view's `body`, evaluated by the renderer.
@inlinable
nonisolated func _evaluateBody<V: View>(_ view: V) -> V.Body {
    nonisolated(unsafe) let view = view
    return _mainActorBound { view.body }
}

/// A modifier's `body(content:)`, evaluated by the renderer.
@inlinable
nonisolated func _evaluateBody<M: ViewModifier>(_ modifier: M, content: M.Content) -> M.Body {
    nonisolated(unsafe) let modifier = modifier, content = content
    return _mainActorBound { modifier.body(content: content) }
}

/// A variadic root's `body(children:)`, evaluated by the renderer.
@inlinable
nonisolated func _evaluateBody<Root: _VariadicView_ViewRoot>(_ root: Root, children: _VariadicView_Children) -> Root.Body {
    nonisolated(unsafe) let root = root, children = children
    return _mainActorBound { root.body(children: children) }
}

/// A preview provider's `previews`, evaluated by the renderer.
nonisolated func _evaluatePreviews<Provider: PreviewProvider>(_: Provider.Type) -> AnyView {
    _mainActorBound { AnyView(Provider.previews) }
}

/// Makes a provider's previews, for a `PreviewEntry`.
nonisolated func _previewsViewMaker<Provider: _PreviewProvider>(for _: Provider.Type) -> @MainActor () -> AnyView {
    { Provider._previewsView }
}

/// A preview's `traits:`, evaluated by the renderer.
nonisolated func _evaluatePreviewTraits<Provider: _PreviewProvider>(_: Provider.Type) -> [PreviewTrait<Preview.ViewTraits>] {
    _mainActorBound { Provider._previewTraits }
}

/// A style's main-actor `makeBody` bound to the style, as the renderer calls it.
@inlinable
nonisolated func _boundToStyle<Style, Configuration, Result>(
    _ style: Style, _ makeBody: @escaping @MainActor (Style, Configuration) -> Result
) -> (Configuration) -> Result {
    nonisolated(unsafe) let style = style
    let call = unsafeBitCast(makeBody, to: ((Style, Configuration) -> Result).self)
    return { call(style, $0) }
}
