import StrataIOSView
import Testing

/// A package's files as its iOS build compiles them: `#if`s evaluated for an iPhone simulator,
/// the inactive code and the directives blanked, every remaining line where it was.
@Suite("iOS view of sources")
struct IOSSourceViewTests {
    let configuration = IOSBuildConfiguration(customConditions: ["FEATURE_X"], dependencies: ["Popups"], languageMode: 5)

    @Test func theIOSBranchIsKeptInPlaceAndTheOthersBlanked() {
        let source = """
        import SwiftUI
        #if os(iOS)
        typealias PlatformView = UIView
        #elseif os(macOS)
        typealias PlatformView = NSView
        #else
        typealias PlatformView = Never
        #endif
        let x = 1
        """
        let view = IOSSourceView.text(of: source, configuration: configuration)
        let lines = view.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 9)
        #expect(lines[2] == "typealias PlatformView = UIView")
        #expect(lines[1].allSatisfy { $0 == " " } && lines[3].allSatisfy { $0 == " " } && lines[7].allSatisfy { $0 == " " })
        #expect(!view.contains("NSView") && !view.contains("Never") && !view.contains("#"))
        #expect(lines[8] == "let x = 1")
    }

    @Test func canImportFollowsWhatIOSHasAndThisMachineProvides() {
        let source = """
        #if canImport(AppKit)
        let a = "AppKit"
        #elseif canImport(UIKit)
        let a = "UIKit"
        #endif
        #if canImport(Glibc)
        let b = "Glibc"
        #elseif canImport(Darwin)
        let b = "Darwin"
        #else
        let b = "neither"
        #endif
        #if canImport(Popups) && FEATURE_X && DEBUG && targetEnvironment(simulator) && arch(arm64)
        let c = "dependency, define, debug, simulator"
        #endif
        #if _runtime(_ObjC)
        let d = "objc"
        #endif
        """
        let view = IOSSourceView.text(of: source, configuration: configuration)
        #expect(view.contains(#"let a = "UIKit""#) && !view.contains("AppKit\""))
        #expect(view.contains(#"let b = "neither""#))
        #expect(view.contains("dependency, define, debug, simulator"))
        #expect(!view.contains("objc"))
    }

    @Test func nestedAndPostfixConditionsAndTheFileTheyCameFrom() {
        let source = """
        struct V: View {
            var body: some View {
                Text("a")
                #if os(iOS)
                    .padding()
                    #if targetEnvironment(macCatalyst)
                    .bold()
                    #endif
                #else
                    .italic()
                #endif
            }
        }
        """
        let view = IOSSourceView.text(of: source, configuration: configuration, originalPath: "/pkg/Sources/V.swift")
        #expect(view.hasPrefix("#sourceLocation(file: \"/pkg/Sources/V.swift\", line: 1)\n"))
        let lines = view.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 14)
        #expect(lines[5] == "            .padding()")
        #expect(!view.contains(".bold()") && !view.contains(".italic()"))
    }
}

extension IOSSourceViewTests {
    /// Objective-C spellings become what compiles without an Objective-C runtime, lines kept.
    @Test func objectiveCSpellingsCompileWithoutTheRuntime() {
        let source = """
        final class KeyboardObserver: NSObject {
            @IBOutlet weak var label: UILabel!
            override init() {
                super.init()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: nil, object: nil)
                button.addTarget(self, action: #selector(
                    tapped), for: .touchUpInside)
                let path = #keyPath(KeyboardObserver.label)
            }
            @objc private func keyboardWillShow(_ notification: Notification) {}
            @objc(tappedButton) dynamic func tapped() {}
        }
        """
        let view = IOSSourceView.text(of: source, configuration: configuration)
        let lines = view.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 12)
        #expect(!view.contains("@objc") && !view.contains("@IBOutlet") && !view.contains("#selector") && !view.contains("#keyPath"))
        #expect(lines[1] == String(repeating: " ", count: 14) + "weak var label: UILabel!")
        #expect(lines[4].contains(#"selector: Selector("keyboardWillShow:"), name: nil"#))
        #expect(lines[5].hasSuffix(#"action: Selector("tapped")"#) && lines[6].hasSuffix(", for: .touchUpInside)"))
        #expect(lines[7].contains(#"let path = "KeyboardObserver.label""#))
        #expect(lines[9] == String(repeating: " ", count: 10) + "private func keyboardWillShow(_ notification: Notification) {}")
    }
}

extension IOSSourceViewTests {
    /// A file that imports Foundation (or CoreFoundation) sees the names Apple's Foundation gives
    /// it: `import StrataFoundation` follows its last line, so every line stays where it was.
    @Test func foundationImportersSeeApplesFoundationNames() {
        let source = """
        import Foundation

        final class Store: ObservableObject {
            @Published var count = 0
        }
        """
        let view = IOSSourceView.text(of: source, configuration: configuration)
        let lines = view.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(5)).map(String.init) == source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        #expect(lines.dropFirst(5).contains("import StrataFoundation"))

        let coreFoundation = IOSSourceView.text(of: "import CoreFoundation\nlet width: CGFloat = 1", configuration: configuration)
        #expect(coreFoundation.hasSuffix("import StrataFoundation\n"))
        // SwiftUI already brings them; an import in an inactive branch does not count.
        #expect(!IOSSourceView.text(of: "import SwiftUI\nlet a = 1", configuration: configuration).contains("StrataFoundation"))
        let macOnly = "#if os(macOS)\nimport Foundation\n#endif\nlet a = 1"
        #expect(!IOSSourceView.text(of: macOnly, configuration: configuration).contains("StrataFoundation"))
    }

    /// `import ObjectiveC` is blanked in place and the file sees StrataFoundation, which holds
    /// associated objects: no module of that name exists, so `canImport(ObjectiveC)` stays false.
    @Test func objectiveCImportsBecomeStrataFoundation() {
        let source = "import UIKit\nimport ObjectiveC\nlet key = 0"
        let view = IOSSourceView.text(of: source, configuration: configuration)
        let lines = view.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "import UIKit" && lines[1].trimmingCharacters(in: .whitespaces).isEmpty && lines[2] == "let key = 0")
        #expect(lines.contains("import StrataFoundation"))
        #expect(!IOSSourceView.text(of: "#if canImport(ObjectiveC)\nlet runtime = 1\n#endif", configuration: configuration).contains("runtime"))
    }

    /// A file that names Foundation's XML parser imports the module Linux keeps it in, after its
    /// last line; one that does not name it is left alone.
    @Test func xmlParserUsersImportFoundationXML() {
        let source = "import SwiftUI\nfinal class Feed: NSObject, XMLParserDelegate {}"
        let view = IOSSourceView.text(of: source, configuration: configuration)
        #expect(view.hasPrefix(source + "\n") && view.contains("\nimport FoundationXML\n"))
        #expect(!IOSSourceView.text(of: "import SwiftUI\nlet XMLParsers = 1", configuration: configuration).contains("FoundationXML"))
        #expect(!IOSSourceView.text(of: "let parser: XMLParser? = nil", configuration: configuration).contains("FoundationXML"))
    }
}

extension IOSSourceViewTests {
    /// A case unavailable on iOS is unavailable in the iOS build, so a switch need not cover it.
    @Test func unavailableOnIOSIsUnavailableEverywhere() {
        let source = """
        enum Material {
            case thin
            @available(iOS, unavailable, message: "macOS only")
            case titlebar
            @available(macOS, unavailable) case ultraThin
        }
        """
        let view = IOSSourceView.text(of: source, configuration: configuration)
        let lines = view.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6)
        #expect(lines[2].contains("@available(*, unavailable)") && !view.contains("macOS only"))
        #expect(lines[4].contains("@available(macOS, unavailable) case ultraThin"))
    }
}
