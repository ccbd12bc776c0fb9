import Foundation
import StrataHTML
import StrataTesting
import SwiftUI
import Testing
@testable import SwiftUICorpus
@testable import SwiftUICorpusShadowing

/// The second half of the corpus tests: later corpus files, rendered and driven.
extension CorpusTests {
    @Test func clockAndGauges() {
        let clock = html(ClockFace())
        #expect(clock.components(separatedBy: "<svg").count - 1 >= 3)
        let gauges = html(BatteryGauge(level: 64))
        #expect(gauges.contains("64%"))
        #expect(gauges.contains("width:64.0%"))
    }

    @Test func uiKitNamesUsedFromSwiftUICode() throws {
        let host = ViewHost(BottomSheetCard())
        #expect(host.html.contains("width:358px"))
        #expect(host.html.contains("var(--s-secondaryBackground)"))
        #expect(host.html.contains("heart"))
        try host.tap("Favorite")
        #expect(host.html.contains("var(--s-red-text)"))
        let corner = RoundedCorner(radius: 10, corners: [.topLeft]).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(abs(corner.boundingRect.minX) < 1e-9 && corner.boundingRect.width == 100 && corner.boundingRect.height == 50)
        #expect(corner.elements.first == .move(to: CGPoint(x: 10, y: 0)))
    }

    @Test func keyframeAnimatorsShowTheInitialValue() throws {
        let host = ViewHost(LikeBurst())
        #expect(host.html.contains("hand"))
        #expect(!host.html.contains("scale(1.4"))
        try host.tap("Like 0")
        #expect(host.text.contains("Like 1"))
    }

    @Test func shaderEffectsLeaveTheirContentAsItIs() throws {
        let host = ViewHost(ShaderRipple())
        #expect(host.html.contains("drop"))
        #expect(host.html.contains("<svg"))
        try host.tap("Ripple")
        #expect(host.html.contains("drop"))
        #expect(host.text.contains("Glow"))
    }

    @Test func asyncImagesShowTheirPlaceholders() {
        let output = html(ProductGrid())
        #expect(output.contains("Ceramic mug"))
        #expect(output.contains("NEW"))
        #expect(output.contains("€14.00"))
        #expect(output.contains("s-progress-spin"))
        #expect(html(AsyncImage(url: URL(string: "https://example.com/a.png"))).contains("a.png"))
    }

    @Test func geometryChangesAreReportedInTheHost() {
        final class Widths: @unchecked Sendable { var values: [CGFloat] = [] }
        let widths = Widths()
        let host = ViewHost(Text("x").onGeometryChange(for: CGFloat.self) { $0.size.width } action: { widths.values.append($0) })
        _ = host.html
        #expect(widths.values == [390])
    }

    @Test func olderSettingsSheetForms() throws {
        let host = ViewHost(SettingsSheet())
        #expect(host.text.contains("externaldrive 42% used"))
        #expect(host.controlNames.contains("Done"))
        try host.select("Dark", in: "Theme")
        try host.tap("Save")
        #expect(host.text.contains("Saved"))
        #expect(!host.text.contains("Saving"))
        try host.tap("Done")
    }

    @Test func appleStyleHexagonBadge() {
        let output = html(HexagonBadge_Previews.previews)
        #expect(output.components(separatedBy: "<svg").count - 1 == 9, "the background and eight rotated symbols")
        #expect(output.contains("rotate(315.0deg)"))
    }

    @Test func designTokensAndPrimitiveButtonStyle() throws {
        let host = ViewHost(DeleteAccountCard())
        #expect(host.text.contains("30 days"))
        try host.tap("Hold to delete")
        #expect(host.text.contains("scheduled for deletion"))
    }

    @Test func appStorageBehavesAsViewState() throws {
        let host = ViewHost(AppearanceSettings())
        #expect(host.text.contains("Signed in as guest"))
        #expect(try host.isOn("Show onboarding again"))
        try host.tap("Show onboarding again")
        #expect(try !host.isOn("Show onboarding again"))
        try host.select("Dark", in: "Theme")
        #expect(host.html.contains("Dark"))
        try host.slide("Text size", to: 1.2)
        #expect(host.text.contains("1.2×"))
    }

    @Test func timerDrivenCountdownRendersItsStart() throws {
        let host = ViewHost(CountdownRing(total: 90))
        #expect(host.text.contains("01:30"))
        #expect(host.html.contains("stroke-dasharray=\"1.0 1\""))
        try host.tap("Start")
        #expect(host.controlNames.contains("Pause"))
    }

    @Test func mediaControlsWithShapeShorthandsAndValueLabels() throws {
        let host = ViewHost(MediaControls())
        #expect(host.text.contains("0:42"))
        #expect(host.text.contains("speaker Volume speaker wave 3"))
        #expect(host.html.contains("border-radius:24px"))
        try host.tap("Forward 15 seconds")
        #expect(host.text.contains("0:57"))
        try host.slide("Volume", to: 0.2)
        try host.tap("Play")
        #expect(host.controlNames.contains("Pause"))
    }

    @Test func canvasSparklinesDrawPathsAndFormattedValues() {
        let output = html(SparklineCanvas_Previews.previews)
        #expect(output.contains("$189.84"))
        #expect(output.contains("-10.0%") || output.contains("−10.0%"))
        #expect(output.contains("stroke=\"var(--s-green)\""))
        #expect(output.contains("stroke=\"var(--s-red)\""))
        #expect(output.contains(">grid</span>"))
    }

    @Test func combineSearchFiltersAsTheQueryChanges() throws {
        let host = ViewHost(DebouncedSearch())
        #expect(host.text.contains("Blackberry"))
        try host.type("ap", into: "Search")
        #expect(host.text.contains("Apple"))
        #expect(host.text.contains("Grape"))
        #expect(!host.text.contains("Blackberry"))
        try host.type("kiwi", into: "Search")
        #expect(host.text.contains("No results for \"kiwi\""))
    }

    @Test func snackbarAfterCopyingToThePasteboard() throws {
        let host = ViewHost(InviteCodeView())
        try host.tap("Copy")
        #expect(UIPasteboard.general.string == "SWIFT-2024")
        #expect(host.text.contains("Copied to clipboard"))
        try host.tap("xmark")
        #expect(!host.text.contains("Copied to clipboard"))
    }

    @Test func swipeCardsWithHapticsAndScreenBounds() throws {
        let host = ViewHost(SwipeableCardStack())
        #expect(host.html.contains("width:350px"), "UIScreen.main.bounds.width - 40")
        try host.tap("heart")
        #expect(host.text.contains("Likes: 1"))
        try host.tap("xmark")
        try host.tap("xmark")
        #expect(host.text.contains("No more profiles"))
    }

    @Test func expenseListFormatsCurrencyAndAddsFromTheSheet() throws {
        let host = ViewHost(ExpenseTracker())
        #expect(host.text.contains("$157.70"))
        #expect(host.text.contains("Groceries"))
        try host.type("Gro", into: "Search expenses")
        #expect(!host.text.contains("Electricity"))
    }

    @Test func customControlStylesReadTheirConfiguration() throws {
        let host = ViewHost(ControlStylesDemo())
        #expect(host.text.contains("45%"))
        #expect(throws: (any Error).self) { try host.tap("Continue") }
        try host.tap("square I agree to the terms")
        #expect(host.controlNames.contains("checkmark square I agree to the terms"))
        try host.tap("Continue")
        #expect(host.text.contains("55%"))
    }

    @Test func cardStyleFromTheEnvironment() {
        let output = html(CardStyleKit_Previews.previews)
        #expect(output.contains("Default elevated card"))
        #expect(output.contains("border-radius:4px"))
        #expect(output.contains("Uses the separator color"))
    }

    @Test func shareCardsAndProfileHeader() throws {
        let share = ViewHost(ShareSheetCard())
        #expect(share.controlNames.filter { $0 == "Share" }.count == 2)
        #expect(share.controlNames.contains("Share all"))
        #expect(share.controlNames.contains("Send"))
        let profile = ViewHost(ProfileScreen())
        #expect(profile.text.contains("1.2K") || profile.text.contains("1204"))
        try profile.tap("Follow")
        #expect(profile.controlNames.contains("Following"))
    }

    @Test func chatScrollerAppendsMessages() throws {
        let host = ViewHost(ChatScroller())
        try host.type("See you there", into: "Message")
        try host.tap("arrow up circle")
        #expect(host.text.contains("See you there"))
    }

    @Test func loginFormWithActionSheetMarkdownAndUIFont() throws {
        let host = ViewHost(LoginForm())
        #expect(host.text.contains("By continuing you accept our Terms and Privacy Policy."))
        #expect(host.html.contains("font-style:italic"))
        try host.tap("More options")
        try host.tap("Google")
        #expect(host.html.contains(#"value="google@example.com""#))
        try host.type("secret123", into: "Password")
        try host.tap("Sign in")
        #expect(host.text.contains("Welcome back, google@example.com"))
        #expect(html(PhotoGrid()).contains("Recents"))
    }

    @Test func arithmeticHeavyWidgets() {
        let output = html(AudioWidgets_Previews.previews)
        #expect(output.contains("$39.99"))
        #expect(output.contains("-20%"))
        #expect(output.contains(">40</span>"))
        #expect(output.contains("var(--s-red)"), "the 0.9 bar is red")
    }

    @Test func formComponentStylesDrawTheirControls() throws {
        let host = ViewHost(AccountForm())
        #expect(host.text.contains("62%"))
        #expect(host.html.contains("stroke-dasharray=\"0.62 1\""))
        #expect(host.text.contains("PLAN Family"), "textCase(.uppercase) applies to the label")
        #expect(!host.text.contains("iCloud Sync"))
        try host.tap("Advanced chevron down")
        #expect(host.text.contains("iCloud Sync"))
        #expect(try host.isOn("iCloud Sync"))
        try host.tap("iCloud Sync")
        #expect(try !host.isOn("iCloud Sync"))
        try host.type("ada@example.com", into: "Email")
        #expect(host.html.contains(#"value="ada@example.com""#))
    }

    @Test func brewTimerSearchSelectsAndDismisses() throws {
        let host = ViewHost(BrewTimer())
        #expect(host.text.contains("Chemex 4:00"))
        try host.type("aero", into: "Find a recipe")
        #expect(!host.text.contains("Chemex"))
        try host.tap("AeroPress 1:30")
        #expect(host.text.contains("Ready when you are"))
        #expect(host.text.contains("Chemex"), "dismissSearch cleared the query")
        try host.tap("Start")
        #expect(host.text.contains("Brewing"))
        #expect(host.text.contains("1:30") || host.text.contains("1:29"))
    }

    @Test func loadingIndicatorsCountTheirSkeletonRows() throws {
        let host = ViewHost(LoadingIndicators())
        #expect(host.text.contains("3 placeholder rows"))
        #expect(host.html.contains("rotate(45.0deg)"))
        #expect(host.html.contains("stroke-dasharray") || host.html.contains("dashed"))
        try host.tap("Finish loading")
        #expect(host.text.contains("0 placeholder rows"), "transformPreference zeroes the count once loaded")
    }

    @Test func uikitBlurAndSpinnerWrappersWithAToastQueue() throws {
        let host = ViewHost(BlurToastDemo())
        #expect(!host.html.contains("s-progress-spin"), "the HUD's indicator is stopped")
        try host.tap("Show toast")
        #expect(host.text.contains("Copied link"))
        try host.tap("link Copied link")
        #expect(!host.text.contains("Copied link"))
        try host.tap("Upload photo")
        #expect(host.html.contains("s-progress-spin"))
        let hud = html(LoadingHUD(isShowing: .constant(true)))
        #expect(hud.contains("Loading…"))
        #expect(hud.contains("s-progress-spin"))
    }

    @Test func legacySettingsWithAppearanceProxiesAndCommitForms() throws {
        let host = ViewHost(LegacyProfileSettings().environmentObject(ProfileSettings()))
        #expect(host.text.contains("Daily goal: 3 sessions"))
        try host.tap("Increment")
        #expect(host.text.contains("Daily goal: 4 sessions"))
        try host.type("Grace", into: "Display name")
        try host.submit("Display name")
        #expect(host.text.contains("Last event: committed"))
        #expect(!host.html.contains("chevron"), "the isActive link is hidden")
        try host.tap("Save")
        #expect(host.text.contains("Your settings were saved."))
        try host.tap("OK")
        #expect(!host.text.contains("Your settings were saved."))
    }
}
