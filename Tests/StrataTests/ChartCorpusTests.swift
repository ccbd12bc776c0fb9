import Charts
import Foundation
import StrataHTML
import StrataTesting
import Testing
import UserCodeSwift6
@testable import SwiftUICorpus

/// Chart code written as public SwiftUI code is (the corpus, Swift 5) and in the Swift 6 mode.
@Suite("Charts in user code")
@MainActor
struct ChartCorpusTests {
    @Test func weeklyStepsBarsOverDaysWithAnAverageRuleAndAGoalPicker() throws {
        let host = ViewHost(WeeklyStepsChart())
        let bars = RenderedPaths.in(host.html).filter { $0.fill != nil }
        #expect(bars.count == 7, "a rounded bar per day: \(bars.map(\.fill))")
        #expect(bars.allSatisfy { $0.d.contains("C") }, "rounded corners")
        for day in ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] { #expect(host.html.contains(">\(day)<"), "\(day)") }
        #expect(host.html.contains(">12390<"), "the best day is annotated")
        #expect(host.html.contains(">Average<"))
        #expect(host.html.contains("stroke-dasharray"), "a dashed average rule")
        #expect(host.html.contains("Bar chart") || host.html.contains("Chart with 8 marks"))
        // Bars are filled with `Color.pink.gradient`: SVG gradients whose stops are pink.
        func pinkGradients(_ html: String) -> Int {
            html.components(separatedBy: "<linearGradient").dropFirst()
                .filter { $0.components(separatedBy: "</linearGradient>")[0].contains("--s-pink") }.count
        }
        let pinkBefore = pinkGradients(host.html)
        try host.select("10k", in: "Daily goal")
        let pinkAfter = pinkGradients(host.html)
        #expect(pinkBefore == 3 && pinkAfter == 2, "days over the goal are pink: \(pinkBefore), then \(pinkAfter)")
    }

    @Test func temperatureLinesPerCityWithSymbolsAndALegend() throws {
        let host = ViewHost(CityTemperatureChart())
        let lines = RenderedPaths.in(host.html).filter { $0.fill == nil && $0.d.contains("C") }
        #expect(lines.count == 2, "a smoothed line per city")
        #expect(Set(lines.compactMap(\.stroke)) == ["var(--s-orange)", "var(--s-blue)"], "the style scale's colors")
        #expect(host.html.contains(">Lisbon<") && host.html.contains(">Oslo<"))
        #expect(host.html.contains(">°C<"))
        #expect(host.html.contains("°<"), "custom y labels")
        let weekPoints = lines.first?.points.count ?? 0
        try host.select("14 days", in: "Range")
        let fortnight = RenderedPaths.in(host.html).filter { $0.fill == nil && $0.d.contains("C") }
        #expect((fortnight.first?.points.count ?? 0) > weekPoints, "the picker widens the range")
    }

    @Test func spendingDonutHasASectorPerCategoryAndTheTotalInTheHole() {
        let output = html(SpendingDonut())
        let fills = ["var(--s-indigo)", "var(--s-green)", "var(--s-orange)", "var(--s-pink)"]
        let sectors = RenderedPaths.in(output).filter { fills.contains($0.fill ?? "") && $0.points.count > 10 }
        #expect(sectors.count == 4)
        #expect(output.contains(">Total<"))
        #expect(output.contains("Pie chart with 4 marks"))
    }

    @Test func chartIdiomsRenderEachChart() {
        let output = html(ChartIdiomsScreen())
        #expect(output.components(separatedBy: "role=\"img\"").count - 1 >= 5, "each chart is one image")
        #expect(output.contains("$4.00<"), "currency-formatted axis labels")
        #expect(!output.contains(" km<"), "a category is not an Int: `value.as(Int.self)` is nil and the label view empty")
        #expect(output.contains(">25%<"), "labels at explicit values")
        #expect(output.contains("Pie chart with 8 marks"))
        let gantt = RenderedPaths.in(output).filter { ($0.fill == "var(--s-blue)" || $0.fill == "var(--s-green)") && !$0.d.contains("C") }
        #expect(gantt.count >= 8, "a floating bar per task")
    }

    @Test func citySalesLinesAndMoodBarsTakeTheirScalesColors() {
        let output = html(CitySalesChart())
        let lines = RenderedPaths.in(output).filter { $0.fill == nil && $0.d.contains("C") }
        #expect(Set(lines.compactMap(\.stroke)) == ["var(--s-purple)", "var(--s-green)"], "implicit colors in the style scale")
        let bars = RenderedPaths.in(output).filter { $0.fill != nil && !$0.d.contains("C") }.compactMap(\.fill)
        #expect(bars.contains("var(--s-mint)") && bars.contains("var(--s-gray)"), "a style scale mapping a Plottable enum: \(bars)")
        #expect(output.contains(">Good week<") && output.contains(">Slow week<"))
    }

    @Test func everyChartPreviewRenders() {
        for (file, count) in [("WeeklyStepsChart.swift", 1), ("CityTemperatureChart.swift", 1), ("SpendingDonut.swift", 1), ("ChartIdioms.swift", 2)] {
            let entries = SwiftUICorpusPreviews.all.filter { $0.file == file }
            #expect(entries.count == count, "\(file)")
            for entry in entries { #expect(html(entry.makeView()).contains("<svg"), "\(entry.title)") }
        }
    }

    @Test func swift6ChartCodeRendersGroupedBarsAndATarget() {
        let output = html(SalesChart())
        let bars = RenderedPaths.in(output).filter { ($0.fill == "var(--s-blue)" || $0.fill == "var(--s-green)") && !$0.d.contains("C") }
        #expect(bars.count == 6, "the legend's swatches are circles, the bars rectangles")
        #expect(RenderedPaths.in(output).contains { $0.stroke == "var(--s-red)" })
        #expect(output.contains(">Target<") && output.contains(">Pro<") && output.contains(">Air<"))
        #expect(output.contains("data-testid=\"sales-chart\""))
    }
}
