import AVFoundation
import Foundation
import PackageFixture
import QuartzCore
import SwiftUI
import Testing
import UIKit

/// A view that places its one subview in its layout margins, as UIKit subclasses do.
private final class InsetBox: UIView {
    let content = UIView()
    private(set) var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        content.frame = bounds.inset(by: layoutMargins)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 120, height: 44) }
}

private final class PageSource: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    init(pages: [UIViewController]) { self.pages = pages }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

private struct Pager: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIPageViewController {
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.setViewControllers([UIHostingController(rootView: Text("Second page"))], direction: .forward, animated: false)
        return controller
    }
    func updateUIViewController(_ controller: UIPageViewController, context: Context) {}
}

private struct Picture: UIViewRepresentable {
    func makeUIView(context: Context) -> UIImageView {
        let view = UIImageView(image: UIImage(systemName: "star.fill"))
        view.contentMode = .scaleAspectFit
        return view
    }
    func updateUIView(_ uiView: UIImageView, context: Context) {}
}

@MainActor @Suite struct UIKitViewLayerTests {
    @Test func layoutRunsLayoutSubviewsOncePerInvalidation() {
        let box = InsetBox(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        box.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        box.layoutIfNeeded()
        #expect(box.content.frame == CGRect(x: 20, y: 10, width: 160, height: 80))
        box.layoutIfNeeded()
        #expect(box.layoutPasses == 1)
        box.frame.size = CGSize(width: 300, height: 100)
        box.layoutIfNeeded()
        #expect(box.layoutPasses == 2)
        #expect(box.content.frame.width == 260)
        box.sizeToFit()
        #expect(box.bounds.size == CGSize(width: 120, height: 44))
    }

    @Test func hitTestingFindsTheFrontmostInteractiveSubview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let front = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 60, y: 10), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 10, y: 80), with: nil) === root)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 10), with: nil) == nil)
        #expect(front.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 55, y: 5))
        root.center = CGPoint(x: 100, y: 100)
        #expect(root.frame.origin == CGPoint(x: 50, y: 50))
    }

    @Test func layersKeepGeometryAppearanceAndSublayers() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        #expect(layer.position == CGPoint(x: 30, y: 35))
        #expect(layer.bounds.size == CGSize(width: 40, height: 30))
        layer.anchorPoint = .zero
        #expect(layer.frame.origin == CGPoint(x: 30, y: 35))
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(shape.strokeEnd == 1 && shape.lineCap == .butt)
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.strokeColor = UIColor.red.cgColor
        layer.addSublayer(shape)
        #expect(layer.sublayers?.count == 1 && shape.superlayer === layer)
        shape.removeFromSuperlayer()
        #expect(layer.sublayers == nil)
        let view = UIView()
        view.layer.cornerRadius = 12
        view.layer.maskedCorners = [.layerMinXMinYCorner]
        #expect(view.layer.cornerRadius == 12 && view.layer === view.layer)
    }

    @Test func colorsConvertToCoreGraphicsAndBack() {
        let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(color.cgColor.components == [1, 0.5, 0, 0.25])
        #expect(color.cgColor.alpha == 0.25)
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(Color(cgColor: CGColor.white) == Color(white: 1, opacity: 1))
    }

    @Test func animationsAreKeptAndTransactionsCompleteOnCommit() {
        let layer = CAShapeLayer()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 0.6
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        var completions: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setCompletionBlock { completions.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions.append("inner") }
        #expect(CATransaction.animationDuration() == 0.25)
        layer.add(animation, forKey: "draw")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        #expect(completions == ["inner"])
        CATransaction.commit()
        #expect(completions == ["inner", "outer"])
        #expect((layer.animation(forKey: "draw") as? CABasicAnimation)?.keyPath == "strokeEnd")
        #expect(layer.animationKeys() == ["draw"])
        #expect(layer.strokeEnd == 1)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.damping = 10
        spring.stiffness = 100
        #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 2)
    }

    @Test func blockAnimationsApplyTheirEndStateAndComplete() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 0.3, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [.curveEaseOut]) {
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        } completion: { finished = $0 }
        #expect(view.alpha == 0)
        #expect(view.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(finished == true)
    }

    @Test func propertyAnimatorsRunTheirBlocksWhenStartedOrFinishedAtTheEnd() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { view.alpha = 0.2 }
        animator.addAnimations { view.transform = CGAffineTransform(rotationAngle: .pi) }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && view.alpha == 1 && animator.fractionComplete == 0.5)
        animator.startAnimation()
        #expect(view.alpha == 0.2 && view.transform == CGAffineTransform(rotationAngle: .pi))
        #expect(positions == [.end] && animator.state == .inactive)
        let stopped = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.alpha = 1 }
        stopped.stopAnimation(false)
        #expect(stopped.state == .stopped)
        stopped.finishAnimation(at: .start)
        #expect(view.alpha == 0.2 && stopped.state == .inactive)
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: { view.alpha = 0.7 })
        #expect(view.alpha == 0.7)
    }

    @Test func constraintsFromAnchorsAreHeldByTheCommonAncestor() {
        let container = UIView()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let constraints = [
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: 8),
            child.topAnchor.constraint(greaterThanOrEqualTo: container.safeAreaLayoutGuide.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 120),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
        ]
        constraints[2].priority = .defaultHigh
        NSLayoutConstraint.activate(constraints)
        #expect(container.constraints.count == 2)
        #expect(child.constraints.count == 2)
        #expect(constraints.filter { $0.isActive }.count == 4)
        #expect(constraints[0].constant == 8 && constraints[0].firstAttribute == .leading)
        #expect(constraints[1].relation == .greaterThanOrEqual)
        #expect(constraints[2].secondItem == nil && constraints[2].priority == .defaultHigh)
        #expect(constraints[3].multiplier == 0.5)
        NSLayoutConstraint.deactivate([constraints[0]])
        #expect(!constraints[0].isActive && container.constraints.count == 1)
        let unrelated = UIView()
        let orphan = unrelated.topAnchor.constraint(equalTo: child.topAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(scroll.layoutMarginsGuide.layoutFrame == CGRect(x: 4, y: 4, width: 92, height: 92))
        #expect(scroll.contentLayoutGuide.owningView === scroll)
    }

    @Test func gestureRecognizersAttachAndControlsSendClosureActions() {
        let view = UIView()
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(pan)
        #expect(pan.view === view && view.gestureRecognizers?.count == 1)
        pan.setTranslation(CGPoint(x: 3, y: 4), in: view)
        #expect(pan.translation(in: view) == CGPoint(x: 3, y: 4))
        #expect(pan.state == .possible)
        view.removeGestureRecognizer(pan)
        #expect(pan.view == nil && view.gestureRecognizers == nil)
        let control = UIPageControl()
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        control.addTarget(nil, action: Selector("pageChanged:"), for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(sent == 1)
        #expect(control.allControlEvents == [.valueChanged, .touchUpInside])
    }

    @Test func windowsBecomeKeyAndScenesKeepTheirSession() {
        let scene = UIWindowScene()
        let first = UIWindow(windowScene: scene)
        let second = UIWindow(windowScene: scene)
        first.windowLevel = .alert + 1
        #expect(first.windowLevel > .statusBar)
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && !second.isKeyWindow)
        second.makeKey()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(scene.session.persistentIdentifier == scene.session.persistentIdentifier)
        #expect(scene.session.persistentIdentifier != UIWindowScene().session.persistentIdentifier)
    }

    @Test func textAttributesFontsAndMetrics() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 3
        style.alignment = .center
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Added to Library", attributes: [.paragraphStyle: style])
        #expect(label.text == "Added to Library" && label.textAlignment == .center)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2)
        #expect(descriptor.pointSize == 22)
        let bold = UIFont(descriptor: descriptor.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(bold.pointSize == 22)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: bold, maximumPointSize: 20).pointSize == 20)
        #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
        label.numberOfLines = 0
        let fitted = label.sizeThatFits(CGSize(width: 40, height: CGFloat.infinity))
        #expect(fitted.width == 40 && fitted.height > label.sizeThatFits(.zero).height)
    }

    @Test func pageAndImageViewsDrawTheirContent() {
        let pages = [UIViewController(), UIViewController(), UIViewController()]
        let source = PageSource(pages: pages)
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        controller.dataSource = source
        #expect(controller.viewControllers == nil)
        controller.setViewControllers([pages[1]], direction: .forward, animated: true)
        #expect(controller.dataSource?.pageViewController(controller, viewControllerAfter: pages[1]) === pages[2])
        #expect(controller.dataSource?.pageViewController(controller, viewControllerBefore: pages[0]) == nil)
        #expect(html(Pager()).contains("Second page"))
        let picture = html(Picture())
        #expect(picture.contains("star") && picture != html(EmptyView()))
    }

    @Test func drawingContextsKeepTheirStateOutsideADrawingPass() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let context = CGContext()
        UIGraphicsPushContext(context)
        context.saveGState()
        context.translateBy(x: 10, y: 0)
        UIColor.red.setFill()
        #expect(context.ctm == CGAffineTransform(translationX: 10, y: 0))
        #expect(context._state.fillColor == UIColor.red.cgColor)
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
        #expect(context.isPathEmpty)
        context.restoreGState()
        #expect(context.ctm == .identity)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

@MainActor @Suite struct UIKitFixturePackageTests {
    @Test func theBadgeIndicatorLaysOutPresentsAndRendersItsTitle() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let badge = BadgeIndicatorView(title: "Saved")
        var presented: Bool?
        badge.present(in: container) { presented = $0 }
        #expect(presented == true && badge.alpha == 1 && badge.transform == .identity)
        #expect(badge.superview === container && container.constraints.count == 2 && badge.constraints.count == 2)
        #expect(badge.iconView.checkLayer.strokeEnd == 1)
        #expect(badge.iconView.checkLayer.animation(forKey: "draw") != nil)
        badge.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        badge.layoutIfNeeded()
        #expect(badge.iconView.frame == CGRect(x: 16, y: 10, width: 24, height: 24))
        #expect(badge.iconView.checkLayer.path != nil)
        #expect(badge.titleLabel.textAlignment == .center)
        badge.dismiss()
        #expect(badge.superview == nil)
        #expect(html(BadgeIndicator(title: "Saved to Library")).contains("Saved to Library"))
    }

    @Test func theSoundCuePlaysThroughTheSessionItSetsUp() throws {
        try SoundCue.configureSession()
        #expect(AVAudioSession.sharedInstance().category == .ambient)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cue-\(UUID().uuidString).caf")
        try Data(repeating: 7, count: 16).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let cue = SoundCue(url: file)
        try cue.play(volume: 0.5)
        try cue.play()
        #expect(cue.playCount == 2)
        #expect(throws: (any Error).self) { try SoundCue(url: file.appendingPathExtension("missing")).play() }
    }
}

/// A view backed by an emitter layer, as particle effects declare theirs.
private final class SparkView: UIView {
    override class var layerClass: AnyClass { CAEmitterLayer.self }
    var emitter: CAEmitterLayer { layer as! CAEmitterLayer }
}

@MainActor @Suite struct UIKitLayerClassTests {
    @Test func aSubclassChoosesTheClassOfItsLayer() {
        let spark = SparkView()
        let cell = CAEmitterCell()
        cell.birthRate = 20
        cell.lifetime = 1.5
        spark.emitter.emitterShape = .rectangle
        spark.emitter.emitterCells = [cell]
        #expect(spark.layer is CAEmitterLayer && spark.emitter.emitterCells?.first?.birthRate == 20)
        #expect(type(of: UIView().layer) == CALayer.self)
    }
}
