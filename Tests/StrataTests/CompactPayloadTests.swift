@testable import Strata
import StrataHTML
import SwiftUI
import Testing

/// Render payloads keep fonts and paints compact (`CompactFont`, `CompactPaint`): every value
/// reads back as it was given, whichever form it is kept in, and nodes stay small.
@MainActor
@Suite("Compact render payloads")
struct CompactPayloadTests {
    static let fonts: [Font?] = [
        nil, .headline, .body, .caption2, .headline.bold(), .system(.title, design: .serif), .body.italic(),
        .system(size: 13), .custom("Avenir", size: 15), .title.sized(for: .xxxLarge), .footnote.monospacedDigit(),
    ]
    static let paints: [Paint?] = [
        nil, .hierarchical(0), .hierarchical(1), .hierarchical(3), .hierarchical(Int.max), .hierarchical(-5), .tint,
        .color(.red), .color(.secondary), .color(.accentColor), .color(.white), .color(.red.opacity(0.5)),
        .color(Color("brand")), .color(Color(definition: .system("notASystemColor"))),
        .opacity(.tint, 0.3), .linearGradient(stops: [.init(color: .blue, location: 0)], start: .top, end: .bottom),
    ]

    @Test("Every font and paint reads back from a text payload as it was given")
    func textPayloadRoundTrips() {
        for font in Self.fonts {
            for paint in Self.paints {
                var text = RenderText(content: .plain("x"), font: font, foreground: paint, alignment: .center, lineLimit: 2,
                                      truncationMode: .middle)
                #expect(text.font == font)
                #expect(text.foreground == paint)
                #expect(text.alignment == .center && text.lineLimit == 2 && text.truncationMode == .middle)
                // Setters keep the same guarantee.
                text.font = Self.fonts.last ?? nil
                text.foreground = paint == nil ? .tint : nil
                #expect(text.font == Self.fonts.last ?? nil)
                #expect(text.foreground == (paint == nil ? .tint : nil))
            }
        }
    }

    @Test("Button and toggle tints read back as they were given")
    func tintsRoundTrip() {
        for paint in Self.paints {
            var button = RenderButton(action: {}, role: .destructive, appearance: .bordered, isEnabled: false, tint: paint)
            #expect(button.tint == paint)
            #expect(button.role == .destructive && button.appearance == .bordered && !button.isEnabled)
            button.tint = .color(.green)
            #expect(button.tint == .color(.green))
            let toggle = RenderToggle(isOn: true, setOn: { _ in }, appearance: .switch, isEnabled: true, tint: paint)
            #expect(toggle.tint == paint)
        }
    }

    @Test("The usual fonts and paints are kept inline; others are boxed")
    func usualValuesAreInline() {
        guard case .textStyle(.headline) = CompactFont(.headline) else { Issue.record("headline is not inline"); return }
        guard case .boxed = CompactFont(.headline.bold()) else { Issue.record("a bold headline is not boxed"); return }
        guard case .system = CompactPaint(.color(.red)) else { Issue.record("red is not inline"); return }
        guard case .boxed = CompactPaint(.color(.red.opacity(0.5))) else { Issue.record("a translucent red is not boxed"); return }
        guard case .hierarchical(1) = CompactPaint(.hierarchical(1)) else { Issue.record("secondary is not inline"); return }
    }

    @Test("Render nodes stay small: a page's tree is walked several times")
    func nodesStaySmall() {
        #expect(MemoryLayout<RenderKind>.size <= 56)
        #expect(MemoryLayout<RenderNode>.stride <= 96)
    }

    @Test("Styled texts and tinted controls render as before")
    func renderedStylesAreUnchanged() {
        let view = VStack {
            Text("Bold").font(.headline.bold()).foregroundStyle(Color.red.opacity(0.5))
            Text("Sized").font(.system(size: 13)).foregroundStyle(.tertiary)
            Button("Go") {}.tint(.green)
        }
        let output = html(view)
        #expect(output.contains(#"<span class="s-t s-f-headline" style="font-weight:700;color:color-mix(in srgb,var(--s-red-text) 50.0%,transparent);">Bold</span>"#))
        #expect(output.contains(#"<span class="s-t" style="font-size:13px;--s-lh:15.51px;letter-spacing:-0.08px;color:var(--s-tertiary);">Sized</span>"#))
        #expect(output.contains("--s-tint:var(--s-green)"))
    }
}
