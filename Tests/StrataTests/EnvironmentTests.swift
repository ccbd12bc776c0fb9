import StrataTesting
import SwiftUI
import Testing

private struct AccentKey: EnvironmentKey { static let defaultValue = "default" }

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct AccentReader: View {
    @Environment(\.accentName) private var accent
    var body: some View { Text("accent=\(accent)") }
}

/// Assigns the wrapper in a custom init, as the cascading-actions seed does.
private struct KeyPathReader: View {
    @Environment private var value: String
    init(_ keyPath: KeyPath<EnvironmentValues, String>) { _value = Environment(keyPath) }
    var body: some View { Text("read=\(value)") }
}

private struct EnabledReader: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

private struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

@MainActor
@Suite("Environment")
struct EnvironmentTests {
    @Test func defaultValueWhenUnset() {
        #expect(html(AccentReader()).contains("accent=default"))
    }

    @Test func valuesFlowDownAndInnermostWins() {
        let view = VStack {
            AccentReader()
            AccentReader().environment(\.accentName, "inner")
        }
        .environment(\.accentName, "outer")
        let output = html(view)
        #expect(output.contains("accent=outer"))
        #expect(output.contains("accent=inner"))
    }

    @Test func environmentInitializerWithKeyPath() {
        #expect(html(KeyPathReader(\.accentName).environment(\.accentName, "custom")).contains("read=custom"))
    }

    @Test func transformEnvironmentModifiesInheritedValue() {
        let view = AccentReader()
            .transformEnvironment(\.accentName) { $0 += "+more" }
            .environment(\.accentName, "base")
        #expect(html(view).contains("accent=base+more"))
    }

    @Test func disabledFlowsAsIsEnabled() throws {
        #expect(html(EnabledReader().disabled(true)).contains("disabled"))
        #expect(html(EnabledReader().disabled(false)).contains("enabled"))
        let host = ViewHost(Button("Go") {}.disabled(true))
        #expect(throws: ViewHostError.disabled("Go")) { try host.tap("Go") }
    }

    @Test func colorSchemeThroughEnvironmentScopesThePalette() {
        let output = html(SchemeReader().environment(\.colorScheme, .dark))
        #expect(output.contains(">dark<"))
        #expect(output.contains("s-dark"))
    }

    @Test func colorSchemeIsReadable() {
        #expect(html(SchemeReader().colorScheme(.dark)).contains(">dark<"))
        #expect(html(SchemeReader()).contains(">light<"))
    }

    @Test func siblingSubtreesDoNotShareEnvironment() {
        let view = HStack {
            AccentReader().environment(\.accentName, "left")
            AccentReader()
        }
        let output = html(view)
        #expect(output.contains("accent=left"))
        #expect(output.contains("accent=default"))
    }
}
