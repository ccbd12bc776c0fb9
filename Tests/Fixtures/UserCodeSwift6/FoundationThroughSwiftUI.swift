// Apple's SwiftUI re-exports Foundation; code relies on it with only `import SwiftUI`.
import SwiftUI

public struct Metrics: Sendable {
    public var size = CGSize(width: 10, height: 20)
    public var frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    public var id = UUID()
    public var created = Date(timeIntervalSince1970: 0)

    public init() {}

    public var ratio: CGFloat { frame.width / frame.height }

    public func formatted(_ value: Double) -> String {
        value.formatted(.number.precision(.fractionLength(1)))
    }

    public func later(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.main.async(execute: work)
    }
}

/// A component written in the Swift 6 language mode.
public struct Badge: View {
    let count: Int
    @State private var isExpanded = false

    public init(count: Int) { self.count = count }

    public var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .padding(.horizontal, 6)
            .background(Capsule().fill(Color.red))
            .foregroundStyle(.white)
            .accessibilityLabel("\(count) unread")
    }
}

#Preview("Badge") {
    Badge(count: 3)
}

#Preview {
    VStack {
        Badge(count: 1)
        Badge(count: 99)
    }
}
