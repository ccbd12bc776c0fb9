import SnapshotTesting
import Strata
import StrataHTML
import StrataTesting

nonisolated extension Snapshotting where Value: View, Format == String {
    /// The view's static HTML, pretty-printed one element per line (no node ids, so the same
    /// view gives the same text on every run and machine). Stored as `.html`.
    public static var html: Snapshotting<Value, String> {
        var strategy = Snapshotting<String, String>.lines.pullback { (view: Value) in
            HTMLPrettyPrinter.format(HTMLRenderer(content: view).html) + "\n"
        }
        strategy.pathExtension = "html"
        return strategy
    }

    /// The view's accessibility tree as VoiceOver reads it (see `AccessibilityTree`), one
    /// element per line. Stored as `.txt`.
    public static var accessibilityTree: Snapshotting<Value, String> {
        Snapshotting<String, String>.lines.pullback { (view: Value) in
            AccessibilityTree(of: view).description + "\n"
        }
    }
}
