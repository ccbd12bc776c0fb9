import StrataHTML
import SwiftUI

/// The HTML fragment of a view, rendered statically.
func html<V: View>(_ view: V) -> String {
    HTMLRenderer(content: view).html
}

/// How often `needle` occurs in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}
