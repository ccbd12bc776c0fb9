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
        let lineHeight = CSSValues.px(leading ?? SystemFontMetrics.lineHeight(atPointSize: size))
        // The stylesheet's `line-height` rules add `lineSpacing` (`--s-ls`) to `--s-lh`.
        return "--s-lh:\(lineHeight);letter-spacing:\(CSSValues.px(letterSpacing(atPointSize: size)));"
    }

    /// The letter spacing that makes Inter take SF's width at `size` points: SF's tracking, and
    /// from 17 points up a growing tightening, because SF switches to its narrower Display design
    /// at large sizes while Inter keeps its text spacing. Measured on images recorded on iOS:
    /// Inter matches SF Text within 1% at 15 and 17 points with SF's tracking alone, and needs
    /// 0.059 em less per letter to match SF Display's 28-point title.
    public static func letterSpacing(atPointSize size: CGFloat) -> CGFloat {
        TextWidthEstimate.letterSpacing(atPointSize: size)
    }

    private static func percent(_ ratio: CGFloat) -> String {
        "\((ratio * 10000).rounded() / 100)%"
    }
}
