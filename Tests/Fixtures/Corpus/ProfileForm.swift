import SwiftUI

struct ProfileForm: View {
    enum Field: Hashable {
        case name, email, bio
    }

    enum Plan: String, CaseIterable, Identifiable {
        case free, pro, team
        var id: Self { self }
    }

    @State private var name = ""
    @State private var email = ""
    @State private var bio = ""
    @State private var plan: Plan = .free
    @State private var seats = 1
    @State private var birthday = Date(timeIntervalSince1970: 0)
    @State private var notifications = true
    @State private var savedCount = 0
    @FocusState private var focusedField: Field?

    var isValid: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && email.contains("@")
    }

    var body: some View {
        Form {
            Section(header: Text("Profile")) {
                TextField("Name", text: $name)
                    .focused($focusedField, equals: .name)
                    .textContentType(.name)
                    .submitLabel(.next)
                    .onSubmit { focusedField = .email }
                TextField("Email", text: $email)
                    .focused($focusedField, equals: .email)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
            }

            Section("Subscription") {
                Picker("Plan", selection: $plan) {
                    ForEach(Plan.allCases) { plan in
                        Text(plan.rawValue.capitalized).tag(plan)
                    }
                }
                .pickerStyle(.segmented)
                if plan == .team {
                    Stepper("Seats: \(seats)", value: $seats, in: 1...50)
                }
                Toggle("Notifications", isOn: $notifications)
            }

            Section {
                Button("Save") {
                    savedCount += 1
                    focusedField = nil
                }
                .disabled(!isValid)
            } footer: {
                Text("Saved \(savedCount) times")
            }
        }
        .onChange(of: plan) { oldPlan, newPlan in
            if newPlan != .team { seats = 1 }
        }
    }
}

struct ProfileForm_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            ProfileForm()
                .navigationTitle("Edit Profile")
        }
    }
}
