import SwiftUI

struct ExpandingCard: View {
    @Namespace private var animation
    @State private var isExpanded = false

    var body: some View {
        ZStack {
            if !isExpanded {
                VStack(alignment: .leading) {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .matchedGeometryEffect(id: "image", in: animation)
                        .frame(width: 80, height: 80)
                    Text("Sunset")
                        .font(.headline)
                        .matchedGeometryEffect(id: "title", in: animation)
                }
                .onTapGesture {
                    withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                        isExpanded.toggle()
                    }
                }
            } else {
                VStack(alignment: .leading, spacing: 16) {
                    RoundedRectangle(cornerRadius: 24)
                        .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .matchedGeometryEffect(id: "image", in: animation)
                        .frame(height: 300)
                    Text("Sunset")
                        .font(.largeTitle.bold())
                        .matchedGeometryEffect(id: "title", in: animation)
                    Text("Golden hour over the bay, shot on a warm evening in late summer.")
                        .foregroundStyle(.secondary)
                    Spacer()
                }
                .padding()
                .onTapGesture {
                    withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                        isExpanded.toggle()
                    }
                }
            }
        }
    }
}

#Preview {
    ExpandingCard()
}
