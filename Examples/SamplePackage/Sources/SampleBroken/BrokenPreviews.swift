import SwiftUI

/// A view whose body traps, as a forced unwrap of missing sample data would.
struct MissingAssetView: View {
    let assets: [String: String] = [:]

    var body: some View {
        Text(assets["logo"]!)
    }
}

#Preview("Traps on purpose") {
    MissingAssetView()
}

#Preview("Still fine") {
    Text("This preview renders although its neighbour traps.")
        .padding()
}
