import SwiftUI

/// doordash-oss/swiftui-preview-snapshots (Apache 2.0): its example app's views (a symbol over a
/// message, centered title, subtitle and body text, a field with a validation message and a
/// button) in a fixed 400 x 400 canvas at 1x, light and dark.
enum PreviewSnapshotsCases {
    static let tests = "doordash-oss/swiftui-preview-snapshots Examples/PreviewSnapshotsTestAppTests/PreviewSnapshotsTestAppTests.swift "
    static let lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."

    static var all: [FidelityCase] {
        var cases: [FidelityCase] = [
            canvas("simple-view-short-message", test: "test_simpleViewSnapshots (Short Message)") { GlobeMessage(message: "Hello World") },
            canvas("simple-view-long-message", test: "test_simpleViewSnapshots (Long Message)") { GlobeMessage(message: lorem) },
            canvas("preview-state-view-short", test: "test_previewStateViewSnapshots (Short)") { short },
            canvas("preview-state-view-long", test: "test_previewStateViewSnapshots (Long)") { long },
        ]
        for scheme in [ColorScheme.light, .dark] {
            let name = scheme == .dark ? "dark" : "light"
            cases.append(canvas("preview-state-short-\(name)", test: "test_previewStateLightAndDark (Short-\(name))", scheme: scheme) { short })
            cases.append(canvas("preview-state-long-\(name)", test: "test_previewStateLightAndDark (Long-\(name))", scheme: scheme) { long })
        }
        cases += [
            canvas("observable-object-empty", test: "test_observableObjectSnapshots (Empty)") { InputForm(input: "", error: nil) },
            canvas("observable-object-too-short", test: "test_observableObjectSnapshots (Too Short)") { InputForm(input: "Hi", error: "Message Too Short") },
            canvas("observable-object-valid", test: "test_observableObjectSnapshots (Valid)") { InputForm(input: "Hello World", error: nil) },
        ]
        return cases
    }

    static var short: some View { TitledMessage(title: "Hello", subtitle: "PreviewSnapshots", message: "This is a test") }
    static var long: some View {
        TitledMessage(title: "Hello PreviewSnapshots", subtitle: "Welcome to PreviewSnapshots", message: lorem)
    }

    static func canvas(_ name: String, test: String, scheme: ColorScheme = .light, @ViewBuilder view: () -> some View) -> FidelityCase {
        FidelityCase("swiftui-preview-snapshots/\(name)", source: tests + test, width: 400, height: 400, colorScheme: scheme) { view() }
    }
}

/// A large accent-colored globe over a message.
private struct GlobeMessage: View {
    let message: String

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundColor(.accentColor)
            Text(message)
        }
        .padding(8)
    }
}

/// A title and subtitle over a message, all centered.
private struct TitledMessage: View {
    let title: String
    let subtitle: String
    let message: String

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                Text(title).font(.title)
                Text(subtitle).font(.subheadline)
            }
            Text(message).font(.body)
        }
        .multilineTextAlignment(.center)
        .padding(8)
    }
}

/// A text field, a red validation message when there is one, and a Submit button.
private struct InputForm: View {
    let input: String
    let error: String?

    var body: some View {
        VStack(spacing: 8) {
            TextField("Input", text: .constant(input))
            if let error {
                Text(error).font(.caption).foregroundColor(.red)
            }
            Button("Submit") {}
        }
        .padding(8)
    }
}
