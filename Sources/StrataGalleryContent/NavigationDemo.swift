import SwiftUI

extension GalleryExamples {
    static var navigation: GalleryExample {
        GalleryExample(
            slug: "navigation", title: "Navigation",
            summary: "NavigationStack with links to views and to values (navigationDestination(for:)), titles and back buttons. Live, links push and the back button pops; a static page shows the root, or the top of a bound path."
        ) {
            Specimen("Links push destinations — live: tap a row, then the back button") {
                NavigationDemo(path: [])
            }
            Specimen("A stack bound to a path of values, opened two levels deep") {
                NavigationDemo(path: [Planet.mars, Planet.jupiter])
            }
        }
    }
}

/// A small planets browser: a list of value links, a settings link to a view, and detail
/// screens that link on to the next planet.
nonisolated struct NavigationDemo: View {
    @State var path: [Planet]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Planets") {
                    ForEach(Planet.allCases) { planet in
                        NavigationLink(value: planet) {
                            Label(planet.name, systemImage: "globe")
                        }
                    }
                }
                Section {
                    NavigationLink("About this demo") {
                        Text("Each screen is rendered on the server; the browser receives patches.")
                            .padding()
                            .navigationTitle("About")
                    }
                }
            }
            .navigationTitle("Solar system")
            .navigationDestination(for: Planet.self) { planet in
                PlanetDetail(planet: planet)
            }
        }
        .frame(maxWidth: 420, minHeight: 360, alignment: .top)
        .border(Color.secondary.opacity(0.4))
    }
}

/// What the demo navigates through.
enum Planet: String, CaseIterable, Identifiable, Hashable {
    case mercury, venus, earth, mars, jupiter

    var id: String { rawValue }
    var name: String { rawValue.capitalized }
    var moons: Int { [0, 0, 1, 2, 95][Planet.allCases.firstIndex(of: self) ?? 0] }
    var next: Planet? {
        let all = Planet.allCases
        guard let index = all.firstIndex(of: self), index + 1 < all.count else { return nil }
        return all[index + 1]
    }
}

nonisolated private struct PlanetDetail: View {
    let planet: Planet

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            LabeledContent("Moons", value: "\(planet.moons)")
            if let next = planet.next {
                NavigationLink("Next: \(next.name)", value: next)
            }
        }
        .padding()
        .navigationTitle(planet.name)
    }
}
