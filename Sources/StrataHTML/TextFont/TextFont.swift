import Foundation
import Strata

/// The face Strata draws the system font with. SF Pro may not be redistributed, so pages carry
/// Inter (SIL Open Font License), the open face closest to it, given SF's vertical metrics: every
/// browser and CI machine then draws the same face, lines break where they break on iOS, and a
/// line of 17-point text is as tall as on iOS. Each size also gets SF's tracking.
public enum TextFont {
    /// The CSS family name of the face.
    public static let family = "Strata Text"

    /// The face as a WOFF2 file's bytes.
    public static let woff2: [UInt8] = Array(Data(base64Encoded: woff2Base64) ?? Data())

    /// The face as a `data:` URL, for pages that carry everything inline.
    public static var dataURL: String { "data:font/woff2;base64," + woff2Base64 }

    /// The `@font-face` rule for the face at `source` (a URL). Italic is the browser's slant of
    /// the upright face, as SF's italic is a slanted upright.
    public static func fontFace(source: String) -> String {
        let ascent = percent(SystemFontMetrics.ascentRatio)
        let descent = percent(SystemFontMetrics.descentRatio)
        return "@font-face{font-family:'\(family)';src:url(\(source)) format('woff2');"
            + "font-weight:100 900;font-style:normal;font-display:block;ascent-override:\(ascent);descent-override:\(descent);line-gap-override:0%}"
    }

    /// `line-height` and `letter-spacing` declarations for system text of `size` points.
    /// `leading` is the distance between lines of a text style (Apple's Dynamic Type figures:
    /// 22 points for body); text elements trim the first and last line to the face's ascent and
    /// descent (`text-box`), so one line is SF's height (20.29 points at 17) and lines of a
    /// paragraph are `leading` apart, as on iOS. Without `leading`, lines are SF's height apart.
    static func metricsDeclarations(atPointSize size: CGFloat, leading: CGFloat? = nil) -> String {
        let lineHeight = leading ?? SystemFontMetrics.lineHeight(atPointSize: size)
        return "line-height:\(CSSValues.px(lineHeight));letter-spacing:\(CSSValues.px(SystemFontMetrics.tracking(atPointSize: size)));"
    }

    private static func percent(_ ratio: CGFloat) -> String {
        "\((ratio * 10000).rounded() / 100)%"
    }
}
