// An overlay controller the way anchored-popup packages write one: a hosting controller whose
// touches outside its popup's subviews go on to the responder chain (to the app underneath), and
// whose touches inside them are swallowed.
import SwiftUI
import UIKit

/// A hosting controller that lets touches outside its subviews through.
public final class PassthroughHostingController<Content: View>: UIHostingController<Content> {
    /// How many touch events went on to the next responder (`super`).
    public private(set) var forwardedEvents = 0

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isInsideSubview(touches) {
            forwardedEvents += 1
            super.touchesBegan(touches, with: event)
        }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isInsideSubview(touches) { super.touchesMoved(touches, with: event) }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isInsideSubview(touches) {
            forwardedEvents += 1
            super.touchesEnded(touches, with: event)
        }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isInsideSubview(touches) { super.touchesCancelled(touches, with: event) }
    }

    private func isInsideSubview(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first else { return false }
        let location = touch.location(in: view)
        return view.subviews.contains { $0.frame.contains(location) }
    }
}
