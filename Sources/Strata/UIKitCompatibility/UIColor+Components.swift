// Reading a UIKit color's components (`getRed(_:green:blue:alpha:)` and friends), as contrast and
// blending code does. System colors give their light-appearance sRGB values, as `CGColor` does.

import Foundation

extension UIColor {
    private var resolvedComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let value = color.resolve(in: EnvironmentValues())
        return (CGFloat(value.red), CGFloat(value.green), CGFloat(value.blue), CGFloat(value.opacity))
    }

    /// The red, green, blue and alpha components, 0...1; a nil pointer skips that component.
    /// Returns `true`: every color here converts to RGB.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = resolvedComponents
        red?.pointee = value.red
        green?.pointee = value.green
        blue?.pointee = value.blue
        alpha?.pointee = value.alpha
        return true
    }

    /// The hue, saturation, brightness and alpha components, 0...1 (HSB from the RGB components).
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = resolvedComponents
        let maximum = Swift.max(value.red, value.green, value.blue)
        let minimum = Swift.min(value.red, value.green, value.blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == value.red {
                h = (value.green - value.blue) / delta
            } else if maximum == value.green {
                h = 2 + (value.blue - value.red) / delta
            } else {
                h = 4 + (value.red - value.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum == 0 ? 0 : delta / maximum
        brightness?.pointee = maximum
        alpha?.pointee = value.alpha
        return true
    }

    /// The grayscale value (the mean of the RGB components) and alpha, 0...1.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let value = resolvedComponents
        white?.pointee = (value.red + value.green + value.blue) / 3
        alpha?.pointee = value.alpha
        return true
    }
}
