// A UIKit caption pinned with Auto Layout inside a representable, in a file that imports only
// SwiftUI, as many packages write their wrappers: on iOS, SwiftUI re-exports UIKit.
import SwiftUI

/// A rounded caption view laid out with anchors, shown in SwiftUI.
struct PinnedCaption: UIViewRepresentable {
    var text: String

    func makeUIView(context: Context) -> UIView {
        let container = UIView()
        container.layer.cornerRadius = 12
        container.layer.masksToBounds = true
        let label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        UIView.animate(withDuration: 0.25) { container.alpha = 1 }
        return container
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        uiView.layer.borderWidth = text.isEmpty ? 0 : 1
        CATransaction.commit()
    }
}
