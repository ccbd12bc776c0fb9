import StrataHTML
import StrataKit
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

/// A value outside any view, with a `Binding` to it: lets tests read what a component wrote.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// Every built-in theme × color scheme, named like the existing snapshots ("ocean-dark").
func themeMatrix() -> [(name: String, theme: StrataTheme, scheme: ColorScheme)] {
    StrataTheme.all.flatMap { theme in
        ColorScheme.allCases.map { scheme in
            ("\(theme.name.lowercased())-\(scheme == .dark ? "dark" : "light")", theme, scheme)
        }
    }
}
