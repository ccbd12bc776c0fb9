import Foundation
import Strata

/// A problem the accessibility audit found, with where: `elementPath` is the element's index
/// at each level of `AccessibilityTree.elements`, joined by "/" ("0/2" is the third child of the
/// first element).
public struct AccessibilityIssue: Hashable, Sendable {
    public enum Kind: String, Sendable {
        /// A button, toggle, field, slider, link or picker with no name to read.
        case unnamedControl
        /// An image that is not decorative but has no label of its own.
        case unlabeledImage
        /// Text whose contrast with the background behind it is below WCAG AA.
        case lowContrast
        /// Two controls in one container read the same name.
        case duplicateControlName
    }

    public var kind: Kind
    public var message: String
    public var elementPath: String

    public init(kind: Kind, message: String, elementPath: String) {
        self.kind = kind
        self.message = message
        self.elementPath = elementPath
    }
}

/// Checks what can be judged from a render tree alone: controls without a name, images
/// without a label that are not decorative, text contrast below WCAG AA (4.5:1, or 3:1 for
/// text of 18 points or more, or bold of 14 points or more) where the text's color and the
/// background behind it are both known, and controls of one container that share a name.
///
/// ```swift
/// let issues = AccessibilityAudit.issues(in: StaticRender.nodes(of: SettingsRow()))
/// #expect(issues.isEmpty, "\(issues.map(\.message))")
/// ```
public enum AccessibilityAudit {
    public static func issues(in nodes: [RenderNode]) -> [AccessibilityIssue] {
        let tree = AccessibilityTree(nodes)
        var issues: [AccessibilityIssue] = []
        audit(tree.elements, path: [], into: &issues)
        for sample in tree.contrastSamples {
            let required = sample.isLargeText ? 3.0 : 4.5
            guard sample.ratio < required else { continue }
            let ratio = (sample.ratio * 100).rounded(.down) / 100
            issues.append(AccessibilityIssue(
                kind: .lowContrast,
                message: "Text \(AccessibilityTree.quoted(sample.text)) has a contrast of \(ratio):1 with its background; WCAG AA asks for \(required == 3 ? "3" : "4.5"):1\(sample.isLargeText ? " for large text" : "")",
                elementPath: pathString(sample.path)
            ))
        }
        return issues
    }

    private static func audit(_ elements: [AccessibilityElement], path: [Int], into issues: inout [AccessibilityIssue]) {
        var controlsByName: [String: [Int]] = [:]
        for (index, element) in elements.enumerated() where !element.isHidden {
            let elementPath = pathString(path + [index])
            if element.isControl {
                if element.label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    issues.append(AccessibilityIssue(
                        kind: .unnamedControl,
                        message: "A \(element.role) has no name: give it a text label or .accessibilityLabel",
                        elementPath: elementPath
                    ))
                } else {
                    controlsByName[element.label, default: []].append(index)
                }
            }
            if element.role == "image", element.label.isEmpty || element.isNamedByResource {
                let reads = element.label.isEmpty ? "has no label" : "is read by its file name \(AccessibilityTree.quoted(element.label))"
                issues.append(AccessibilityIssue(
                    kind: .unlabeledImage,
                    message: "An image \(reads): add .accessibilityLabel, or use Image(decorative:) if it is decoration",
                    elementPath: elementPath
                ))
            }
            audit(element.children, path: path + [index], into: &issues)
        }
        for (name, indices) in controlsByName.sorted(by: { $0.value[0] < $1.value[0] }) where indices.count > 1 {
            for index in indices.dropFirst() {
                issues.append(AccessibilityIssue(
                    kind: .duplicateControlName,
                    message: "\(indices.count) controls in one container are named \(AccessibilityTree.quoted(name)): VoiceOver users cannot tell them apart",
                    elementPath: pathString(path + [index])
                ))
            }
        }
    }

    private static func pathString(_ path: [Int]) -> String {
        path.map(String.init).joined(separator: "/")
    }
}
