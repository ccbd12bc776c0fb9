import Foundation
import PackageFixtureSwift6
import SwiftUI
import Testing
import UIKit

/// Names a round of fresh packages needed (docs/compatibility.md, "Measured (session 19)").
@MainActor @Suite struct FoundationAndShapeNamesTests {
    /// A shape protocol's extension supplies the path and the inset from a Swift 6 target, and
    /// the shape draws its corners where they are.
    @Test func aShapeLibrarysProtocolExtensionsDrawTheShape() {
        let shape = NotchedRectangle(notch: 10)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        let inset = shape.inset(by: 5)
        #expect(inset.insetAmount == 5 && inset.animatableData == 5)
        #expect(inset.path(in: CGRect(x: 0, y: 0, width: 100, height: 50)).boundingRect == CGRect(x: 5, y: 5, width: 90, height: 40))
        #expect(html(shape.strokeBorder(lineWidth: 2).frame(width: 100, height: 50)).contains("<svg"))
        #expect(SideShift(distance: 12).effectValue(size: .zero).m31 == 12)
    }

    /// Associated objects live as long as their owner, `nil` removes one, and `ASSIGN` does not
    /// keep its value alive.
    @Test func associatedObjectsFollowTheirOwner() {
        final class Tag { let name: String; init(_ name: String) { self.name = name } }
        var key: UInt8 = 0
        var weakKey: UInt8 = 0
        let view = UIView(), other = UIView()
        withUnsafePointer(to: &key) { key in
            objc_setAssociatedObject(view, key, "badge", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(view, key) as? String == "badge")
            #expect(objc_getAssociatedObject(other, key) == nil)
            objc_setAssociatedObject(view, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(view, key) == nil)
        }
        withUnsafePointer(to: &weakKey) { key in
            var tag: Tag? = Tag("kept")
            objc_setAssociatedObject(view, key, tag, .OBJC_ASSOCIATION_ASSIGN)
            #expect((objc_getAssociatedObject(view, key) as? Tag)?.name == "kept")
            tag = nil
            #expect(objc_getAssociatedObject(view, key) == nil)
            objc_setAssociatedObject(view, key, Tag("strong"), .OBJC_ASSOCIATION_RETAIN)
            #expect((objc_getAssociatedObject(view, key) as? Tag)?.name == "strong")
            objc_removeAssociatedObjects(view)
            #expect(objc_getAssociatedObject(view, key) == nil)
            // A value type has no identity: nothing is stored for it.
            objc_setAssociatedObject(42, key, "lost", .OBJC_ASSOCIATION_RETAIN)
            #expect(objc_getAssociatedObject(42, key) == nil)
        }
    }

    /// SwiftUI's attributes of an attributed string are drawn: color, background, font,
    /// underline and kerning on the runs that carry them.
    @Test func swiftUIAttributesOfAnAttributedStringAreDrawn() {
        var string = AttributedString("Hello world")
        let world = string.range(of: "world")!
        string[world].foregroundColor = .red
        string[world].backgroundColor = .yellow
        string[world].underlineStyle = .single
        string.font = .headline
        string.kern = 2
        var container = AttributeContainer()
        container.backgroundColor = .clear
        #expect(container.backgroundColor == .clear)
        #expect(string.runs.count == 2)
        let page = html(Text(string))
        #expect(page.contains("text-decoration:underline"))
        #expect(page.contains("letter-spacing:2px"))
        #expect(occurrences(of: "background:", in: page) == 1)
        #expect(page != html(Text("Hello world")))
    }

    /// CoreGraphics' geometry types describe themselves as Apple's do.
    @Test func geometryDescribesItself() {
        #expect(CGPoint(x: 1, y: 2.5).debugDescription == "(1.0, 2.5)")
        #expect(CGSize(width: 3, height: 4).debugDescription == "(3.0, 4.0)")
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).debugDescription == "(1.0, 2.0, 3.0, 4.0)")
    }

    /// A reversed path runs from its end back to its start; a progress bar keeps its progress in
    /// range; an empty trait collection specifies nothing; no camera or library is available.
    @Test func uiKitNamesOfClockAndProgressPackages() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        var elements: [Path.Element] = []
        Path(UIBezierPath(cgPath: path.cgPath).reversing().cgPath).forEach { elements.append($0) }
        #expect(elements == [
            .move(to: CGPoint(x: 10, y: 10)), .quadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 15, y: 5)),
            .line(to: CGPoint(x: 0, y: 0)),
        ])
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1 && bar.progressViewStyle == .bar)
        #expect(UITraitCollection().userInterfaceStyle == .unspecified)
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera) && UIViewController().preferredStatusBarStyle == .default)
    }

    /// A provider lists its previews as SwiftUI's tooling does, for snapshot tools.
    @Test func providersListTheirPreviews() {
        struct BadgePreviews: PreviewProvider {
            static var previews: some View { Text("Badge") }
        }
        let previews = BadgePreviews._allPreviews
        #expect(previews.count == 1 && previews[0].layout == .device)
        #expect(html(previews[0].content).contains("Badge"))
    }
}
