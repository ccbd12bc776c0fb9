import SwiftUI

struct MeshAndPhases: View {
    @State private var count = 0
    @State private var width: CGFloat = 0
    @Namespace private var ns
    @FocusState private var focus: Field?
    enum Field: Hashable { case name, email }
    @State private var name = ""
    @State private var email = ""
    @State private var scrolledID: Int?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
                    .frame(height: 80)
                PhaseAnimator([0.0, 1.0]) { phase in
                    Circle().scaleEffect(1 + phase * 0.2)
                } animation: { _ in .easeInOut(duration: 0.5) }
                    .frame(width: 40, height: 40)
                KeyframeAnimator(initialValue: 1.0, trigger: count) { value in
                    Text("Bounce").scaleEffect(value)
                } keyframes: { _ in
                    SpringKeyframe(1.3, duration: 0.2)
                    LinearKeyframe(1.0, duration: 0.2)
                }
                Text("\(count)")
                    .contentTransition(.numericText(value: Double(count)))
                    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width = $0 }
                Image(systemName: "bell").symbolEffect(.bounce, value: count)
                Button("Increment") { withAnimation(.snappy) { count += 1 } }
                    .sensoryFeedback(.increase, trigger: count)
                TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.next)
                    .onSubmit { focus = .email }
                TextField("Email", text: $email).focused($focus, equals: .email)
                    .textInputAutocapitalization(.never).keyboardType(.emailAddress)
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(0..<10) { index in
                            RoundedRectangle(cornerRadius: 8).fill(.tint).frame(width: 100, height: 60)
                                .scrollTransition { content, phase in
                                    content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(phase.isIdentity ? 1 : 0.9)
                                }
                                .id(index)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .scrollPosition(id: $scrolledID)
                .contentMargins(.horizontal, 16, for: .scrollContent)
                Rectangle()
                    .fill(.orange)
                    .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
                    .visualEffect { content, proxy in
                        content.offset(y: proxy.frame(in: .global).minY > 0 ? 0 : 10)
                    }
                UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
                    .fill(.purple.gradient)
                    .frame(height: 40)
                Text("Material")
                    .padding()
                    .background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
                    .clipShape(.capsule)
                    .hueRotation(.degrees(30)).saturation(0.8).brightness(0.1).contrast(1.1).grayscale(0.2).blur(radius: 0.5)
            }
            .padding()
            .safeAreaInset(edge: .bottom) { Text("Footer").frame(maxWidth: .infinity).background(.bar) }
            .safeAreaPadding(.horizontal, 8)
        }
        .inspector(isPresented: .constant(false)) { Text("Inspector") }
        .popover(isPresented: .constant(false)) { Text("Popover") }
    }
}

struct CustomAlignmentDemo: View {
    var body: some View {
        HStack(alignment: .midIcons) {
            VStack { Text("A"); Image(systemName: "star").alignmentGuide(.midIcons) { $0[VerticalAlignment.center] } }
            VStack { Image(systemName: "heart").alignmentGuide(.midIcons) { d in d[.bottom] } ; Text("B") }
        }
        .coordinateSpace(.named("stack"))
        .overlay { GeometryReader { proxy in Color.clear.onAppear { _ = proxy.frame(in: .named("stack")) } } }
    }
}

extension VerticalAlignment {
    private struct MidIcons: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }
    static let midIcons = VerticalAlignment(MidIcons.self)
}

#Preview { MeshAndPhases() }
#Preview { CustomAlignmentDemo() }
