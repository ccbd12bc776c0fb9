import SwiftUI

// A sign-up form whose model validates with Combine pipelines.

final class SignUpModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var isValid = false
    @Published var suggestions: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        Publishers.CombineLatest($email, $password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .assign(to: &$isValid)
        $email
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .filter { !$0.isEmpty }
            .map { [$0 + "@example.com"] }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.suggestions = $0 }
            .store(in: &cancellables)
    }
}

struct SignUpForm: View {
    @StateObject private var model = SignUpModel()
    var body: some View {
        VStack {
            TextField("Email", text: $model.email)
            SecureField("Password", text: $model.password)
            Button("Create account") {}.disabled(!model.isValid)
            Text(model.isValid ? "Ready" : "Incomplete")
        }
    }
}
