import Combine
import CoreTransferable
import MessageUI
import StrataTesting
import SwiftUI
import Testing
import UIKit
import UniformTypeIdentifiers

/// A type as apps declare one for sharing and drag and drop: Codable content, then a proxy.
private struct Sticker: Codable, Transferable, Equatable {
    let symbol: String
    let size: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.symbol)
            .suggestedFileName("sticker.txt")
    }
}

/// A class with a published property that is not an `ObservableObject`.
private final class Ticker {
    @Published var count = 0
}

/// Names a round of fresh packages needed (docs/compatibility.md, "Measured (session 19)").
@MainActor @Suite struct TransferAndComposerNamesTests {
    /// A type's representations list their content types, most preferred first, and export its
    /// values through the first that fits.
    @Test func representationsExportAndImportInTheirOrder() async throws {
        #expect(Sticker.exportedContentTypes() == [.json, .utf8PlainText, .plainText])
        #expect(Sticker.importedContentTypes() == [.json])
        let sticker = Sticker(symbol: "star", size: 2)
        let json = try await sticker.exported(as: .json)
        #expect(try JSONDecoder().decode(Sticker.self, from: json) == sticker)
        #expect(String(decoding: try await sticker.exported(as: .plainText), as: UTF8.self) == "star")
        #expect(sticker._suggestedFileName() == "sticker.txt")
        #expect(try await Sticker._importing(json, contentType: .json) == sticker)
        await #expect(throws: (any Error).self) { try await sticker.exported(as: .png) }
        #expect(String(decoding: try await "hi".exported(as: .plainText), as: UTF8.self) == "hi")
        #expect(try await URL._importing(Data("https://example.com".utf8), contentType: .url) == URL(string: "https://example.com"))
    }

    /// The composers report that a server cannot send, and keep what an app sets on them.
    @Test func composersCannotSendAndKeepTheMessage() {
        #expect(!MFMailComposeViewController.canSendMail() && !MFMessageComposeViewController.canSendText())
        let mail = MFMailComposeViewController()
        mail.setSubject("Feedback")
        mail.setToRecipients(["team@example.com"])
        mail.setMessageBody("<p>Hi</p>", isHTML: true)
        mail.addAttachmentData(Data([1, 2]), mimeType: "application/octet-stream", fileName: "log.bin")
        #expect(mail.subject == "Feedback" && mail.toRecipients == ["team@example.com"] && mail.isBodyHTML && mail.attachments.count == 1)
        let text = MFMessageComposeViewController()
        text.body = "On my way"
        #expect(text.body == "On my way")
    }

    /// A navigation controller has its bars, and pops back to its root.
    @Test func aNavigationControllerHasBarsAndPopsToItsRoot() {
        let root = UIViewController(), navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.navigationBar.prefersLargeTitles && navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        #expect(navigation.popToRootViewController(animated: false)?.count == 2 && navigation.viewControllers == [root])
        #expect(root.viewIfLoaded === root.view)
    }

    /// `@Published` in a plain class publishes its values (no object announces a change).
    @Test func publishedInAPlainClassPublishesValues() {
        let ticker = Ticker()
        var seen: [Int] = []
        let subscription = ticker.$count.sink { seen.append($0) }
        ticker.count = 3
        ticker.count += 1
        #expect(seen == [0, 3, 4] && ticker.count == 4)
        subscription.cancel()
    }

    /// An accessibility focus state is kept per view and moves the page's focus, as focus
    /// state does.
    @Test func accessibilityFocusBindsAsFocusDoes() throws {
        struct Form: View {
            @AccessibilityFocusState var isFocused: Bool
            @State private var name = ""
            var body: some View {
                TextField("Name", text: $name).accessibilityFocused($isFocused)
                Button("Focus") { isFocused = true }
            }
        }
        let host = ViewHost(Form())
        #expect(!host.html.contains("data-s-focused"))
        try host.tap("Focus")
        #expect(host.html.contains("data-s-focused"))
        #expect(html(Text("x").accessibilityIgnoresInvertColors()) == html(Text("x")))
    }

    /// A symbol keeps the configuration it was made with, and a later one applies over it.
    @Test func symbolImagesKeepTheirConfiguration() throws {
        let bold = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let image = try #require(UIImage(systemName: "star", withConfiguration: bold))
        #expect(image.symbolConfiguration?.pointSize == 20 && image.symbolConfiguration?.weight == .bold)
        let large = image.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(large.symbolConfiguration?.scale == .large && large.symbolConfiguration?.weight == .bold)
        #expect(bold == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold) && bold != UIImage.SymbolConfiguration(weight: .bold))
    }

    /// A unary adaptor makes several views one subview of a container.
    @Test func aUnaryAdaptorIsOneSubview() {
        let pair = TupleView((Text("a"), Text("b")))
        let spread = html(VStack { ForEach(subviews: pair) { subview in subview.padding(3) } })
        let unary = html(VStack { ForEach(subviews: _UnaryViewAdaptor(pair)) { subview in subview.padding(3) } })
        #expect(occurrences(of: "padding", in: unary) >= 1)
        #expect(occurrences(of: "padding", in: spread) == 2 * occurrences(of: "padding", in: unary))
    }

    /// An item provider hands out what was registered, as data, as a Swift string and as a
    /// transferable value; a drop's info finds the items of the types asked for.
    @Test func itemProvidersLoadWhatWasRegistered() async throws {
        let provider = NSItemProvider(object: "Hello" as NSString)
        #expect(provider.registeredTypeIdentifiers == [UTType.utf8PlainText.identifier, UTType.plainText.identifier])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier) && !provider.hasItemConformingToTypeIdentifier(UTType.png.identifier))
        var loaded: String?
        provider.loadObject(ofClass: String.self) { string, _ in loaded = string }
        #expect(loaded == "Hello")
        var failure: Error?
        provider.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) { _, error in failure = error }
        #expect(failure != nil)

        let stickers = NSItemProvider()
        stickers.register { Sticker(symbol: "moon", size: 1) }
        #expect(stickers.registeredTypeIdentifiers.first == UTType.json.identifier)
        let sticker: Sticker = try await withCheckedThrowingContinuation { continuation in
            stickers.loadTransferable(type: Sticker.self) { continuation.resume(with: $0) }
        }
        #expect(sticker == Sticker(symbol: "moon", size: 1))

        let info = DropInfo(location: CGPoint(x: 4, y: 5), itemProviders: [provider, stickers])
        // The sticker exports plain text too, through its string proxy.
        #expect(info.itemProviders(for: [.plainText]).count == 2 && info.itemProviders(for: [.json]).count == 1 && !info.hasItemsConforming(to: [.png]))
    }

    /// A user activity keeps its fields, merges user info, and is current until it resigns.
    @Test func userActivitiesKeepTheirFieldsAndBecomeCurrent() {
        let activity = NSUserActivity(activityType: "com.example.view-item")
        activity.userInfo = ["id": 1]
        activity.addUserInfoEntries(from: ["id": 2, "tab": "home"])
        #expect(activity.userInfo?["id"] as? Int == 2 && activity.userInfo?.count == 2)
        activity.becomeCurrent()
        #expect(NSUserActivity.current === activity)
        activity.invalidate()
        #expect(NSUserActivity.current == nil)
        var data: Data?
        _ = activity.loadData(withTypeIdentifier: "com.apple.uikit.useractivity") { value, _ in data = value }
        #expect(String(decoding: data ?? Data(), as: UTF8.self).contains("com.example.view-item"))
    }
}
