import StrataHTML
import SwiftUI
import Testing

@MainActor
@Suite("Animations and transitions")
struct MotionTests {
    @Test func animationModifiersBecomeTransitionTimings() {
        let animated = html(Circle().scaleEffect(1.2).animation(.easeInOut(duration: 0.5).delay(0.1), value: true))
        #expect(animated.contains("s-anim"))
        #expect(animated.contains("--s-ad:0.5s;--s-af:ease-in-out;--s-adl:0.1s;"))
        let spring = html(Text("a").opacity(0.5).animation(.spring(response: 0.4, dampingFraction: 0.7)))
        #expect(spring.contains("--s-ad:0.4s;--s-af:cubic-bezier(.2,.8,.2,1);"))
        let faster = html(Text("a").animation(.linear(duration: 1).speed(2), value: 1))
        #expect(faster.contains("--s-ad:0.5s;--s-af:linear;"))
        #expect(!html(Text("a").animation(nil, value: 1)).contains("s-anim"), "a nil animation animates nothing")
    }

    @Test func transitionsSayHowAnInsertedViewEnters() {
        #expect(html(Text("a").transition(.opacity)).contains("--s-tro:0;"))
        #expect(html(Text("a").transition(.slide)).contains("--s-trt:translateX(-100%);"))
        #expect(html(Text("a").transition(.move(edge: .bottom))).contains("--s-trt:translateY(100%);"))
        #expect(html(Text("a").transition(.scale(scale: 0.5))).contains("--s-trt:scale(0.5);"))
        #expect(html(Text("a").transition(.offset(x: 0, y: 20))).contains("--s-trt:translate(0px,20px);"))
        let combined = html(Text("a").transition(.opacity.combined(with: .move(edge: .top))))
        #expect(combined.contains("--s-tro:0;--s-trt:translateY(-100%);"))
        #expect(!html(Text("a").transition(.identity)).contains("s-tr"))
    }

    @Test func motionPlaysOnlyOnLivePagesAndNotForReducedMotion() {
        #expect(Stylesheet.css.contains("@starting-style{.s-live-ready .s-tr{"))
        #expect(Stylesheet.css.contains("@media (prefers-reduced-motion:reduce){"))
    }

    @Test func withAnimationAndAnimatedBindingsMarkTheUpdate() {
        struct Panel: View {
            @State var open = false
            @State var count = 0
            var body: some View {
                VStack {
                    Button("Animated") { withAnimation(.easeOut(duration: 0.2)) { open.toggle() } }
                    Button("Plain") { count += 1 }
                    Toggle("Bound", isOn: $open.animation(.linear))
                }
            }
        }
        let graph = ViewGraph(Panel())
        func press(_ name: String) {
            var search = ButtonSearch(name: name)
            RenderNode.walk(graph.renderTree, with: &search)
            search.action?()
            graph.update()
        }
        press("Animated")
        #expect(graph.takeAnimation() == RenderAnimation(.easeOut(duration: 0.2)))
        press("Plain")
        #expect(graph.takeAnimation() == nil)
        var toggles = ToggleSearch()
        RenderNode.walk(graph.renderTree, with: &toggles)
        toggles.setOn?(true)
        #expect(graph.takeAnimation() == RenderAnimation(.linear))
    }
}

private struct ButtonSearch: RenderTreeVisitor {
    let name: String
    var action: (() -> Void)?
    mutating func enter(_ node: RenderNode, effects: [RenderEffect]) -> Bool {
        if case .button(let button) = node.kind, node.plainText == name { action = button.action }
        return true
    }
}

private struct ToggleSearch: RenderTreeVisitor {
    var setOn: ((Bool) -> Void)?
    mutating func enter(_ node: RenderNode, effects: [RenderEffect]) -> Bool {
        if case .toggle(let toggle) = node.kind { setOn = toggle.setOn }
        return true
    }
}
