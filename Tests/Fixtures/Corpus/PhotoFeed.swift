import SwiftUI

// iOS 14-era networking view: URLSession (both the callback and async forms) under
// `import SwiftUI` alone, AsyncImage phases, and a grid sized by a GeometryReader.

struct GridPhoto: Codable, Identifiable {
    let id: Int
    let title: String
    let url: URL
}

final class PhotoFeedLoader: ObservableObject {
    @Published var photos: [GridPhoto] = []
    @Published var isLoading = false

    func load() {
        isLoading = true
        let url = URL(string: "https://example.com/photos.json")!
        URLSession.shared.dataTask(with: url) { data, _, _ in
            let decoded = (try? JSONDecoder().decode([GridPhoto].self, from: data ?? Data())) ?? []
            DispatchQueue.main.async {
                self.photos = decoded
                self.isLoading = false
            }
        }.resume()
    }

    func loadAsync() async throws {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
        let decoded = try JSONDecoder().decode([GridPhoto].self, from: data)
        await MainActor.run { self.photos = decoded }
    }
}

struct PhotoFeed: View {
    @StateObject private var loader = PhotoFeedLoader()
    @Environment(\.presentationMode) private var presentationMode
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        GeometryReader { geometry in
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(loader.photos) { photo in
                        AsyncImage(url: photo.url) { phase in
                            switch phase {
                            case .empty: ProgressView()
                            case .success(let image): image.resizable().aspectRatio(contentMode: .fill)
                            case .failure: Image(systemName: "photo").foregroundColor(.secondary)
                            @unknown default: EmptyView()
                            }
                        }
                        .frame(width: geometry.size.width / 3 - 2, height: geometry.size.width / 3 - 2)
                        .clipped()
                        .cornerRadius(4, antialiased: true)
                        .accessibility(label: Text(photo.title))
                    }
                }
                if loader.isLoading {
                    Text(verbatim: "Loading placeholder text").redacted(reason: .placeholder)
                }
            }
        }
        .edgesIgnoringSafeArea(.bottom)
        .statusBar(hidden: true)
        .task { try? await loader.loadAsync() }
        .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in }
        .font(.system(size: 14, weight: .medium, design: .rounded))
        .background(Color("Background"))
    }
}

struct PhotoFeed_Previews: PreviewProvider {
    static var previews: some View { PhotoFeed() }
}
