import StrataHTML
import SwiftUI
import Testing

/// SwiftUI's layout rules under width pressure, as the HTML back end writes them (see
/// docs/layout.md). The browser suite checks the outcome on every gallery page.
@MainActor
@Suite("Layout under width pressure")
struct WidthPressureLayoutTests {
    private let long = "A message long enough to wrap onto several lines on a phone's narrow screen"

    /// The CSS rule for `selector`, from Strata's stylesheet.
    private func rule(_ selector: String) -> String? {
        guard let start = Stylesheet.css.range(of: "\n" + selector + "{") ?? Stylesheet.css.range(of: "}" + selector + "{") else { return nil }
        let rest = Stylesheet.css[start.upperBound...]
        return rest.firstIndex(of: "}").map { String(rest[..<$0]) }
    }

    @Test func textWrapsAtWordsAndKeepsItsLongestWordAsItsMinimum() throws {
        let text = try #require(rule(".s-t"))
        #expect(text.contains("overflow-wrap:break-word"))
        #expect(text.contains("word-break:normal"))
        #expect(!Stylesheet.css.contains("overflow-wrap:anywhere"), "anywhere lets a stack squeeze text to one letter a line")
    }

    @Test func aRowIsAGridSoAFixedLabelKeepsItsWidthBesideLongText() throws {
        let row = try #require(rule(".s-h"))
        #expect(row.contains("display:grid") && row.contains("grid-auto-flow:column"))
        // Both children are content-sized: implicit `auto` columns, minimum then ideal widths.
        let page = html(HStack { Text("Name"); Text(long) })
        #expect(page.contains(#"<div class="s-h s-tt s-tb">"#), "\(page)")
        #expect(!page.contains("grid-template-columns"))
        #expect(!page.contains("min-width:0"))
    }

    @Test func aShortLabelButtonBesideAFlexibleFieldKeepsItsLabel() {
        let page = html(HStack { TextField("Amount", text: .constant("1,234.50")); Button("EUR") {} })
        // The field takes what is left; the button's column is its content.
        #expect(page.contains("grid-template-columns:minmax(auto,1fr) auto;"), "\(page)")
        #expect(page.contains(#"<button class="s-btn s-btn-automatic" type="button"><span class="s-t""#))
    }

    @Test func spacersAndCappedFramesGetTheirColumns() {
        let page = html(HStack {
            ForEach(["a", "b"], id: \.self) { Text($0) }
            Spacer()
            Text("c").frame(maxWidth: 200)
        })
        #expect(page.contains("grid-template-columns:auto auto minmax(auto,1fr) minmax(auto,200px);"), "\(page)")
    }

    @Test func layoutPriorityGivesAChildItsIdealWidthFirst() throws {
        let page = html(HStack { Text(long); Text("Total: 1,204.50").layoutPriority(1) })
        #expect(page.contains(#"class="s-t s-prio""#), "\(page)")
        #expect(try #require(rule(".s-h>.s-prio")).contains("min-width:max-content"))
        #expect(!html(HStack { Text("a").layoutPriority(0) }).contains("s-prio"))
    }

    @Test func fixedSizeKeepsTheIdealWidth() {
        let page = html(HStack { Text(long).fixedSize(); Text("b") })
        #expect(page.contains("flex-shrink:0;width:max-content;"), "\(page)")
        #expect(!html(Text("a").fixedSize(horizontal: false, vertical: true)).contains("width:max-content"))
    }

    @Test func aFixedFrameIsTheIdealSizeFixedSizeKeeps() {
        // `.frame(width: 150, height: 20).fixedSize()`: the frame's size is its ideal size.
        let page = html(Color.blue.frame(width: 150, height: 20).fixedSize())
        #expect(page.contains("width:150px;") && !page.contains("max-content"), "\(page)")
        // The unframed height is a color's ideal height, 10 points as for every shape.
        #expect(html(Color.blue.frame(width: 150).fixedSize()).contains("height:10px;"))
        #expect(html(Text("Hi").frame(width: 150).fixedSize()).contains("height:max-content;"))
    }

    @Test func aFrameAroundAFixedSizeViewIsABoxOfItsOwn() {
        // SwiftUI: the text keeps its ideal width in a narrower frame (and overflows it); it
        // does not wrap to the frame's width.
        let page = html(Text(long).fixedSize().frame(width: 50, height: 20))
        #expect(page.hasPrefix(#"<div class="s-fr""#) && page.contains("width:50px;"), "\(page)")
        #expect(page.contains(#"<span class="s-t" style="flex-shrink:0;width:max-content;height:max-content;">"#), "\(page)")
    }

    @Test func lineLimitTruncatesWithAnEllipsis() throws {
        let one = html(Text(long).lineLimit(1))
        #expect(one.contains(#"<span class="s-t s-clamp s-clamp1"><span class="s-line">A message"#), "\(one)")
        // The line's column is at most its width and may shrink to nothing: a long line never
        // widens its stack, it truncates to the width the stack gets.
        #expect(try #require(rule(".s-clamp1")).contains("grid-template-columns:minmax(0,max-content)"))
        #expect(try #require(rule(".s-line")).contains("text-overflow:ellipsis"))
        let two = html(Text(long).lineLimit(2))
        #expect(two.contains(#"class="s-t s-clamp""#) && two.contains("-webkit-line-clamp:2;"), "\(two)")
        #expect(try #require(rule(".s-clamp")).contains("overflow:hidden"))
    }

    @Test func truncationModeCutsAOneLineTextAtItsHeadOrMiddle() throws {
        let head = html(Text("/Users/me/Documents/report.pdf").lineLimit(1).truncationMode(.head))
        #expect(head.contains(#"class="s-t s-clamp s-clamp1 s-cut-head""#), "\(head)")
        #expect(head.contains(#"<span class="s-line"><bdi>/Users/me/Documents/report.pdf</bdi></span>"#), "\(head)")
        #expect(try #require(rule(".s-cut-head>.s-line:dir(ltr)")).contains("direction:rtl"))

        let middle = html(Text("abcdefgh").lineLimit(1).truncationMode(.middle))
        #expect(middle.contains(#"<span class="s-cut-whole">abcdefgh</span>"#), "the whole string stays readable: \(middle)")
        #expect(middle.contains(#"<span class="s-cut-start" aria-hidden="true">abcd</span>"#), "\(middle)")
        #expect(middle.contains(#"<span class="s-cut-end" aria-hidden="true"><bdi>efgh</bdi></span>"#), "\(middle)")
        #expect(try #require(rule(".s-cut-start")).contains("text-overflow:ellipsis"))
        #expect(try #require(rule(".s-cut-mid")).contains("minmax(0,max-content) minmax(0,max-content)"), "the halves share a short width evenly")

        // The environment carries the mode down; text that may wrap, or the default, is cut at its tail.
        #expect(html(VStack { Text(long).lineLimit(1) }.truncationMode(.head)).contains("s-cut-head"))
        #expect(!html(Text(long).truncationMode(.middle)).contains("s-cut"), "without a one-line limit nothing is cut in the middle")
        #expect(!html(Text(long).lineLimit(1)).contains("s-cut"))
        #expect(html(Text(long).lineLimit(1).truncationMode(.middle).multilineTextAlignment(.trailing)).contains("justify-content:end;"),
                "a one-line text aligns its column")
    }

    @Test func wrappedTextKeepsItsMultilineAlignment() {
        #expect(html(Text(long).multilineTextAlignment(.center)).contains("text-align:center;"))
        #expect(!html(VStack { Text(long) }).contains("text-align"), "leading is the default, also in a centered VStack")
    }

    @Test func buttonsHoldOnlyPhrasingContent() {
        let page = html(Button {} label: { VStack { Text("Title"); HStack { Text("a"); Spacer() } }.background(Color.blue) })
        let inside = page.drop(while: { $0 != ">" })
        #expect(page.hasPrefix("<button"))
        #expect(!inside.contains("<div"), "\(page)")
        #expect(inside.contains(#"<span class="s-v"#) && inside.contains(#"<span class="s-h s-tt s-tb s-gw""#), "\(page)")
    }

    @Test func aButtonToggleHugsItsLabelAndASwitchFillsItsRow() {
        let buttons = html(HStack { Toggle("Bold", isOn: .constant(true)).toggleStyle(.button); Toggle("Italic", isOn: .constant(false)).toggleStyle(.button) })
        #expect(!buttons.contains("grid-template-columns"), "\(buttons)")
        #expect(html(VStack { Toggle("Wi-Fi", isOn: .constant(true)) }).contains("s-toggle s-toggle-automatic s-gw"))
    }

    @Test func aStepperDisablesMinusAtItsMinimumAndPlusAtItsMaximum() {
        let atMinimum = html(Stepper("Copies", value: .constant(1), in: 1...5))
        #expect(atMinimum.contains(#"aria-label="Decrement""#) && atMinimum.contains(" disabled"), "\(atMinimum)")
        let middle = html(Stepper("Copies", value: .constant(3), in: 1...5))
        #expect(!middle.contains(" disabled"))
        let atMaximum = html(Stepper("Copies", value: .constant(5), in: 1...5))
        #expect(atMaximum.components(separatedBy: " disabled").count == 2)
    }
}
