import Foundation

/// A page control (the dots of a paged `TabView`). Headless, like every UIKit view here: it keeps
/// what is set (pages, colors, images per page, background style, progress) and draws nothing.
open class UIPageControl: UIControl {
    /// How prominent the control's background is.
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    /// The direction the pages run in.
    public enum Direction: Int, Sendable {
        case natural, leftToRight, rightToLeft, topToBottom, bottomToTop
    }

    open var currentPageIndicatorTintColor: UIColor?
    open var pageIndicatorTintColor: UIColor?
    open var numberOfPages = 0
    /// The current page, kept within `0..<numberOfPages` as UIKit keeps it.
    open var currentPage = 0 {
        didSet { currentPage = max(0, min(currentPage, numberOfPages - 1)) }
    }
    open var hidesForSinglePage = false
    open var allowsContinuousInteraction = true
    open var backgroundStyle = BackgroundStyle.automatic
    open var direction = Direction.natural
    /// The progress shown on the current page's indicator (iOS 16).
    open var progress: UIPageControlProgress?
    /// The image of every indicator without an image of its own.
    open var preferredIndicatorImage: UIImage?
    /// The image of the current page's indicator without an image of its own.
    open var preferredCurrentPageIndicatorImage: UIImage?

    private var indicatorImages: [Int: UIImage] = [:]
    private var currentPageIndicatorImages: [Int: UIImage] = [:]

    /// Sets the indicator image of one page (nil goes back to `preferredIndicatorImage`).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }

    /// The indicator image of `page`.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] ?? preferredIndicatorImage }

    /// Sets the image of `page`'s indicator while it is the current page.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { currentPageIndicatorImages[page] = image }

    /// The image of `page`'s indicator while it is the current page.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
    }

    /// The size the control needs for `pageCount` dots (UIKit's 26 points a dot, 28 high).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * 26, height: 28)
    }
}

/// The progress of the current page of a `UIPageControl` (iOS 16).
@MainActor @preconcurrency
open class UIPageControlProgress {
    /// The progress of the current page, from 0 to 1.
    open var currentProgress: Float = 0 {
        didSet { currentProgress = max(0, min(currentProgress, 1)) }
    }
    /// Whether the progress is shown.
    open var progressVisible = true

    public init() {}
}

/// A progress that advances on a timer and turns the page when it ends (iOS 16). A server runs no
/// timer: `resumeTimer()` and `pauseTimer()` record whether it would run.
open class UIPageControlTimerProgress: UIPageControlProgress {
    /// How long each page shows by default.
    open var preferredDuration: TimeInterval
    /// Whether the timer goes back to the first page after the last.
    open var resetsToInitialPageAfterEnd = false
    /// Whether the timer runs.
    open private(set) var isRunning = false
    private var durations: [Int: TimeInterval] = [:]

    public init(preferredDuration: TimeInterval) {
        self.preferredDuration = preferredDuration
        super.init()
    }

    open func resumeTimer() { isRunning = true }
    open func pauseTimer() { isRunning = false }

    /// Sets how long `page` shows (nil goes back to `preferredDuration`).
    open func setDuration(_ duration: TimeInterval?, forPage page: Int) { durations[page] = duration }

    /// How long `page` shows.
    open func duration(forPage page: Int) -> TimeInterval { durations[page] ?? preferredDuration }
}
