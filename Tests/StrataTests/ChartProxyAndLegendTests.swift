import Charts
import Foundation
import StrataHTML
import Testing

/// Legends, normalized stacks, steps, horizontal bars and the chart proxy.
@MainActor
@Suite("Charts: legends, stacks and the proxy")
struct ChartProxyAndLegendTests {
    static func bars(_ values: [(String, String, Double)]) -> some ChartContent {
        ForEach(values, id: \.1) { value in
            BarMark(x: .value("Month", value.0), y: .value("Sales", value.2)).foregroundStyle(by: .value("Shop", value.1))
        }
    }

    @Test func legendsCanMoveToTheTopOrHide() throws {
        let data = [("Jan", "North", 1.0), ("Jan", "South", 3.0)]
        let bottom = html(Chart { Self.bars(data) })
        let top = html(Chart { Self.bars(data) }.chartLegend(position: .top))
        let hidden = html(Chart { Self.bars(data) }.chartLegend(.hidden))
        let svg = try #require(bottom.range(of: "viewBox=\"0 0 358")), north = try #require(bottom.range(of: ">North<"))
        #expect(north.lowerBound > svg.lowerBound, "the legend follows the plot")
        let topSVG = try #require(top.range(of: "viewBox=\"0 0 358")), topNorth = try #require(top.range(of: ">North<"))
        #expect(topNorth.lowerBound < topSVG.lowerBound, "chartLegend(position: .top) puts it first")
        #expect(!hidden.contains(">North<") && hidden.contains("Series: North, South"), "hidden from sight, still described")
        let trailing = html(Chart { Self.bars(data) }.chartLegend(position: .trailing))
        let narrower = try #require(trailing.range(of: "viewBox=\"0 0 "))
        let width = Double(trailing[narrower.upperBound...].prefix { $0 != " " }) ?? 0
        #expect(width < 358 && width > 250, "a legend beside the plot takes its share of the width: \(width)")
        #expect(trailing.range(of: ">North<").map { $0.lowerBound > narrower.lowerBound } == true, "after the plot")
    }

    @Test func longLegendsWrapIntoRows() {
        let names = (1...12).map { "Region number \($0)" }
        let output = html(Chart(names, id: \.self) { name in
            BarMark(x: .value("Region", name), y: .value("Sales", name.count)).foregroundStyle(by: .value("Region", name))
        })
        let legend = output[(output.range(of: "viewBox=\"0 0 358")?.upperBound ?? output.startIndex)...]
        #expect(names.allSatisfy { legend.contains(">\($0)<") })
        let rows = legend.components(separatedBy: "gap:12px").count - 1
        #expect(rows >= 3, "several rows of entries, not one row wider than the chart: \(rows)")
    }

    @Test func sectorsWithRadiiInPointsFitTheChart() throws {
        let output = html(Chart {
            SectorMark(angle: .value("Share", 1), innerRadius: 100, outerRadius: 175).foregroundStyle(.red)
            SectorMark(angle: .value("Share", 1), innerRadius: 100, outerRadius: 150).foregroundStyle(.blue)
        })
        let red = try #require(RenderedPaths.in(output).first { $0.fill == "var(--s-red)" })
        let blue = try #require(RenderedPaths.in(output).first { $0.fill == "var(--s-blue)" })
        #expect(red.bounds.height <= 200 && red.bounds.minY >= 0, "the largest radius fits: \(red.bounds)")
        #expect(blue.bounds.height < red.bounds.height, "and the others keep their proportion")
    }

    @Test func aContinuousColorScaleColorsCellsByValue() {
        let output = html(
            Chart {
                ForEach([0, 50, 100], id: \.self) { temperature in
                    RectangleMark(x: .value("Hour", "\(temperature)h"), y: .value("Day", "Mon"))
                        .foregroundStyle(by: .value("Temperature", temperature))
                }
            }
            .chartForegroundStyleScale(domain: 0...100, range: Gradient(colors: [.blue, .yellow, .red]))
        )
        let fills = RenderedPaths.in(output).filter { !$0.d.contains("C") }.compactMap(\.fill)
        #expect(fills == ["var(--s-blue)", "var(--s-yellow)", "var(--s-red)"], "\(fills)")
        #expect(RenderedPaths.in(output).filter { $0.d.contains("C") }.compactMap(\.fill) == ["var(--s-blue)", "var(--s-yellow)", "var(--s-red)"], "legend swatches too")
    }

    @Test func normalizedStacksFillThePlot() throws {
        let output = html(Chart {
            ForEach([("A", 1.0), ("B", 3.0)], id: \.0) { item in
                BarMark(x: .value("Month", "Jan"), y: .value("Share", item.1), stacking: .normalized).foregroundStyle(by: .value("Kind", item.0))
            }
        })
        let a = try #require(RenderedPaths.in(output).first { $0.fill == "var(--s-blue)" })
        let b = try #require(RenderedPaths.in(output).first { $0.fill == "var(--s-green)" })
        #expect(abs(b.bounds.height - 3 * a.bounds.height) < 0.05, "a quarter and three quarters")
        #expect(output.contains(">1<") && !output.contains(">4<"), "the axis runs to 1")
    }

    @Test func areasOfSeveralSeriesStackAndCarryAnnotations() throws {
        let output = html(Chart {
            ForEach(0..<3) { x in
                AreaMark(x: .value("X", x), y: .value("Y", 10)).foregroundStyle(by: .value("Series", "Low"))
                AreaMark(x: .value("X", x), y: .value("Y", 10)).foregroundStyle(by: .value("Series", "High"))
                    .annotation(position: .top) { Text("peak \(x)") }
            }
        })
        let low = try #require(RenderedPaths.in(output).first { $0.fill == "var(--s-blue)" && $0.points.count > 4 })
        let high = try #require(RenderedPaths.in(output).first { $0.fill == "var(--s-green)" && $0.points.count > 4 })
        #expect(abs(high.bounds.maxY - low.bounds.minY) < 0.01, "the second series sits on the first")
        #expect(abs(high.bounds.height - low.bounds.height) < 0.01)
        #expect(output.contains(">peak 2<"))
    }

    @Test func stepInterpolationTurnsAtEachPoint() throws {
        let output = html(Chart {
            ForEach(0..<3) { index in
                LineMark(x: .value("X", index), y: .value("Y", [1, 3, 2][index])).interpolationMethod(.stepStart)
            }
        })
        let line = try #require(RenderedPaths.in(output).first { $0.stroke == "var(--s-blue)" })
        let points = line.points
        #expect(points.count == 5, "a corner between each pair of points: \(points)")
        #expect(points[1].x == points[0].x && points[1].y == points[2].y, "step start: up first, then across")
    }

    @Test func horizontalBarsGrowAlongXFromZero() throws {
        let output = html(Chart {
            BarMark(x: .value("Stars", 10), y: .value("Language", "Swift"))
            BarMark(x: .value("Stars", 20), y: .value("Language", "Rust"))
        })
        let bars = RenderedPaths.in(output).filter { $0.fill == "var(--s-blue)" }
        try #require(bars.count == 2)
        #expect(abs(bars[1].bounds.width - 2 * bars[0].bounds.width) < 0.05)
        #expect(bars[0].bounds.minX == bars[1].bounds.minX, "both start at zero")
        #expect(bars[0].bounds.midY < bars[1].bounds.midY, "the first category on top")
    }

    @Test func aReversedDomainHangsBarsFromTheTop() throws {
        let output = html(Chart { BarMark(x: .value("Rank", "A"), y: .value("Depth", 10)) }.chartYScale(domain: .automatic(reversed: true)))
        let bar = try #require(RenderedPaths.in(output).first { $0.fill == "var(--s-blue)" })
        #expect(bar.bounds.minY < 10, "zero is at the top: \(bar.bounds)")
        #expect(bar.bounds.height > 100)
    }

    @Test func theProxyConvertsBetweenValuesAndPlotPositions() {
        var found: (position: CGFloat?, value: Int?, category: String?) = (nil, nil, nil)
        _ = html(
            Chart {
                PointMark(x: .value("X", 0), y: .value("Category", "A"))
                PointMark(x: .value("X", 100), y: .value("Category", "B"))
            }
            .chartOverlay { proxy in
                let position = proxy.position(forX: 50)
                let _ = { found = (position, proxy.value(atX: position ?? 0, as: Int.self), proxy.value(atY: proxy.plotSize.height * 0.75, as: String.self)) }()
                Color.clear
            }
        )
        #expect(found.value == 50, "x 50 maps to the middle and back: \(found)")
        #expect(found.category == "B", "the lower half is the second category")
        #expect((found.position ?? 0) > 0)
    }
}
