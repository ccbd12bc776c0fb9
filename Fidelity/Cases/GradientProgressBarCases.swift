import SwiftUI
import UIKit

/// fxm90/GradientProgressBar (MIT): its `ProgressViewStyle`, a rounded bar with a leading-to-trailing
/// gradient masked to the fraction completed (a geometry reader and an aligned mask), in light
/// and dark, with another background, other colors and round ends, 375 points wide at 3x.
enum GradientProgressBarCases {
    static let tests = "fxm90/GradientProgressBar Tests/GradientProgressBarTests/SnapshotTests/GradientProgressBarViewStyleSnapshotTests.swift "

    /// The tests' own gradient ("Pink Flamingo").
    static let flamingo = [
        UIColor(red: 0.9490196078, green: 0.3215686275, blue: 0.431372549, alpha: 1),
        UIColor(red: 0.9450980392, green: 0.4784313725, blue: 0.5921568627, alpha: 1),
        UIColor(red: 0.9529411765, green: 0.737254902, blue: 0.7843137255, alpha: 1),
        UIColor(red: 0.4274509804, green: 0.8666666667, blue: 0.9490196078, alpha: 1),
        UIColor(red: 0.7568627451, green: 0.9411764706, blue: 0.9568627451, alpha: 1),
    ].map(Color.init)

    static var all: [FidelityCase] {
        [
            bar("fifty-percent-light", test: "with50PercentProgress_andLightTraitCollection", value: 50),
            bar("fifty-percent-dark", test: "with50PercentProgress_andDarkTraitCollection", value: 50, scheme: .dark),
            bar("full-light", test: "with100PercentProgress_andLightTraitCollection", value: 100),
            bar("fifty-percent-cyan-background", test: "with50PercentProgress_andCustomBackgroundColor", value: 50,
                style: .gradientProgressBar(backgroundColor: .cyan)),
            bar("fifty-percent-flamingo", test: "with50PercentProgress_andCustomGradientColors", value: 50,
                style: .gradientProgressBar(gradientColors: flamingo)),
            bar("fifty-percent-round", test: "with50PercentProgress_andCustomCornerRadius", value: 50, height: 20,
                style: .gradientProgressBar(cornerRadius: 10)),
        ]
    }

    static func bar(
        _ name: String, test: String, value: Double, height: CGFloat = 3, scheme: ColorScheme = .light,
        style: GradientProgressBarViewStyle = .gradientProgressBar
    ) -> FidelityCase {
        FidelityCase(
            "GradientProgressBar/\(name)", source: tests + "gradientProgressBarViewStyle_" + test,
            width: 375, height: height, colorScheme: scheme, layout: .sizeThatFits
        ) {
            ProgressView("", value: value, total: 100)
                .progressViewStyle(style)
                .frame(width: 375, height: height)
        }
    }
}

/// A progress bar: a rounded background with a gradient over it up to the fraction completed.
struct GradientProgressBarViewStyle: ProgressViewStyle {
    let backgroundColor: Color
    let gradientColors: [Color]
    let cornerRadius: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        RoundedRectangle(cornerRadius: cornerRadius)
            .fill(backgroundColor)
            .overlay {
                GeometryReader { proxy in
                    LinearGradient(
                        colors: gradientColors,
                        startPoint: .leading,
                        endPoint: .trailing
                    )
                    .mask(alignment: .leading) {
                        RoundedRectangle(cornerRadius: cornerRadius)
                            .frame(width: (configuration.fractionCompleted ?? 0) * proxy.size.width)
                    }
                }
            }
    }
}

extension ProgressViewStyle where Self == GradientProgressBarViewStyle {
    static var gradientProgressBar: Self { gradientProgressBar() }

    static func gradientProgressBar(
        backgroundColor: Color = Color(GradientProgressBarColors.backgroundColor),
        gradientColors: [Color] = GradientProgressBarColors.gradientColors.map(Color.init),
        cornerRadius: CGFloat = 1.5
    ) -> Self {
        GradientProgressBarViewStyle(backgroundColor: backgroundColor, gradientColors: gradientColors, cornerRadius: cornerRadius)
    }
}

/// The package's default colors, as UIKit colors (the background follows the appearance).
enum GradientProgressBarColors {
    static let backgroundColor = UIColor {
        $0.userInterfaceStyle == .dark
            ? UIColor(red: 0.1725490196, green: 0.1882352941, blue: 0.1843137255, alpha: 1)
            : UIColor(red: 0.8980392157, green: 0.9137254902, blue: 0.9215686275, alpha: 1)
    }

    static let gradientColors = [
        UIColor(red: 0.2980392157, green: 0.8509803922, blue: 0.3921568627, alpha: 1),
        UIColor(red: 0.3529411765, green: 0.7843137255, blue: 0.9803921569, alpha: 1),
        UIColor(red: 0, green: 0.4784313725, blue: 1, alpha: 1),
        UIColor(red: 0.2039215686, green: 0.6666666667, blue: 0.862745098, alpha: 1),
        UIColor(red: 0.3450980392, green: 0.337254902, blue: 0.8392156863, alpha: 1),
        UIColor(red: 1, green: 0.1764705882, blue: 0.3333333333, alpha: 1),
    ]
}
