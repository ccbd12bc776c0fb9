import SwiftUI

// A counter model shared with @StateObject, @ObservedObject and @EnvironmentObject.

final class Counter: ObservableObject {
    @Published var value = 0
}

struct CounterOwner: View {
    @StateObject private var counter = Counter()
    var body: some View {
        VStack {
            CounterLabel(counter: counter)
            Button("Increment") { counter.value += 1 }
            CounterFromEnvironment()
        }
        .environmentObject(counter)
    }
}

struct CounterLabel: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("Observed \(counter.value)") }
}

struct CounterFromEnvironment: View {
    @EnvironmentObject private var counter: Counter
    var body: some View {
        Stepperish(value: $counter.value)
    }
}

struct Stepperish: View {
    @Binding var value: Int
    var body: some View { Button("Reset from \(value)") { value = 0 } }
}
