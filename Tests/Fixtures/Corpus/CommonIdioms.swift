import SwiftUI

// Everyday idioms collected from tutorials and sample code, in the spellings people use.

final class CounterViewModel: ObservableObject {
    @Published var count = 0
    @Published var history: [Int] = []

    func increment() {
        count += 1
        history.append(count)
    }
}

struct ScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct LoadingSpinner: View {
    @State private var isAnimating = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round))
            .foregroundColor(.blue)
            .frame(width: 40, height: 40)
            .rotationEffect(Angle(degrees: isAnimating ? 360 : 0), anchor: .center)
            .animation(Animation.linear(duration: 1).repeatForever(autoreverses: false), value: isAnimating)
            .onAppear { isAnimating = true }
    }
}

struct AvatarView: View {
    var initials: String
    var size: CGFloat = 48

    var body: some View {
        Text(initials)
            .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
            .foregroundColor(.white)
            .frame(width: size, height: size)
            .background(
                LinearGradient(gradient: Gradient(colors: [Color(red: 0.4, green: 0.5, blue: 1), .purple]), startPoint: .topLeading, endPoint: .bottomTrailing)
            )
            .clipShape(Circle())
            .overlay(Circle().stroke(Color.white, lineWidth: 2))
            .shadow(color: Color.black.opacity(0.2), radius: 4, x: 0, y: 2)
    }
}

struct CommonIdiomsView: View {
    @StateObject private var viewModel = CounterViewModel()
    @State private var offset: CGFloat = 0
    @State private var showDetail = false
    @State private var dragAmount = CGSize.zero

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                GeometryReader { geo in
                    Color.clear
                        .preference(key: ScrollOffsetKey.self, value: geo.frame(in: .named("scroll")).minY)
                }
                .frame(height: 0)

                HStack {
                    AvatarView(initials: "JD")
                    VStack(alignment: .leading) {
                        Text("Jane Doe").font(.headline)
                        Text("Count: \(viewModel.count)")
                            .font(.subheadline)
                            .foregroundColor(Color(.sRGB, red: 0.3, green: 0.3, blue: 0.3, opacity: 1))
                    }
                    Spacer()
                    LoadingSpinner()
                }

                Image(systemName: "photo")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(maxWidth: .infinity, minHeight: 80, maxHeight: 120)
                    .foregroundColor(.gray)
                    .background(Color.gray.opacity(0.1))
                    .cornerRadius(10)

                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [5]))
                    .frame(height: 44)
                    .overlay(Text("Drop here"))
                    .offset(dragAmount)
                    .gesture(
                        DragGesture(minimumDistance: 0, coordinateSpace: .local)
                            .onChanged { dragAmount = $0.translation }
                            .onEnded { _ in withAnimation(.spring()) { dragAmount = .zero } }
                    )

                Button(action: viewModel.increment) {
                    HStack {
                        Image(systemName: "plus.circle.fill")
                        Text("Increment")
                    }
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(Color.accentColor)
                    .foregroundColor(.white)
                    .clipShape(Capsule())
                }

                if showDetail {
                    Text("History: \(viewModel.history.map(String.init).joined(separator: ", "))")
                        .transition(.asymmetric(insertion: .move(edge: .top).combined(with: .opacity), removal: .opacity))
                }

                Toggle(isOn: $showDetail.animation(.easeInOut)) {
                    Text("Show history")
                }
                .toggleStyle(SwitchToggleStyle(tint: .green))

                Text("Offset \(Int(offset))")
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel(Text("Scroll offset"))
            }
            .padding()
        }
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(ScrollOffsetKey.self) { value in
            offset = value
        }
        .background(Color(white: 0.97).edgesIgnoringSafeArea(.all))
    }
}

struct CommonIdiomsView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CommonIdiomsView()
            CommonIdiomsView()
                .preferredColorScheme(.dark)
                .environment(\.sizeCategory, .accessibilityLarge)
        }
    }
}
