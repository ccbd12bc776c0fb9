import Foundation
import SwiftUI
import Testing
import UIKit

/// Names the iOS builds of corpus packages needed (docs/compatibility.md, "Ninth round").
@MainActor @Suite struct IOSBuildNamesTests {
    /// A view controller and a view carry UIKit's accessibility attributes, and a container view
    /// hands out the elements it lists.
    @Test func accessibilityAttributesAreKeptAndContainersListTheirElements() {
        let controller = UIViewController()
        controller.accessibilityLabel = "Settings"
        controller.accessibilityTraits = [.header, .button]
        #expect(controller.accessibilityLabel == "Settings" && controller.accessibilityTraits.contains(.header))

        let container = UIView(), first = UIView(), second = UIView()
        #expect(container.accessibilityElementCount() == 0 && container.accessibilityElement(at: 0) == nil)
        container.accessibilityElements = [first, second]
        #expect(container.accessibilityElementCount() == 2)
        let element = container.accessibilityElement(at: 1) as? UIView
        #expect(element === second)
        let stranger = UIView()
        #expect(container.index(ofAccessibilityElement: first) == 0)
        #expect(container.index(ofAccessibilityElement: stranger) == NSNotFound)
        #expect(!container.drawHierarchy(in: .zero, afterScreenUpdates: true))
    }

    @Test func aControllerKeepsTheScrollViewItsBarsFollow() {
        let controller = UIViewController(), scrollView = UIScrollView()
        controller.setContentScrollView(scrollView)
        #expect(controller.contentScrollView(for: .top) === scrollView && controller.contentScrollView(for: .bottom) === scrollView)
        #expect(controller.contentScrollView(for: .leading) == nil)
        controller.setContentScrollView(nil, for: .top)
        #expect(controller.contentScrollView(for: .top) == nil)
    }

    /// iOS 26's glass button styles are drawn as the bordered styles they resemble.
    @Test func glassButtonStylesDrawAsBorderedOnes() {
        #expect(html(Button("Go") {}.buttonStyle(.glassProminent)) == html(Button("Go") {}.buttonStyle(.borderedProminent)))
        #expect(html(Button("Go") {}.buttonStyle(.glass)) == html(Button("Go") {}.buttonStyle(.bordered)))
        #expect(html(Button("Go") {}.buttonStyle(.glass(.clear))) != html(Button("Go") {}.buttonStyle(.plain)))
    }

    /// iCloud's key-value store keeps what is set in this process; nothing syncs.
    @Test func theUbiquitousStoreKeepsValuesInProcess() {
        let store = NSUbiquitousKeyValueStore()
        store.set("1.2.0", forKey: "version")
        store.set(true, forKey: "seen")
        store.set(Int64(7), forKey: "count")
        #expect(store.string(forKey: "version") == "1.2.0" && store.bool(forKey: "seen") && store.longLong(forKey: "count") == 7)
        store.removeObject(forKey: "version")
        #expect(store.object(forKey: "version") == nil && store.dictionaryRepresentation.count == 2)
        #expect(!store.synchronize())
    }

    /// Introspection finds a controller's split view and tab bar ancestors, and UIKit's value
    /// controls keep their values.
    @Test func controllersFindTheirContainersAndValueControlsKeepValues() {
        let split = UISplitViewController(style: .doubleColumn), tabs = UITabBarController(), leaf = UIViewController()
        split.addChild(tabs)
        tabs.addChild(leaf)
        #expect(leaf.splitViewController === split && leaf.tabBarController === tabs && split.splitViewController == nil)
        split.setViewController(leaf, for: .secondary)
        #expect(split.viewController(for: .secondary) === leaf && split.viewController(for: .primary) == nil)

        let slider = UISlider()
        slider.setValue(3, animated: false)
        #expect(slider.value == 1)
        let stepper = UIStepper()
        stepper.value = 4
        #expect(stepper.value == 4 && stepper.stepValue == 1)
        #expect(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    }

    /// `Color(.white)` is UIKit's white, as on iOS (Core Graphics' initializer is disfavored), and
    /// the older `accessibility(identifier:)` form names the element.
    @Test func olderSpellingsResolveAsOnIOS() {
        #expect(Color(.white) == Color(uiColor: .white))
        #expect(html(Text("Hi").accessibility(identifier: "title")) == html(Text("Hi").accessibilityIdentifier("title")))
        #expect(html(Text("Hi").accessibility(addTraits: .isHeader)) == html(Text("Hi").accessibilityAddTraits(.isHeader)))
    }

    /// Xcode's asset symbols name catalog images and colors (`Image(.banner)`).
    @Test func assetResourcesNameCatalogImagesAndColors() {
        let banner = ImageResource(name: "Banner", bundle: .main)
        #expect(html(Image(banner)) == html(Image("Banner")))
        #expect(Color(ColorResource(name: "Brand", bundle: .main)) == Color("Brand"))
        #expect(UIImage(resource: banner) == UIImage(named: "Banner"))
        #expect(html(Image(uiImage: UIImage(resource: ImageResource(name: "", bundle: .main)))) == html(Image(uiImage: UIImage())))
    }

    /// Toolbar content is view content: a function returning `some ToolbarContent` feeds `toolbar`.
    @Test func toolbarContentIsViewContent() {
        @ToolbarContentBuilder func items() -> some ToolbarContent {
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
        }
        let page = html(NavigationStack { Text("Body").toolbar(content: items) })
        #expect(page.contains("Done") && page.contains("Body"))
    }

    /// Symbol variants combine and name the symbol drawn: `xmark` in `.circle.fill` is
    /// `xmark.circle.fill`; a variant iOS lacks falls back to the base drawing.
    @Test func symbolVariantsNameTheSymbolDrawn() {
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.circle.contains(.fill))
        #expect(SymbolVariants.fill.circle == SymbolVariants.circle.fill)
        let variant = html(Image(systemName: "xmark").symbolVariant(.circle.fill))
        // The drawing is the variant's; the spoken name stays the symbol's own.
        #expect(variant.replacingOccurrences(of: "\"xmark\"", with: "\"xmark circle\"") == html(Image(systemName: "xmark.circle.fill")))
        #expect(html(Image(systemName: "heart.fill").symbolVariant(.fill)) == html(Image(systemName: "heart.fill")))
        #expect(!html(Image(systemName: "star").symbolVariant(.slash)).contains("s-sym-missing"))
    }
}
