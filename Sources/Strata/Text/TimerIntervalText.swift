extension Text {
    /// A timer over an interval, counting down to its end (or up from its start), as of the time
    /// of rendering: "m:ss", or "h:mm:ss" when `showsHours` and the time is an hour or more.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let seconds = Int(countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound))
        self.init(verbatim: Text.timerString(seconds: max(seconds, 0), showsHours: showsHours))
    }

    static func timerString(seconds: Int, showsHours: Bool) -> String {
        if showsHours, seconds >= 3_600 {
            return String(format: "%d:%02d:%02d", seconds / 3_600, seconds / 60 % 60, seconds % 60)
        }
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
    }
}

/// The current value label of a timer progress view: the remaining (or elapsed) time.
nonisolated public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through a time interval as of the time of rendering (filled from the start, or
    /// emptying toward the end when counting down), with the time as its current value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        let total = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
        let elapsed = Date().timeIntervalSince(timerInterval.lowerBound)
        let fraction = total > 0 ? min(max(elapsed / total, 0), 1) : 1
        self.fraction = countsDown ? 1 - fraction : fraction
        self.label = label()
        currentValueView = AnyView(DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}
