import SnapshotTesting
import StrataHTML
import StrataKit
import StrataTesting
import SwiftUI
import Testing

private struct Stat: KPIItemModel {
    let title: String
    var icon: Image? = nil
}

@MainActor
@Suite("KPI")
struct KPITests {
    private let stats = [Stat(title: "92%", icon: Image(systemName: "star")), Stat(title: "14"), Stat(title: "3.2k"), Stat(title: "7")]

    @Test func containerShowsTwoByDefault() {
        let output = html(KPILayoutContainer(0..<6, id: \.self) { index in
            KPI { Text("KPI \(index)") } icon: { EmptyView() }
        })
        #expect(output.contains("KPI 0") && output.contains("KPI 1"))
        #expect(!output.contains("KPI 2"))
    }

    @Test func limitComesFromTheEnvironment() {
        let container = KPILayoutContainer(stats, id: \.title) { stat in
            KPI { Text(stat.title) } icon: { if let icon = stat.icon { icon } else { EmptyView() } }
        }
        let three = html(container.kpiLimit(3))
        #expect(three.contains("92%") && three.contains("3.2k") && !three.contains(">7<"))
        #expect(!html(container.kpiLimit(0)).contains("92%"))
    }

    @Test func headerControlAppliesTitleModifier() {
        let header = KPIHeaderControl(stats, id: \.title).titleModifier { $0.font(.headline).foregroundColor(.red) }
        let output = html(header)
        #expect(output.contains("92%") && output.contains(">14<") && !output.contains("3.2k"))
        #expect(output.components(separatedBy: "s-f-headline").count == 3)
        let plain = html(KPIHeaderControl(stats, id: \.title))
        #expect(!plain.contains("s-f-headline"))
    }

    @Test func iconSlotIsOptional() {
        let withIcon = html(KPI(title: "92%", icon: Image(systemName: "star")))
        let without = html(KPI(title: "92%"))
        #expect(withIcon.contains("<svg") && !without.contains("<svg"))
        #expect(without == html(KPI { Text("92%") }))
    }

    @Test func snapshotsPerStyleThemeAndScheme() {
        for (name, theme, scheme) in themeMatrix() {
            let view = KPIHeaderControl(stats, id: \.title).kpiLimit(3).strataTheme(theme).colorScheme(scheme)
            assertSnapshot(of: html(view.kpiStyle(.prominent)), as: .lines, named: "prominent-\(name)")
            assertSnapshot(of: html(view.kpiStyle(.compact)), as: .lines, named: "compact-\(name)")
        }
    }
}
