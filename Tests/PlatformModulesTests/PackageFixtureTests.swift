import Combine
import PackageFixture
import PackageFixtureSwift6
import StrataTesting
import SwiftUI
import Testing

@MainActor @Suite struct PackageFixtureTests {
    @Test func theToastShowsTheCentersMessageOnce() {
        let center = ToastCenter()
        let empty = html(ToastView(center: center))
        #expect(empty == html(EmptyView()))
        center.message = "Saved"
        center.message = "Saved"
        #expect(center.shownCount == 1)
        let output = html(ToastView(center: center))
        #expect(output.contains("Saved"))
        center.message = "Deleted"
        #expect(center.shownCount == 2)
        let replaced = html(ToastView(center: center))
        #expect(replaced.contains("Deleted"))
    }

    @Test func dismissingTheToastHidesIt() {
        let center = ToastCenter()
        center.message = "Copied"
        center.dismiss()
        let dismissed = html(ToastView(center: center))
        #expect(dismissed == html(EmptyView()))
    }

    @Test func theSwift6TargetBuildsOnTheFirst() {
        let output = html(ReleaseNotes(notes: ["Faster", "Smaller", "Safer"], highlighted: ["Safer"]))
        #expect(output.contains("3 changes"))
        for index in 1...3 { #expect(output.contains("#\(index)")) }
        // Four children of the divided stack: the three badged rows, then the count.
        #expect(occurrences(of: "s-div", in: output) == 3)
    }

    @Test func shimmerBandsMoveAlongTheDiagonal() {
        let early = shimmerBand(phase: 0, size: CGSize(width: 100, height: 100))
        let late = shimmerBand(phase: 1, size: CGSize(width: 100, height: 100))
        #expect(early.start.x < late.start.x)
        #expect(abs(early.end.x - early.start.x - (early.end.y - early.start.y)) < 1e-6)
        #expect(html(Text("Loading").modifier(Shimmer(phase: 0.5))).contains("Loading"))
    }

    @Test func wrappingLayoutsCanMeasureViews() {
        #expect(measuredWidth(of: Text("wide label text")) > measuredWidth(of: Text("w")))
    }

    @Test func theSpinnerDrawsOneStrokedArcPerCount() {
        let output = html(ArcSpinner(count: 3))
        #expect(occurrences(of: "<path", in: output) == 3 || occurrences(of: "<svg", in: output) == 3)
    }

    @Test func aRecognizerFromUIKitSubmodulesFollowsItsScrollView() {
        let recognizer = ScrollThresholdRecognizer(threshold: 100)
        let scrollView = UIScrollView()
        scrollView.contentOffset.y = 20
        recognizer.scrollViewDidScroll(scrollView)
        #expect(recognizer.state == .began)
        scrollView.contentOffset.y = 60
        recognizer.scrollViewDidScroll(scrollView)
        #expect(recognizer.state == .changed)
        scrollView.contentOffset.y = 140
        recognizer.scrollViewDidScroll(scrollView)
        #expect(recognizer.state == .ended)
        recognizer.reset()
        #expect(recognizer.state == .possible)
    }

    @Test func geometryFromCoreGraphicsSubmodulesComputesTicks() {
        let flat = tickPositions(in: CGRect(x: 0, y: 0, width: 100, height: 20), count: 3)
        #expect(flat == [CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 100, y: 10)])
        let upright = tickPositions(in: CGRect(x: 0, y: 0, width: 100, height: 20), count: 3, rotatedBy: .pi / 2)
        #expect(abs(upright[0].x - 50) < 1e-9 && abs(upright[0].y - -40) < 1e-9)
        #expect(abs(upright[2].x - 50) < 1e-9 && abs(upright[2].y - 60) < 1e-9)
        #expect(tickPositions(in: .zero, count: 0).isEmpty)
    }
}
