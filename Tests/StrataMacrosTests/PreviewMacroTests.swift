import StrataMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite("#Preview macro")
struct PreviewMacroTests {
    private let macros: [String: MacroSpec] = ["Preview": MacroSpec(type: PreviewMacro.self)]

    @Test func expandsToAPreviewProvider() {
        assertMacroExpansion(
            """
            #Preview("Badge") {
                Badge(count: 3)
            }
            """,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: PreviewProvider {
                static var _previewName: String? {
                    "Badge"
                }
                @ViewBuilder static var previews: some View {
                    Badge(count: 3)
                }
            }
            """,
            macroSpecs: macros,
            failureHandler: { Issue.record("\($0.message)") }
        )
    }

    @Test func unnamedPreviewsHaveNoName() {
        assertMacroExpansion(
            #"#Preview { Text("x") }"#,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: PreviewProvider {
                static var _previewName: String? {
                    nil
                }
                @ViewBuilder static var previews: some View {
                    Text("x")
                }
            }
            """,
            macroSpecs: macros,
            failureHandler: { Issue.record("\($0.message)") }
        )
    }

    @Test func missingBodyIsADiagnostic() {
        assertMacroExpansion(
            #"#Preview("Empty")"#,
            expandedSource: #"#Preview("Empty")"#,
            diagnostics: [DiagnosticSpec(message: "#Preview needs a closure that builds the view to preview", line: 1, column: 1)],
            macroSpecs: macros,
            failureHandler: { Issue.record("\($0.message)") }
        )
    }
}
