import Foundation

/// A drag gesture on a node: what a renderer calls as a pointer moves with a button held, and
/// when it is released. Locations are in the node's own coordinates, as when the drag began.
public struct RenderDrag {
    /// How far the pointer moves before the drag begins.
    public var minimumDistance: CGFloat
    let changed: [(DragGesture.Value) -> Void]
    let ended: [(DragGesture.Value) -> Void]

    /// Reports that the pointer is at `location`, having been pressed at `startLocation`.
    public func change(location: CGPoint, startLocation: CGPoint) {
        let value = DragGesture.Value(location: location, startLocation: startLocation)
        for action in changed { action(value) }
    }

    /// Reports that the pointer was released at `location`.
    public func end(location: CGPoint, startLocation: CGPoint) {
        let value = DragGesture.Value(location: location, startLocation: startLocation)
        for action in ended { action(value) }
    }
}

extension DragGesture.Value {
    /// A drag's value from where it began and where the pointer is now. Renderers report no
    /// speed, so the predicted end is where the pointer is.
    init(location: CGPoint, startLocation: CGPoint) {
        let translation = CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        self.init(
            time: Date(), location: location, startLocation: startLocation, translation: translation,
            velocity: .zero, predictedEndLocation: location, predictedEndTranslation: translation
        )
    }
}
