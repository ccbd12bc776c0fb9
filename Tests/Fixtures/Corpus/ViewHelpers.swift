import SwiftUI

// The helper extensions half the SwiftUI projects on GitHub carry around: a conditional
// modifier, a shimmer, rounding selected corners through UIBezierPath, plus a login form with
// enum focus, a photo grid with pinned headers, an action sheet and a markdown blurb.

extension View {
    @ViewBuilder func when<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    func shimmering(active: Bool = true) -> some View {
        modifier(ShimmerModifier(isActive: active))
    }

    func roundedCorners(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(SelectiveRoundedCorner(radius: radius, corners: corners))
    }
}

struct ShimmerModifier: ViewModifier {
    var isActive: Bool
    @State private var phase: CGFloat = 0

    func body(content: Content) -> some View {
        content
            .overlay(
                LinearGradient(gradient: Gradient(colors: [.clear, Color.white.opacity(0.6), .clear]), startPoint: .leading, endPoint: .trailing)
                    .rotationEffect(.degrees(30))
                    .offset(x: phase * 300)
                    .opacity(isActive ? 1 : 0)
                    .mask(content)
            )
            .onAppear {
                withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) {
                    phase = 1
                }
            }
    }
}

struct SelectiveRoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

enum LoginField: Hashable {
    case email, password
}

struct LoginForm: View {
    @FocusState private var focusedField: LoginField?
    @State private var email = ""
    @State private var password = ""
    @State private var showOptions = false
    @State private var signedIn = false

    private let blurb = try? AttributedString(markdown: "By continuing you accept our **Terms** and *Privacy Policy*.")

    var body: some View {
        Form {
            Section {
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .password }
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.go)
            } footer: {
                if let blurb = blurb {
                    Text(blurb)
                }
            }

            Button {
                signedIn = true
            } label: {
                Text(signedIn ? String(localized: "Welcome back, \(email)") : "Sign in")
                    .font(Font(UIFont.systemFont(ofSize: 17, weight: .semibold)))
                    .frame(maxWidth: .infinity)
            }
            .disabled(email.isEmpty || password.count < 6)
            .listRowBackground(Color.clear)

            Button("More options") { showOptions = true }
                .when(signedIn) { $0.hidden() }
        }
        .scrollDismissesKeyboard(.interactively)
        .actionSheet(isPresented: $showOptions) {
            ActionSheet(title: Text("Sign in with"), buttons: [
                .default(Text("Apple")) { email = "apple@example.com" },
                .default(Text("Google")) { email = "google@example.com" },
                .cancel(),
            ])
        }
    }
}

struct PhotoGrid: View {
    let columns = Array(repeating: GridItem(.flexible(), spacing: 12), count: 3)

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
                Section(header: Text("Recents").font(.headline).frame(maxWidth: .infinity, alignment: .leading).background(.bar)) {
                    ForEach(0..<9, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Color(hue: Double(i) / 9, saturation: 0.5, brightness: 0.9))
                            .aspectRatio(1, contentMode: .fit)
                            .overlay(Text("\(i + 1)").font(.caption.bold()).foregroundColor(.white).padding(4), alignment: .bottomTrailing)
                            .roundedCorners(16, corners: [.topLeft, .bottomRight])
                            .shimmering(active: i == 0)
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

struct ViewHelpers_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            LoginForm()
            PhotoGrid()
        }
    }
}
