extension UIScrollView {
    /// The scroll view's pan recognizer (attached on first use; no touches reach it on a server).
    public var panGestureRecognizer: UIPanGestureRecognizer {
        if let recognizer = gestureRecognizers?.first(where: { $0 is UIPanGestureRecognizer }) as? UIPanGestureRecognizer {
            return recognizer
        }
        let recognizer = UIPanGestureRecognizer()
        addGestureRecognizer(recognizer)
        return recognizer
    }

    /// The scroll view's pinch recognizer (nil: zooming is off unless the zoom scales differ).
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        gestureRecognizers?.first { $0 is UIPinchGestureRecognizer } as? UIPinchGestureRecognizer
    }
}
