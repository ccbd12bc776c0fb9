import SwiftUI

// A profile header with AsyncImage phases, Image(uiImage:), symbolRenderingMode,
// ViewThatFits, a gradient mask, materials and safeAreaInset. iOS 16-17 era code.

struct ProfileHeader: View {
    let name: String
    let handle: String
    let avatarURL: URL?
    @State private var followers = 1_204
    @State private var isFollowing = false

    var body: some View {
        VStack(spacing: 12) {
            AsyncImage(url: avatarURL) { phase in
                switch phase {
                case .empty:
                    ProgressView()
                case .success(let image):
                    image
                        .resizable()
                        .scaledToFill()
                case .failure:
                    Image(uiImage: UIImage(systemName: "person.crop.circle.badge.exclamationmark") ?? UIImage())
                        .resizable()
                        .scaledToFit()
                @unknown default:
                    EmptyView()
                }
            }
            .frame(width: 96, height: 96)
            .clipShape(Circle())
            .overlay(Circle().stroke(.white, lineWidth: 3))
            .shadow(radius: 6)

            Text(name)
                .font(.title2.bold())
            Text("@\(handle)")
                .foregroundStyle(.secondary)

            ViewThatFits(in: .horizontal) {
                HStack(spacing: 24) { stats }
                VStack(spacing: 8) { stats }
            }

            Button {
                withAnimation(.snappy) {
                    isFollowing.toggle()
                    followers += isFollowing ? 1 : -1
                }
            } label: {
                Label(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "checkmark" : "plus")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background {
            LinearGradient(colors: [.blue.opacity(0.4), .clear], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        }
    }

    @ViewBuilder private var stats: some View {
        StatView(value: followers, title: "Followers", symbol: "person.2.fill")
        StatView(value: 318, title: "Following", symbol: "person.fill.checkmark")
        StatView(value: 52, title: "Posts", symbol: "square.grid.2x2.fill")
    }
}

struct StatView: View {
    let value: Int
    let title: String
    let symbol: String

    var body: some View {
        VStack {
            Image(systemName: symbol)
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(.blue)
            Text(value, format: .number.notation(.compactName))
                .font(.headline)
                .contentTransition(.numericText(value: Double(value)))
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct FadingText: View {
    let text: String

    var body: some View {
        Text(text)
            .lineLimit(3)
            .mask {
                LinearGradient(stops: [
                    .init(color: .black, location: 0),
                    .init(color: .black, location: 0.7),
                    .init(color: .clear, location: 1),
                ], startPoint: .top, endPoint: .bottom)
            }
    }
}

struct ProfileScreen: View {
    var body: some View {
        ScrollView {
            ProfileHeader(name: "Mia Chen", handle: "miachen", avatarURL: URL(string: "https://example.com/mia.jpg"))
            FadingText(text: "Designer and occasional Swift developer. Building small things for the web and iOS. Coffee first.")
                .padding()
        }
        .safeAreaInset(edge: .top, spacing: 0) {
            HStack {
                Image(systemName: "chevron.left")
                Spacer()
                Image(systemName: "ellipsis")
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.primary, .secondary)
            }
            .padding()
            .background(.ultraThinMaterial)
        }
    }
}

#Preview {
    ProfileScreen()
}
