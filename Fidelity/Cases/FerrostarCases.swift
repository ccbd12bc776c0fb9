import Foundation
import SwiftUI

/// stadiamaps/ferrostar (BSD 3-Clause): its navigation UI's capsule button (a custom button style:
/// padding, a system background, a capsule clip, a minimum frame and a shadow) with a symbol and
/// with text, light and dark, and its US-style speed limit sign (nested rounded rectangles and
/// bold text), each on the tests' green 430 x 932 canvas at 3x.
enum FerrostarCases {
    static let tests = "stadiamaps/ferrostar apple/Tests/FerrostarSwiftUITests/Views/"

    static var all: [FidelityCase] {
        var cases: [FidelityCase] = []
        for scheme in [ColorScheme.light, .dark] {
            let suffix = scheme == .dark ? "-dark" : ""
            let test = scheme == .dark ? "_darkMode" : ""
            cases += [
                canvas("navigation-button-image\(suffix)", test: "NavigationUIButtonTests.swift testImageButton\(test)", scheme: scheme) {
                    NavigationUIButton {} label: { Image(systemName: "location") }
                },
                canvas("navigation-button-text\(suffix)", test: "NavigationUIButtonTests.swift testTextButton\(test)", scheme: scheme) {
                    NavigationUIButton {} label: { Text("Start Navigation") }
                },
            ]
        }
        cases += [
            canvas("us-speed-limit-50", test: "SpeedLimitViewTests.swift testUSStyleSpeedLimitViews (1)", scheme: .light) {
                USStyleSpeedLimitView(speedLimit: .init(value: 50, unit: .milesPerHour))
            },
            canvas("us-speed-limit-100", test: "SpeedLimitViewTests.swift testUSStyleSpeedLimitViews (2)", scheme: .light) {
                USStyleSpeedLimitView(speedLimit: .init(value: 100, unit: .milesPerHour))
            },
        ]
        return cases
    }

    /// The tests' `assertView`: the view in the color scheme, framed to 430 x 932 on green.
    static func canvas(_ name: String, test: String, scheme: ColorScheme, @ViewBuilder view: () -> some View) -> FidelityCase {
        FidelityCase("ferrostar/\(name)", source: tests + test, width: 430, height: 932, colorScheme: scheme) {
            view()
                .environment(\.colorScheme, scheme)
                .frame(width: 430, height: 932)
                .background(Color(red: 130 / 255, green: 203 / 255, blue: 114 / 255))
        }
    }
}

private struct NavigationUIButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color(.systemBackground))
            .foregroundStyle(.primary)
            .clipShape(Capsule())
            .frame(minWidth: 52, minHeight: 52)
            .shadow(radius: 8)
    }
}

/// A capsule button on the map.
private struct NavigationUIButton<Label: View>: View {
    let action: () -> Void
    let label: Label

    init(action: @escaping () -> Void, label: () -> Label) {
        self.action = action
        self.label = label()
    }

    var body: some View {
        Button {
            action()
        } label: {
            label
        }
        .buttonStyle(NavigationUIButtonStyle())
    }
}

/// A US-style speed limit sign: a white box with a black border, the limit in bold.
private struct USStyleSpeedLimitView: View {
    var speedLimit: Measurement<UnitSpeed>
    var valueFormatter: NumberFormatter

    init(speedLimit: Measurement<UnitSpeed>, units: UnitSpeed = .milesPerHour) {
        self.speedLimit = speedLimit.converted(to: units)
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 0
        self.valueFormatter = formatter
    }

    var body: some View {
        ZStack(alignment: .center) {
            RoundedRectangle(cornerRadius: 8)
                .foregroundColor(.white)
                .frame(width: 60, height: 84)

            RoundedRectangle(cornerRadius: 6)
                .foregroundColor(.black)
                .frame(width: 56, height: 80)

            RoundedRectangle(cornerRadius: 4)
                .foregroundColor(.white)
                .frame(width: 52, height: 76)

            VStack {
                Text("Speed Limit")
                    .font(.caption.bold())
                    .multilineTextAlignment(.center)
                    .lineLimit(2)
                    .padding(.horizontal, 2)

                Text(valueFormatter.string(from: speedLimit.value as NSNumber) ?? "")
                    .font(.title2.bold())
                    .minimumScaleFactor(0.4)
                    .padding(.horizontal, 2)

                Text(speedLimit.unit.symbol)
                    .font(.caption2.bold())
                    .foregroundStyle(Color.secondary)
                    .padding(.horizontal, 2)
            }
            .foregroundColor(.black)
            .background(Color.white)
            .frame(width: 52, height: 76)
            .cornerRadius(4)
            .colorScheme(.light)
        }
    }
}
