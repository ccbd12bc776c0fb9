import SwiftUI
import UIKit

/// bradleymackey/vault-ios (BSD 3-Clause): a timer's progress bar (a geometry reader over two
/// rectangles) and a tag pill (symbol and name on a stroked capsule), on an iPhone 17 Pro with
/// iOS 26.5 (3x), each at the size that fits it.
enum VaultCases {
    static let tests = "bradleymackey/vault-ios Vault/Tests/VaultiOSTests/"

    static var all: [FidelityCase] {
        let bars: [(String, String, AnyView)] = [
            ("layout-empty", "layout_empty", AnyView(TimerBar(fraction: 0, color: .blue).frame(width: 150, height: 20))),
            ("layout-half-full", "layout_halfFull", AnyView(TimerBar(fraction: 0.5, color: .blue).frame(width: 150, height: 20))),
            ("layout-full", "layout_full", AnyView(TimerBar(fraction: 1, color: .blue).frame(width: 150, height: 20))),
            (
                "layout-sets-background-color", "layout_setsBackgroundColor",
                AnyView(TimerBar(fraction: 0.5, color: .blue, background: .red).frame(width: 150, height: 20))
            ),
            (
                "redacted-placeholder-shows-empty-progress-bar", "redactedPlaceholder_showsEmptyProgressBar",
                AnyView(TimerBar(fraction: 0.5, color: .blue, background: .gray).redacted(reason: .placeholder).frame(width: 150, height: 20))
            ),
            (
                "redacted-privacy-shows-progress-still", "redactedPrivacy_showsProgressStill",
                AnyView(TimerBar(fraction: 0.5, color: .blue).redacted(reason: .privacy).frame(width: 150, height: 20))
            ),
        ]
        let barCases = bars.map { name, test, view in
            FidelityCase(
                "vault-ios/timer-bar-\(name)", source: tests + "HorizontalTimerProgressBarViewSnapshotTests.swift \(test)",
                width: 150, height: 20, layout: .sizeThatFits
            ) { view }
        }
        let pillCases = [true, false].flatMap { selected in
            [ColorScheme.light, .dark].map { scheme in
                let name = "\(selected ? "selected" : "no-selected")-\(scheme == .dark ? "dark" : "light")"
                return FidelityCase(
                    "vault-ios/tag-pill-\(name)", source: tests + "TagPillViewSnapshotTests.swift midColored (\(name))",
                    width: 300, height: 200, colorScheme: scheme, layout: .sizeThatFits
                ) {
                    TagPill(name: "Mid Color", color: Color(red: 0.5, green: 0.5, blue: 0.5), isSelected: selected)
                        .frame(width: 300, height: 200)
                        .background(Color(UIColor.systemBackground))
                        .environment(\.colorScheme, scheme)
                }
            }
        }
        return barCases + pillCases
    }
}

/// A bar filled from the leading edge to `fraction` of its width over a background; empty while redacted as a placeholder.
private struct TimerBar: View {
    var fraction: Double
    var color: Color
    var background: Color = Color(UIColor.systemGray6)
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Rectangle().fill(background)
                Rectangle()
                    .fill(color)
                    .frame(width: redactionReasons.contains(.placeholder) ? 0 : fraction * proxy.size.width, alignment: .leading)
            }
        }
    }
}

/// A tag's symbol and name in a capsule stroked in the tag's color, tinted when selected
/// (a mid-gray tag keeps its own color for both).
private struct TagPill: View {
    var name: String
    var color: Color
    var isSelected: Bool

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            Image(systemName: "tag.fill")
            Text(name)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(
            Capsule(style: .circular)
                .fill(isSelected ? color.opacity(0.2) : .clear)
                .stroke(color, lineWidth: 1)
        )
        .foregroundColor(color)
    }
}
