import StrataKit
import StrataSnapshotTesting
import StrataTesting
import SwiftUI
import Testing

/// Every preview audited in every variant, each finding naming the preview, file, line,
/// variant and element; accepted kinds can be left out.
@MainActor
@Suite("Preview accessibility audit")
struct PreviewAccessibilityTests {
    static let previews = [
        PreviewEntry(name: "Trash button", file: "Sources/Kit/Toolbar.swift", line: 14, makeView: {
            AnyView(VStack { Text("Files"); Button {} label: { Image(decorative: "trash") } })
        }),
        PreviewEntry(name: "Night label", file: "Sources/Kit/Label.swift", line: 30, makeView: {
            AnyView(Text("Night").padding().background(Color.white))
        }),
        PreviewEntry(name: "Fine", file: "Sources/Kit/Fine.swift", line: 3, makeView: {
            AnyView(Button("Delete") {})
        }),
    ]

    @Test func findingsNameThePreviewTheVariantAndTheElement() {
        let findings = auditPreviews(Self.previews, variants: [.light, .dark])
        // The unnamed button fails in both appearances; default (white) text on white fails only in dark.
        #expect(findings.map(\.issue.kind) == [.unnamedControl, .unnamedControl, .lowContrast])
        #expect(findings.map(\.variant) == ["light", "dark", "dark"])
        let first = findings[0].description
        #expect(first.hasPrefix("Toolbar.swift:14 \"Trash button\" (light): "))
        #expect(first.hasSuffix("(element 1)"))
        #expect(findings[2].description.hasPrefix("Label.swift:30 \"Night label\" (dark): Text \"Night\""))
    }

    @Test func acceptedKindsAreLeftOut() {
        let findings = auditPreviews(Self.previews, variants: [.light, .dark], ignoring: [.unnamedControl])
        #expect(findings.map(\.issue.kind) == [.lowContrast])
        #expect(auditPreviews([Self.previews[2]], variants: [.light, .dark, .rightToLeft, .accessibility3]).isEmpty)
    }

    @Test func shapeFilledBackgroundsAreJudgedAndUnknownOnesAreNot() {
        let badge = PreviewEntry(name: "Badge", file: "Badge.swift", line: 1, makeView: {
            AnyView(Text("New").font(.caption).foregroundStyle(Color.white).padding(4).background(Capsule().fill(Color.blue)))
        })
        // White on system blue is 4.01:1 (below AA for caption text), not white on the white page.
        #expect(auditPreviews([badge], variants: [.light]).map(\.issue.message) == [
            "Text \"New\" has a contrast of 4.01:1 with its background; WCAG AA asks for 4.5:1",
        ])
        let onGradient = PreviewEntry(name: "Banner", file: "Banner.swift", line: 1, makeView: {
            AnyView(Text("Sale").foregroundStyle(Color.white)
                .background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .background(Color.white))
        })
        #expect(auditPreviews([onGradient], variants: [.light]).isEmpty)
        // A prominent button's white label is judged against its tint fill, not the page.
        let prominent = PreviewEntry(name: "Checkout", file: "Cart.swift", line: 1, makeView: {
            AnyView(VStack {
                Button("Checkout") {}.buttonStyle(.borderedProminent)
                Button("Dark") {}.buttonStyle(.borderedProminent).tint(Color(red: 0.1, green: 0.1, blue: 0.3))
                Button("Lemon") {}.buttonStyle(.borderedProminent).tint(.yellow)
            }.background(Color.white))
        })
        // White on system blue is 4.01:1, as on iOS (a true finding about the button); the dark tint passes.
        #expect(auditPreviews([prominent], variants: [.light]).map(\.issue.message) == [
            "Text \"Checkout\" has a contrast of 4.01:1 with its background; WCAG AA asks for 4.5:1",
            "Text \"Lemon\" has a contrast of 1.51:1 with its background; WCAG AA asks for 4.5:1",
        ])
    }

    @Test func strataKitPreviewsPassTheAuditButForIOSsRedAndSecondaryText() {
        let findings = auditPreviews(StrataKitPreviews.all, variants: [.light, .dark])
        let listing = findings.map(\.description).joined(separator: "\n")
        #expect(findings.filter { $0.issue.kind != .lowContrast }.isEmpty, "\(listing)")
        // The Standard theme keeps iOS's colors, and the audit judges what iOS draws: white on
        // system red (3.54:1) and secondary text on white (3.43:1) are below AA for body text,
        // on iOS as here. Every other text passes, and everything passes in dark mode.
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { finding in
            finding.variant == "light" && [" has a contrast of 3.54:1", " has a contrast of 3.43:1"].contains { finding.issue.message.contains($0) }
        }, "\(listing)")
    }
}
