import SwiftUI
import Combine

// A debounced search screen from the Combine era: a view model publishes its query,
// debounces it with a pipeline, and the view binds to it. 2020-2022 tutorial style.

final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published var isSearching = false

    private let all = ["Apple", "Apricot", "Banana", "Blackberry", "Cherry", "Grape", "Lemon", "Mango", "Peach"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { [all] text in
                text.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(text) }
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] values in
                self?.results = values
            }
            .store(in: &cancellables)

        results = all
    }
}

struct DebouncedSearch: View {
    @StateObject private var viewModel = SearchViewModel()

    var body: some View {
        NavigationView {
            List(viewModel.results, id: \.self) { fruit in
                HStack {
                    Text(fruit)
                    Spacer()
                    Image(systemName: "chevron.right")
                        .font(.caption)
                        .foregroundColor(Color(.tertiaryLabel))
                }
            }
            .overlay(Group {
                if viewModel.results.isEmpty {
                    Text("No results for \"\(viewModel.query)\"")
                        .foregroundColor(.secondary)
                }
            })
            .searchable(text: $viewModel.query)
            .navigationTitle("Fruit")
        }
    }
}

struct DebouncedSearch_Previews: PreviewProvider {
    static var previews: some View {
        DebouncedSearch()
    }
}
