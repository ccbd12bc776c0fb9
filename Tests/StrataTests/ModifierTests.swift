import StrataHTML
import SwiftUI
import Testing

@MainActor
@Suite("Modifiers fold into elements, or wrap when order matters")
struct ModifierTests {
    @Test func paddingFoldsIntoTheElement() {
        #expect(html(Text("a").padding()) == #"<span class="s-t" style="padding:16px;">a</span>"#)
        #expect(html(Text("a").padding(.horizontal, 8)) == #"<span class="s-t" style="padding:0px 8px;">a</span>"#)
        #expect(html(Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
            == #"<span class="s-t" style="padding:1px 0 3px;padding-inline:2px 4px;">a</span>"#)
    }

    /// iOS's shadow of radius r falls off as CSS's blur of r (not 2r): measured on ferrostar's
    /// capsule buttons (`.shadow(radius: 8)` on a map), blur 8 is 1.7 levels from the recorded
    /// image on average around the button, blur 16 is 3.6. Its default color is black at 33%.
    @Test func aShadowsRadiusIsCSSsBlurRadius() {
        let output = html(Capsule().fill(.white).frame(width: 120, height: 44).shadow(radius: 8))
        #expect(output.contains("drop-shadow(0px 0px 8px rgba(0,0,0,0.33))"), "\(output)")
    }

    @Test func shapeBackgroundFoldsIntoCSS() {
        let output = html(Text("card").padding().background(RoundedRectangle(cornerRadius: 20).fill(Color.white).shadow(color: .black.opacity(0.1), radius: 5, x: 0, y: 2)))
        #expect(output == #"<span class="s-t" style="background:rgb(255,255,255);border-radius:20px;box-shadow:0px 2px 5px rgba(0,0,0,0.1);padding:16px;">card</span>"#)
    }

    @Test func paddingAfterBackgroundWraps() {
        let output = html(Text("a").background(Color.red).padding(4))
        #expect(output == #"<div class="s-lay" style="padding:4px;"><span class="s-t" style="background:var(--s-red);">a</span></div>"#)
    }

    @Test func viewBackgroundUsesALayerSizedToContent() {
        let output = html(Text("a").background(Text("behind")))
        #expect(output.contains(#"<div class="s-lay s-tt s-tb"><div class="s-bg" aria-hidden="true"><span class="s-t">behind</span></div><span class="s-t">a</span></div>"#))
        let overlay = html(Text("a").overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) })
        #expect(overlay.contains(#"class="s-ov" style="justify-content:flex-end;align-items:flex-start;""#))
    }

    @Test func framesAndFlexibility() {
        #expect(html(Text("a").frame(width: 100, height: 40)).contains("width:100px;flex-shrink:0;height:40px"))
        #expect(html(Text("a").frame(maxWidth: .infinity, alignment: .leading)).contains(#"class="s-t s-gw""#))
        #expect(html(Text("a").frame(maxWidth: .infinity, alignment: .leading)).contains("text-align:start"))
        let stack = html(HStack { Text("a"); Spacer(); Text("b") })
        #expect(stack.hasPrefix(#"<div class="s-h s-tt s-tb s-gw" style="grid-template-columns:auto minmax(auto,1fr) auto;">"#))
        #expect(stack.contains(#"<div class="s-sp"></div>"#))
    }

    @Test func stackAlignmentAndSpacing() {
        #expect(html(VStack(alignment: .leading, spacing: 4) { Text("a") }) == #"<div class="s-v s-tt s-tb" style="align-items:flex-start;gap:4px;"><span class="s-t">a</span></div>"#)
        #expect(html(ZStack(alignment: .bottomTrailing) { Text("a") }).contains("place-items:end end"))
    }

    @Test func visualEffects() {
        let output = html(Text("a").opacity(0.5).offset(x: 2, y: 3).rotationEffect(.degrees(45)).cornerRadius(6).hidden())
        #expect(output.contains("opacity:0.5"))
        #expect(output.contains("transform:translate(2px,3px) rotate(45.0deg)"))
        #expect(output.contains("overflow:hidden;border-radius:6px"))
        #expect(output.contains("visibility:hidden"))
        #expect(html(Circle().fill(.blue)).contains("border-radius:50%"))
        #expect(html(Text("a").border(Color.gray, width: 2)).contains("outline:2px solid var(--s-gray)"))
    }

    @Test func accessibilityModifiersBecomeARIA() {
        let output = html(HStack { Text("4"); Text("stars") }.accessibilityElement(children: .combine).accessibilityLabel("Rating").accessibilityValue("4 of 5").accessibilityHint("Double tap to rate"))
        #expect(output.contains(#"role="group""#))
        #expect(output.contains(#"aria-label="Rating, 4 of 5""#))
        #expect(output.contains(#"aria-description="Double tap to rate""#))
        #expect(html(Text("Title").accessibilityAddTraits(.isHeader)).contains(#"role="heading" aria-level="2""#))
        #expect(html(Image(systemName: "star").accessibilityHidden(true)).contains(#"aria-hidden="true""#))
        #expect(html(Text("a").accessibilityElement()).contains(#"role="img" aria-label="a""#))
    }

    @Test func customViewModifierWithEnvironment() {
        struct Emphasis: ViewModifier {
            @Environment(\.isEnabled) private var isEnabled
            func body(content: Content) -> some View {
                content.foregroundColor(isEnabled ? .blue : .gray)
            }
        }
        #expect(html(Text("a").modifier(Emphasis())).contains("var(--s-blue-text)"))
        #expect(html(Text("a").modifier(Emphasis()).disabled(true)).contains("var(--s-gray-text)"))
        let chained = Emphasis().concat(Emphasis())
        #expect(html(Text("b").modifier(chained)).contains("var(--s-blue-text)"))
    }

    @Test func symbolsAreInlineSVGWithAccessibleName() {
        let output = html(Image(systemName: "trash"))
        #expect(output.hasPrefix("<svg") || output.contains("s-sym-missing"))
        #expect(output.contains(#"aria-label="trash""#))
    }
}
