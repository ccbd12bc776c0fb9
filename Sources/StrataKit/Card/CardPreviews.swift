import SwiftUI

#Preview("Card, elevated and outlined") {
    VStack(spacing: 16) {
        Card(title: "Shipping") { Text("Arrives Tuesday, 9–12 am") }
        Card(title: "Payment") { Text("Visa ending in 4242") }.cardStyle(.outlined)
    }
    .padding()
}
