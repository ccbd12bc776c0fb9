// A toast queue driven by Combine, as popup packages keep one.
import Combine
import Foundation

/// Holds the toast on screen; repeated identical messages are shown once.
public final class ToastCenter: ObservableObject {
    @Published public private(set) var current: String?
    @Published public var message: String = ""
    public private(set) var shownCount = 0
    private var cancellables = Set<AnyCancellable>()

    public init() {
        $message
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] text in
                self?.current = text
                self?.shownCount += 1
            }
            .store(in: &cancellables)
    }

    /// Hides the toast.
    public func dismiss() { current = nil }
}
