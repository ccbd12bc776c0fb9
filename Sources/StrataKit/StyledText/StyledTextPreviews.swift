import SwiftUI

#Preview("StyledText, concatenated") {
    VStack(alignment: .leading, spacing: 6) {
        StyledText("Account balance").textStyle(.title)
        StyledText("€1,204.50").emphasis(.strong) + StyledText(" available")
    }
    .padding()
}
