import Foundation
import StrataHTML
import StrataTesting
import SwiftUI
import Testing
@testable import SwiftUICorpus
@testable import SwiftUICorpusShadowing

/// The corpus (Tests/Fixtures/Corpus) is ordinary SwiftUI code compiled unchanged against
/// Strata; these tests render each file's root view or preview and drive the interactive ones.
@Suite("SwiftUI corpus")
@MainActor
struct CorpusTests {
    @Test func mainActorModelsOwnedWithStateObject() throws {
        let host = ViewHost(Scoreboard())
        #expect(host.text.contains("Derby"))
        try host.tap("Home scores")
        try host.tap("Home scores")
        try host.tap("Away scores")
        #expect(host.html.contains("aria-label=\"Derby, 2 – 1\""))
        try host.tap("Reset")
        #expect(host.text.contains("0 – 0"))
    }

    @Test func iOS13ListIdiomsAndTheOldTextFieldCallbacks() throws {
        let host = ViewHost(GroceryList())
        #expect(host.text.contains("Milk"))
        try host.type("Bread", into: "New item")
        try host.submit("New item")
        #expect(host.text.contains("Bread"), "onCommit: runs on Return")
        #expect(try host.value(of: "New item") == "")
        #expect(html(ThemedRoot()).contains("Home"), "appearance proxies compile and change nothing")
    }

    @Test func anAppRendersItsFirstWindowWithTheEnvironmentItsScenesSet() throws {
        let host = ViewHost(NotesApp()._rootView)
        #expect(host.text.contains("Groceries"))
        try host.tap("New note")
        #expect(host.text.contains("Note 3"))
    }

    @Test func mainActorViewCodeRendersOffTheMainThread() async {
        let (output, onMainThread) = await Task.detached {
            (HTMLRenderer(content: Scoreboard_Previews._previewsView).html, Thread.isMainThread)
        }.value
        #expect(!onMainThread)
        #expect(output.contains("Derby"))
        #expect(output.contains("sportscourt"))
    }

    @Test func buttonStylesRenderTheirPreview() {
        let output = html(PrimaryButtonStyle_Previews.previews)
        #expect(output.contains("Continue"))
        #expect(output.contains("Learn more"))
        #expect(output.contains("disabled"))
    }

    @Test func checkboxToggleStyleTogglesOnTap() throws {
        let host = ViewHost(TermsView())
        #expect(host.html.contains("square"))
        #expect(throws: (any Error).self) { try host.tap("Sign up") }
        // As in SwiftUI, the custom style makes only the checkbox image tappable.
        try host.tap("square")
        #expect(host.controlNames.filter { $0 == "checkmark square" }.count == 2)
        try host.tap("Sign up")
    }

    @Test func labelAndGroupBoxStyles() {
        let output = html(StatsCard_Previews.previews)
        for title in ["Activity", "Steps", "Heart", "Sleep"] { #expect(output.contains(title)) }
    }

    @Test func progressViewStyleShowsTheFraction() throws {
        let host = ViewHost(DownloadView())
        #expect(host.text.contains("60%"))
        try host.tap("More")
        #expect(host.text.contains("70%"))
    }

    @Test func customStyleProtocolInjectedThroughTheEnvironment() {
        let output = html(BadgeStyle_Previews.previews)
        #expect(output.contains("Inbox"))
        #expect(output.contains("99+"))
        #expect(!output.contains(">1<"), "the dot style shows no count")
    }

    @Test func progressRingPreview() {
        let output = html(ProgressRing_Previews.previews)
        #expect(output.contains("72%"))
        #expect(output.contains("stop-color:var(--s-pink)") && output.contains(#"stroke="url(#s-gs"#))
    }

    @Test func toastOverlayDismisses() throws {
        let host = ViewHost(ToastDemo())
        #expect(host.text.contains("Saved successfully"))
        try host.tap("Dismiss")
        #expect(!host.text.contains("Saved successfully"))
        try host.tap("Show error")
        #expect(host.text.contains("Something went wrong"))
    }

    @Test func flowLayoutWrapsWithItsSpacing() {
        let output = html(TagCloud())
        #expect(output.contains("Custom containers"))
        #expect(output.contains("flex-wrap:wrap"))
        #expect(output.contains("gap:6px"))
        #expect(output.contains("row-gap:10px"))
    }

    @Test func entryEnvironmentValuesReachChips() throws {
        let output = html(ChipRow())
        #expect(output.contains("Gluten free"))
        #expect(output.contains("var(--s-green)"))
        let host = ViewHost(ChipRow())
        try host.tap("Spicy")
        #expect(host.html.contains("aria-pressed") || host.html.contains("Spicy"))
    }

    @Test func formWithFocusPickerStepperAndDatePicker() throws {
        let host = ViewHost(ProfileForm())
        #expect(host.html.contains(#"type="date""#))
        #expect(host.html.contains(#"value="1970-01-01""#))
        #expect(throws: (any Error).self) { try host.tap("Save") }
        try host.type("Taylor", into: "Name")
        try host.type("taylor@example.com", into: "Email")
        try host.type("1990-05-17", into: "Birthday")
        #expect(host.html.contains(#"value="1990-05-17""#))
        try host.select("Team", in: "Plan")
        #expect(host.text.contains("Seats: 1"))
        try host.tap("Save")
        #expect(host.text.contains("Saved 1 times"))
    }

    @Test func preferenceReadersRender() {
        let host = ViewHost(EqualWidthLabels())
        #expect(host.text.contains("Occupation"))
        // The background reader is offered the card's estimated size, not the screen's.
        let card = host.text.components(separatedBy: "Card: ").last?.split(separator: " ") ?? []
        let width = card.first.flatMap { Int($0) } ?? 0, height = card.count > 2 ? Int(card[2]) ?? 0 : 0
        #expect(width > 120 && width < 300 && height > 80 && height < 200, "\(host.text)")
    }

    @Test func matchedGeometryCardExpands() throws {
        let host = ViewHost(ExpandingCard())
        #expect(!host.text.contains("Golden hour"))
        try host.tap("Sunset")
        #expect(host.text.contains("Golden hour"))
    }

    @Test func phaseAnimatorShowsTheFirstPhase() throws {
        let host = ViewHost(PulsingHeart())
        #expect(host.html.contains("Loading"))
        #expect(!host.html.contains("scale(1.3"))
        try host.tap("Like (0)")
        #expect(host.text.contains("Like (1)"))
    }

    @Test func animatableModifiersAndShapesRenderCurrentValues() {
        let output = html(AnimatableDemo())
        #expect(output.contains("1250"))
        #expect(output.contains("<svg"))
        #expect(output.contains("Try again"))
    }

    @Test func hexColorsThroughScanner() {
        let output = html(SwatchGrid_Previews.previews)
        for name in ["Brand", "Accent", "Ink", "Paper"] { #expect(output.contains(name)) }
        #expect(output.contains("rgb(91,91,214") || output.contains("rgba(91,91,214") || output.contains("91,91,214"))
    }

    @Test func customShapesArePaths() {
        let output = html(ShapesGallery())
        #expect(output.components(separatedBy: "<svg").count - 1 == 3)
        #expect(output.contains("stroke-dasharray"))
    }

    @Test func customAlertOverlay() throws {
        let host = ViewHost(CustomAlertHost())
        #expect(host.text.contains("Delete Photo?"))
        try host.tap("Delete")
        #expect(host.text.contains("Deleted: 1"))
        #expect(!host.text.contains("Delete Photo?"))
    }

    @Test func userTypesShadowSwiftUINames() throws {
        let host = ViewHost(SwiftUICorpusShadowing.ShadowedNamesScreen())
        #expect(host.text.contains("SIZE"))
        #expect(host.text.contains("Free returns"))
        try host.tap("ADD TO BAG (0)")
        #expect(host.text.contains("ADD TO BAG (1)"))
    }

    @Test func listWithToolbarSearchAndBadges() throws {
        let host = ViewHost(InboxList())
        #expect(host.text.contains("Lunch tomorrow?"))
        #expect(host.controlNames.contains("Compose"))
        #expect(host.text.contains("3 messages"))
        try host.type("marco", into: "Search mail")
        #expect(host.text.contains("Slides for Friday"))
        #expect(!host.text.contains("Lunch tomorrow?"))
    }

    @Test func anyLayoutSwitchesStacks() throws {
        let host = ViewHost(AdaptiveStackDemo())
        #expect(host.html.contains("s-z"))
        try host.tap("Stacked")
        #expect(!host.html.contains("s-z"))
        #expect(host.text.contains("Appleseed"))
    }

    @Test func ratingPreview() {
        let output = html(RatingView_Previews.previews)
        #expect(output.contains("4 stars"))
        #expect(output.contains("Rating"))
    }

    @Test func pagerAdvances() throws {
        struct Host: View {
            @State var page = 0
            var body: some View { OnboardingPager(page: $page, pages: samplePages) }
        }
        let host = ViewHost(Host())
        #expect(host.text.contains("Welcome"))
        try host.tap("Next")
        #expect(host.text.contains("Stay in the loop"))
    }

    @Test func radialLayoutRendersEverySubview() {
        let output = html(PetChooser())
        for pet in ["🐶", "🐱", "🐰", "🦊", "🐼"] { #expect(output.contains(pet)) }
    }

    @Test func swipeCardsWithGeometryEffect() throws {
        let host = ViewHost(CardStack())
        #expect(host.text.contains("3 left"))
        #expect(host.text.contains("LIKE"))
        try host.tap("Shake")
        #expect(host.html.contains("translate("))
    }

    @Test func tabViewsShowTheSelectedPageAndABar() throws {
        let paged = html(WelcomeTabs())
        #expect(paged.contains("Favorites"))
        #expect(!paged.contains("Reminders"))
        let host = ViewHost(MainTabs())
        #expect(host.text.contains("Home feed"))
        #expect(!host.text.contains("Your profile"))
        try host.tap("person Profile")
        #expect(host.text.contains("Your profile"))
        #expect(!host.text.contains("Home feed"))
    }

    @Test func notesEditorWithDisclosureAndLabeledContent() throws {
        let host = ViewHost(NotesEditorPreview())
        #expect(host.text.contains("EDITED"))
        #expect(!host.text.contains("Characters"))
        try host.tap("Details")
        #expect(host.text.contains("Characters 15"))
        #expect(host.text.contains("Words 3"))
    }

    @Test func carouselSizesPagesToTheContainer() {
        let output = html(PhotoCarousel())
        #expect(output.contains("Reykjavík"))
        #expect(output.contains("width:390px"), "one page per container width (the 390pt estimate)")
        #expect(output.contains("Swipe to browse"))
    }

    @Test func pricingCardsPickTheLayoutThatFits() {
        let output = html(PricingCard(plan: "Pro", price: 12, features: ["Unlimited projects"], isPopular: true))
        #expect(output.contains("$12.00"))
        #expect(output.contains("Most popular"))
        #expect(output.contains("Unlimited projects"))
    }

    @Test func everydayIdiomsWithObservableObjectAndGestures() throws {
        let host = ViewHost(CommonIdiomsView())
        #expect(host.text.contains("Count: 0"))
        try host.tap("plus circle Increment")
        try host.tap("plus circle Increment")
        #expect(host.text.contains("Count: 2"))
        try host.tap("Show history")
        #expect(host.text.contains("History: 1, 2"))
        #expect(html(CommonIdiomsView_Previews.previews).contains("JD"))
    }

    @Test func todoListWithBindingForEachAndBarItems() throws {
        let host = ViewHost(TodoList())
        #expect(host.text.contains("1 of 3 done"))
        try host.tap("Buy milk")
        #expect(host.text.contains("2 of 3 done"))
        try host.type("Call mom", into: "New task")
        try host.tap("Add")
        #expect(host.text.contains("2 of 4 done"))
        #expect(host.controlNames.contains("Edit"))
        try host.tap("Help")
        #expect(host.text.contains("Swipe a task to delete it."))
    }

    @Test func chatThreadSends() throws {
        let host = ViewHost(ChatThread())
        #expect(throws: (any Error).self) { try host.tap("Send") }
        try host.type("On my way", into: "Message")
        try host.tap("Send")
        #expect(host.text.contains("On my way"))
    }
}
