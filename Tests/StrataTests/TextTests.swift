import StrataHTML
import SwiftUI
import Testing

@MainActor
@Suite("Text")
struct TextTests {
    @Test func literalInterpolationAndVerbatim() {
        let name = "Ada"
        #expect(Text("Hello \(name)!").plainText == "Hello Ada!")
        #expect(Text(verbatim: "**raw**").plainText == "**raw**")
        let value = 3.14159
        #expect(Text("Pi is \(value, specifier: "%.2f")").plainText == "Pi is 3.14")
        let string: String = "from a variable"
        #expect(Text(string).plainText == "from a variable")
    }

    @Test func markdownInLiteralsButNotInInterpolatedValues() {
        let bold = Text("**Bold** and *it*")
        #expect(bold.runs.count == 3)
        #expect(bold.runs[0].weight == .bold)
        #expect(bold.runs[2].isItalic)
        let user = "*not emphasis*"
        let interpolated = Text("Said: \(user)")
        #expect(interpolated.plainText == "Said: *not emphasis*")
        #expect(interpolated.runs.allSatisfy { !$0.isItalic })
    }

    @Test func plainTextsKeepOneStringAndEqualTheirSingleRun() {
        // Unstyled text holds its string alone; styling turns it into runs.
        guard case .plain("Cancel") = Text("Cancel").content else {
            Issue.record("a literal without Markdown should be plain")
            return
        }
        guard case .runs(let runs) = Text("Cancel").bold().content else {
            Issue.record("styled text should have runs")
            return
        }
        #expect(runs.count == 1 && runs[0].weight == .bold)
        // Equality and hashing do not depend on the storage.
        let plain = Text(verbatim: "Same")
        var asRuns = Text(verbatim: "Same")
        asRuns.runs = [TextRun(string: "Same")]
        #expect(plain == asRuns)
        #expect(plain.hashValue == asRuns.hashValue)
        #expect(plain != Text(verbatim: "Same").italic())
        // A plain string is escaped on the way out like any run.
        #expect(html(Text(verbatim: "a < b & c")).contains(">a &lt; b &amp; c<"))
    }

    @Test func aFontOnPlainTextReadsAsAStyledRun() {
        // Stored beside the string, the font still shows wherever the runs are read.
        let headline = Text("Title").font(.headline)
        #expect(headline.runs.count == 1 && headline.runs[0].font == .headline)
        var styledRun = TextRun(string: "Title")
        styledRun.font = .headline
        var asRuns = Text(verbatim: "Title")
        asRuns.runs = [styledRun]
        #expect(headline == asRuns)
        #expect(headline.hashValue == asRuns.hashValue)
        #expect(headline != Text("Title"))
        // Later modifiers and concatenation keep it.
        let bold = headline.bold()
        #expect(bold.runs[0].font == .headline && bold.runs[0].weight == .bold)
        #expect((headline + Text(" more")).runs.map(\.font) == [.headline, nil])
        // It wins over the environment's font, as a run's font does.
        #expect(html(headline.font(.caption).environment(\.font, .largeTitle)).contains("s-f-caption"))
    }

    @Test func concatenationKeepsEachPartsStyle() {
        let text = Text("red").foregroundColor(.red) + Text(" bold").bold()
        let output = html(text)
        #expect(output.contains("color:var(--s-red-text)"))
        #expect(output.contains("font-weight:700"))
        #expect(text.plainText == "red bold")
    }

    @Test func fontsFromEnvironmentBecomeClasses() {
        let output = html(Text("Title").font(.headline))
        #expect(output == #"<span class="s-t s-f-headline">Title</span>"#)
        let system = html(Text("Big").font(.system(size: 30, weight: .heavy, design: .rounded)))
        #expect(system.contains("font-size:30px"))
        #expect(system.contains("font-weight:800"))
        #expect(system.contains("ui-rounded"))
    }

    @Test func foregroundStyleHierarchyAndAlignment() {
        let output = html(Text("Quiet").foregroundStyle(.secondary).multilineTextAlignment(.center))
        #expect(output.contains("color:var(--s-secondary)"))
        #expect(output.contains("text-align:center"))
    }

    @Test func lineLimitClamps() {
        #expect(html(Text("One line").lineLimit(1)).contains(#"class="s-t s-clamp s-clamp1""#))
        #expect(html(Text("Two").lineLimit(2)).contains("-webkit-line-clamp:2"))
    }

    @Test func formatStyleText() {
        let output = Text(42, format: .number).plainText
        #expect(output == "42")
    }

    @Test func foundationFormattersFormatInterpolations() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        #expect(html(Text("Done: \(0.25 as NSNumber, formatter: formatter)")).contains("Done: 25%"))
        let dates = DateFormatter()
        dates.dateFormat = "yyyy-MM-dd"
        dates.timeZone = TimeZone(identifier: "UTC")
        #expect(html(Text("On \(Date(timeIntervalSince1970: 0), formatter: dates)")).contains("On 1970-01-01"))
    }
}

