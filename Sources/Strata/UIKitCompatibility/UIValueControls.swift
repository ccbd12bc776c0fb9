import Foundation

// UIKit's value controls, the views SwiftUI's `Slider`, `Stepper`, `DatePicker` and `ColorPicker`
// stand on in iOS. Introspection packages name them; a server draws the SwiftUI control, so these
// keep their values and draw nothing.

/// A slider (what `Slider` is built on).
open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?

    /// Sets the value, kept within the range.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = min(max(value, minimumValue), maximumValue)
    }
}

/// A stepper (what `Stepper` is built on).
open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false
}

/// A date picker (what `DatePicker` is built on).
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }
    public enum Style: Int, Sendable { case automatic, wheels, compact, inline }

    open var date = Date()
    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: Style = .automatic
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var minuteInterval = 1
    open var locale: Locale?
    open var timeZone: TimeZone?
    open var calendar: Calendar = .current

    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}

/// A color well (what `ColorPicker` is built on).
open class UIColorWell: UIControl {
    open var selectedColor: UIColor?
    open var title: String?
    open var supportsAlpha = true
}

/// A progress bar (what a linear `ProgressView` is built on).
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }

    open var progressViewStyle: Style = .default
    /// The progress, from 0 to 1.
    open var progress: Float = 0 {
        didSet { progress = min(max(progress, 0), 1) }
    }
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    open var observedProgress: Progress?

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets the progress, kept within 0 and 1.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
