import StrataHTML
import SwiftUI

/// Counts how often an action ran (actions are plain closures in these tests).
final class Tally {
    private(set) var count = 0
    var events: [String] = []
    func hit(_ event: String = "") {
        count += 1
        events.append(event)
    }
}

/// The HTML fragment of a view, rendered statically.
func html<V: View>(_ view: V) -> String {
    HTMLRenderer(content: view).html
}
