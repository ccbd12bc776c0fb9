
extension UIView {
    /// The view's layer, made on first use with the view's frame, of the class `layerClass` names
    /// (a `CALayer` unless a subclass overrides it). Layer settings are kept, not drawn: the view
    /// renders as a UIKit view without a SwiftUI counterpart.
    public var layer: CALayer {
        if let layer = _attachments[UIViewAttachmentKey.layer] as? CALayer { return layer }
        let layer = (type(of: self).layerClass as? CALayer.Type)?.init() ?? CALayer()
        layer.frame = frame
        _attachments[UIViewAttachmentKey.layer] = layer
        return layer
    }
}

/// The keys under which this module attaches objects to a view.
enum UIViewAttachmentKey {
    static let layer = "layer"
    static let gestureRecognizers = "gestureRecognizers"
    static let layoutGuides = "layoutGuides"
    static let layoutMarginsGuide = "layoutMarginsGuide"
    static let safeAreaLayoutGuide = "safeAreaLayoutGuide"
    static let readableContentGuide = "readableContentGuide"
    static let keyboardLayoutGuide = "keyboardLayoutGuide"
    static let contentLayoutGuide = "contentLayoutGuide"
    static let frameLayoutGuide = "frameLayoutGuide"
}
