import StrataHTML
import StrataTesting
import SwiftUI
import Testing
import UIKit

/// A trait-dependent `UIColor` keeps its light and dark colors: pages draw the one their
/// appearance asks for, and resolving follows the color scheme.
@MainActor
@Suite("Dynamic colors")
struct DynamicColorTests {
    private let surface = UIColor {
        $0.userInterfaceStyle == .dark ? UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1) : UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
    }

    @Test func pagesDrawBothAppearances() {
        let page = html(Color(surface).frame(width: 10, height: 10))
        #expect(page.contains("light-dark(rgb(230,230,230),rgb(51,51,51))"), "\(page)")
    }

    @Test func resolvingFollowsTheColorScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let resolved = Color(surface).resolve(in: dark)
        #expect(abs(resolved.red - 0.2) < 0.001)
        #expect(abs(Color(surface).resolve(in: EnvironmentValues()).red - 0.9) < 0.001)
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(surface.resolvedColor(with: traits) == UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))
    }

    @Test func aProviderThatIgnoresTraitsIsAPlainColor() {
        let plain = UIColor { _ in UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        #expect(!html(Color(plain)).contains("light-dark"))
    }

    @Test func contrastAuditsReadTheAppearanceShown() {
        let page = VStack { Text("Label").foregroundColor(Color(surface)) }.padding().background(Color.white)
        #expect(!AccessibilityAudit.issues(in: StaticRender.nodes(of: page)).isEmpty, "light gray text on white fails")
    }
}
