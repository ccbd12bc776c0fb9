import SwiftUI

#Preview("KPILayoutContainer, capped at three") {
    KPILayoutContainer(0..<6, id: \.self) { index in
        KPI { Text("\(index * 7)") } icon: { Image(systemName: "star") }
    }
    .kpiLimit(3)
    .padding()
}
