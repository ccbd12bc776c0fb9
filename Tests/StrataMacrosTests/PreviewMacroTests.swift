import StrataMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@MainActor
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
                nonisolated static var _previewName: String? {
                    "Badge"
                }
                nonisolated static var _previewFile: String? {
                    "TestModule/test.swift"
                }
                nonisolated static var _previewLine: Int? {
                    1
                }
                nonisolated static var _previewSource: String? {
                    "Badge(count: 3)"
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
                nonisolated static var _previewName: String? {
                    nil
                }
                nonisolated static var _previewFile: String? {
                    "TestModule/test.swift"
                }
                nonisolated static var _previewLine: Int? {
                    1
                }
                nonisolated static var _previewSource: String? {
                    #"Text("x")"#
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

    @Test func traitsAndPreviewableStateBecomeMetadataAndControls() {
        assertMacroExpansion(
            """
            #Preview("Row", traits: .sizeThatFitsLayout, .landscapeLeft) {
                @Previewable @State var count = 2
                Stepper("Count", value: $count)
            }
            """,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: PreviewProvider {
                nonisolated static var _previewName: String? {
                    "Row"
                }
                nonisolated static var _previewFile: String? {
                    "TestModule/test.swift"
                }
                nonisolated static var _previewLine: Int? {
                    1
                }
                nonisolated static var _previewSource: String? {
                    #"@Previewable @State var count = 2\\#nStepper("Count", value: $count)"#
                }
                static var _previewTraits: [PreviewTrait<Preview.ViewTraits>] {
                    [.sizeThatFitsLayout, .landscapeLeft]
                }
                struct _Previewable: View {
                    @State var count = 2
                    var body: some View {
                        _content.previewControls([PreviewControl("count", $count)])
                    }
                    @ViewBuilder var _content: some View {
                        Stepper("Count", value: $count)
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

    @Test func aBodyThatReturnsExplicitlyIsShownThroughPreviewBody() {
        assertMacroExpansion(
            """
            #Preview {
                let controller = UIViewController()
                return controller
            }
            """,
            expandedSource: """
            struct __macro_local_7PreviewfMu_: PreviewProvider {
                nonisolated static var _previewName: String? {
                    nil
                }
                nonisolated static var _previewFile: String? {
                    "TestModule/test.swift"
                }
                nonisolated static var _previewLine: Int? {
                    1
                }
                nonisolated static var _previewSource: String? {
                    "let controller = UIViewController()\\nreturn controller"
                }
                static var previews: some View {
                    let controller = UIViewController()
                    return _PreviewBody(controller)
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
