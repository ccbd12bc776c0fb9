import StrataMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@MainActor
@Suite("@Entry and @Previewable macros")
struct EntryMacroTests {
    private let macros: [String: MacroSpec] = [
        "Entry": MacroSpec(type: EntryMacro.self),
        "Preview": MacroSpec(type: PreviewMacro.self),
        "Previewable": MacroSpec(type: PreviewableMacro.self),
    ]

    @Test func entryDeclaresAKeyAndAccessors() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var chipTint: Color = .blue
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var chipTint: Color {
                    get {
                        self[__Key_chipTint.self]
                    }
                    set {
                        self[__Key_chipTint.self] = newValue
                    }
                }

                private struct __Key_chipTint: EnvironmentKey, ContainerValueKey {
                    static var defaultValue: Color {
                        .blue
                    }
                }
            }
            """,
            macroSpecs: macros,
            failureHandler: { Issue.record("\($0.message)") }
        )
    }

    @Test func entryWithoutATypeUsesAStoredDefault() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var isCompact = false
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var isCompact {
                    get {
                        self[__Key_isCompact.self]
                    }
                    set {
                        self[__Key_isCompact.self] = newValue
                    }
                }

                private struct __Key_isCompact: EnvironmentKey, ContainerValueKey {
                    nonisolated(unsafe) static var defaultValue = false
                }
            }
            """,
            macroSpecs: macros,
            failureHandler: { Issue.record("\($0.message)") }
        )
    }

    @Test func entryOnALetIsADiagnostic() {
        assertMacroExpansion(
            """
            @Entry let x: Int = 1
            """,
            expandedSource: """
            let x: Int = 1
            """,
            diagnostics: [
                DiagnosticSpec(message: "@Entry applies to one stored `var` in an extension of EnvironmentValues", line: 1, column: 1),
                DiagnosticSpec(message: "@Entry applies to one stored `var` in an extension of EnvironmentValues", line: 1, column: 1),
            ],
            macroSpecs: macros,
            failureHandler: { Issue.record("\($0.message)") }
        )
    }

    @Test func previewableDeclarationsBecomeStateOfAView() {
        assertMacroExpansion(
            """
            #Preview("Pager") {
                @Previewable @State var page = 0
                Pager(page: $page)
            }
            """,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: PreviewProvider {
                nonisolated static var _previewName: String? {
                    "Pager"
                }
                nonisolated static var _previewFile: String? {
                    "TestModule/test.swift"
                }
                nonisolated static var _previewLine: Int? {
                    1
                }
                nonisolated static var _previewSource: String? {
                    "@Previewable @State var page = 0\\nPager(page: $page)"
                }
                struct _Previewable: View {
                    @State var page = 0
                    var body: some View {
                        _content.previewControls([PreviewControl("page", $page)])
                    }
                    @ViewBuilder var _content: some View {
                        Pager(page: $page)
                    }
                }
                static var previews: some View {
                    _Previewable()
                }
            }
            """,
            macroSpecs: macros,
            failureHandler: { Issue.record("\($0.message)") }
        )
    }
}
