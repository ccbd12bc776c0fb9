import SwiftUI

struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

struct SwipeCard: View {
    let name: String
    var onRemove: (Bool) -> Void = { _ in }

    @State private var offset = CGSize.zero
    @GestureState private var isDragging = false

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom))
            Text(name)
                .font(.title.bold())
                .foregroundColor(.white)
                .padding()
        }
        .frame(width: 300, height: 400)
        .overlay(alignment: .topTrailing) {
            Text("LIKE")
                .font(.headline)
                .padding(8)
                .border(Color.green, width: 3)
                .foregroundColor(.green)
                .rotationEffect(.degrees(15))
                .opacity(Double(offset.width / 100))
                .padding()
                .allowsHitTesting(false)
        }
        .offset(x: offset.width, y: offset.height * 0.4)
        .rotationEffect(.degrees(Double(offset.width / 20)))
        .scaleEffect(isDragging ? 1.03 : 1)
        .gesture(
            DragGesture()
                .updating($isDragging) { _, state, _ in state = true }
                .onChanged { gesture in
                    offset = gesture.translation
                }
                .onEnded { _ in
                    if abs(offset.width) > 100 {
                        onRemove(offset.width > 0)
                    } else {
                        withAnimation(.interactiveSpring()) { offset = .zero }
                    }
                }
        )
    }
}

struct CardStack: View {
    @State private var names = ["Alex", "Sam", "Jordan"]
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 30) {
            ZStack {
                ForEach(names, id: \.self) { name in
                    SwipeCard(name: name) { _ in
                        names.removeAll { $0 == name }
                    }
                }
            }
            Text("\(names.count) left")
                .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
            Button("Shake") {
                withAnimation(.default) { attempts += 1 }
            }
        }
    }
}

#Preview {
    CardStack()
}
