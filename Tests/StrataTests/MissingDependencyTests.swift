import Observation
import StrataTesting
import SwiftUI
import Testing
@testable import ObjectWrapperViews

@Observable private final class Library {
    var books = ["Dune"]
}

private struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View { Text("\(library.books.count) books") }
}

private struct OptionalShelf: View {
    @Environment(Library.self) private var library: Library?
    var body: some View { Text(library == nil ? "No library" : "A library") }
}

@Suite("Missing environment dependencies")
@MainActor
struct MissingDependencyTests {
    @Test func aMissingEnvironmentObjectRendersANoticeInsteadOfStopping() throws {
        let output = html(VStack { Greeting(); Text("after") })
        #expect(output.contains("Greeting needs an ObservableObject of type Settings"))
        #expect(output.contains("after"), "the rest of the page renders")
        let host = ViewHost(Greeting())
        #expect(host.text.contains("add .environmentObject(_:) to an ancestor view"))
    }

    @Test func aMissingObservableModelRendersANotice() {
        #expect(html(Shelf()).contains("Shelf needs an @Observable Library"))
        #expect(html(OptionalShelf()).contains("No library"), "an optional model may be missing")
    }

    @Test func providedDependenciesRenderTheBody() {
        #expect(html(Greeting().environmentObject(Settings())).contains("Hello, Ada"))
        #expect(html(Shelf().environment(Library())).contains("1 books"))
    }
}
