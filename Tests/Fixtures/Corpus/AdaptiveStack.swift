import SwiftUI

struct AdaptiveStack<Content: View>: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        let layout = sizeClass == .regular ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
        layout {
            content
        }
    }
}

struct ZStackLayoutDemo: View {
    @State private var isStacked = true

    var body: some View {
        let layout = isStacked ? AnyLayout(ZStackLayout(alignment: .center)) : AnyLayout(HStackLayout())
        VStack {
            layout {
                ForEach(0..<3) { index in
                    Circle()
                        .fill([Color.red, .green, .blue][index])
                        .frame(width: 40, height: 40)
                        .offset(x: isStacked ? CGFloat(index) * 10 : 0)
                }
            }
            Toggle("Stacked", isOn: $isStacked.animation())
        }
    }
}

struct AdaptiveStackDemo: View {
    var body: some View {
        VStack(spacing: 32) {
            AdaptiveStack {
                Text("Name")
                Text("Appleseed")
            }
            ZStackLayoutDemo()
        }
        .padding()
    }
}

#Preview {
    AdaptiveStackDemo()
}
