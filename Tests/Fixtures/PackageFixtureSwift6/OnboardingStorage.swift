// Onboarding state the way Swift 6 onboarding and layout packages keep it: an `AppStorage` in a
// `static let`, and an environment key whose default is a constant binding.
import SwiftUI

extension AppStorage<Bool> {
    /// Whether onboarding was completed, shared by every screen of the flow.
    static let onboardingCompleted = Self(wrappedValue: false, "isOnboardingCompleted", store: .standard)
}

private struct EqualHeightKey: EnvironmentKey {
    static let defaultValue: Binding<CGFloat?> = .constant(nil)
}

extension EnvironmentValues {
    /// A shared height that views of one row are sized to.
    public var equalHeight: Binding<CGFloat?> {
        get { self[EqualHeightKey.self] }
        set { self[EqualHeightKey.self] = newValue }
    }
}

/// Whether the stored onboarding flag starts cleared.
public func onboardingStartsIncomplete() -> Bool {
    !AppStorage.onboardingCompleted.wrappedValue
}
