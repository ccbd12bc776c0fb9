import SwiftUI

// Tinder-style swipe cards: DragGesture value fields, predicted end translation,
// haptics, spring animations and UIScreen bounds, in the style of countless 2020-2022 tutorials.

struct Profile: Identifiable {
    let id = UUID()
    let name: String
    let age: Int
    let color: Color
}

struct SwipeCardView: View {
    let profile: Profile
    var onRemove: (Bool) -> Void

    @State private var offset = CGSize.zero
    @State private var lastLocation: CGPoint = .zero
    @GestureState private var isDragging = false
    private let screenWidth = UIScreen.main.bounds.width

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 24)
                .fill(profile.color.gradient)
            VStack(alignment: .leading) {
                Text("\(profile.name), \(profile.age)")
                    .font(.largeTitle.bold())
                Text(offset.width > 0 ? "LIKE" : offset.width < 0 ? "NOPE" : " ")
                    .font(.headline)
                    .opacity(Double(abs(offset.width) / 100))
            }
            .foregroundColor(.white)
            .padding(24)
        }
        .frame(width: screenWidth - 40, height: 420)
        .scaleEffect(isDragging ? 1.03 : 1)
        .rotationEffect(.degrees(Double(offset.width / 20)))
        .offset(x: offset.width, y: offset.height * 0.4)
        .gesture(
            DragGesture()
                .updating($isDragging) { _, state, _ in state = true }
                .onChanged { value in
                    offset = value.translation
                    lastLocation = value.location
                    if abs(value.translation.width) > 100 && abs(value.startLocation.x - value.location.x) > 100 {
                        UISelectionFeedbackGenerator().selectionChanged()
                    }
                }
                .onEnded { value in
                    let predicted = value.predictedEndTranslation.width
                    if abs(predicted) > screenWidth / 2 || abs(value.translation.width) > 120 {
                        let generator = UIImpactFeedbackGenerator(style: .medium)
                        generator.impactOccurred()
                        withAnimation(.easeOut(duration: 0.2)) {
                            offset.width = predicted > 0 ? screenWidth * 1.5 : -screenWidth * 1.5
                        }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                            onRemove(predicted > 0)
                        }
                    } else {
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                            offset = .zero
                        }
                    }
                }
        )
    }
}

struct SwipeableCardStack: View {
    @State private var profiles = [
        Profile(name: "Alex", age: 27, color: .pink),
        Profile(name: "Jordan", age: 31, color: .indigo),
        Profile(name: "Riley", age: 24, color: .teal),
    ]
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("Likes: \(likes)")
                .font(.headline)
            ZStack {
                if profiles.isEmpty {
                    Text("No more profiles")
                        .foregroundColor(.secondary)
                }
                ForEach(profiles.reversed()) { profile in
                    SwipeCardView(profile: profile) { liked in
                        if liked { likes += 1 }
                        profiles.removeAll { $0.id == profile.id }
                    }
                }
            }
            HStack(spacing: 40) {
                Button {
                    UINotificationFeedbackGenerator().notificationOccurred(.warning)
                    if !profiles.isEmpty { profiles.removeFirst() }
                } label: {
                    Image(systemName: "xmark")
                        .font(.title.bold())
                        .frame(width: 64, height: 64)
                        .background(Circle().fill(Color(uiColor: .systemBackground)).shadow(radius: 4))
                }
                Button {
                    UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: 0.8)
                    if !profiles.isEmpty {
                        likes += 1
                        profiles.removeFirst()
                    }
                } label: {
                    Image(systemName: "heart.fill")
                        .font(.title.bold())
                        .foregroundColor(.pink)
                        .frame(width: 64, height: 64)
                        .background(Circle().fill(Color(UIColor.systemBackground)).shadow(radius: 4))
                }
            }
            .padding(.top, 24)
        }
    }
}

struct SwipeableCardStack_Previews: PreviewProvider {
    static var previews: some View {
        SwipeableCardStack()
    }
}
