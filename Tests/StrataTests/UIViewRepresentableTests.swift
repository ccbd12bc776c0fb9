import StrataTesting
import SwiftUI
import Testing

private struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

private struct ActivityIndicator: UIViewRepresentable {
    @Binding var isAnimating: Bool
    let style: UIActivityIndicatorView.Style

    func makeUIView(context: UIViewRepresentableContext<ActivityIndicator>) -> UIActivityIndicatorView {
        UIActivityIndicatorView(style: style)
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: UIViewRepresentableContext<ActivityIndicator>) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

private struct CountingLabel: UIViewRepresentable {
    final class Coordinator {
        var updates = 0
    }

    let text: String

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        context.coordinator.updates += 1
        uiView.text = text
    }
}

/// `UIViewRepresentable` wrappers of the UIKit views component code wraps most.
@MainActor
@Suite("UIViewRepresentable")
struct UIViewRepresentableTests {
    @Test func blurViewsAreMaterials() {
        #expect(html(BlurView()) == html(Rectangle().fill(.regularMaterial)))
        #expect(html(BlurView(style: .systemUltraThinMaterial)) == html(Rectangle().fill(.ultraThinMaterial)))
    }

    @Test func activityIndicatorsSpinWhileAnimating() {
        #expect(html(ActivityIndicator(isAnimating: .constant(true), style: .large)).contains("s-progress-spin"))
        #expect(html(VStack { ActivityIndicator(isAnimating: .constant(false), style: .medium) }) == #"<div class="s-v"></div>"#)
    }

    @Test func labelsAreTextAndCoordinatorsAreMade() {
        let output = html(CountingLabel(text: "Hello UIKit"))
        #expect(output.contains(">Hello UIKit</span>"))
        #expect(output.contains("font-size:13"))
    }
}
