import SwiftUI

// An expense list in the iOS 15 style: NavigationView, searchable, refreshable, swipeActions,
// listRowBackground, currency formatting, presentationMode in the add sheet.

struct Expense: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var category: Category
    var amount: Double
    var date: Date

    enum Category: String, CaseIterable, Identifiable {
        case food = "Food", travel = "Travel", bills = "Bills"
        var id: String { rawValue }
        var icon: String {
            switch self {
            case .food: return "cart"
            case .travel: return "airplane"
            case .bills: return "doc.text"
            }
        }
    }
}

class ExpenseStore: ObservableObject {
    @Published var items: [Expense] = [
        Expense(name: "Groceries", category: .food, amount: 54.20, date: Date()),
        Expense(name: "Train ticket", category: .travel, amount: 23.5, date: Date().addingTimeInterval(-86_400)),
        Expense(name: "Electricity", category: .bills, amount: 80, date: Date().addingTimeInterval(-172_800)),
    ]

    var total: Double { items.reduce(0) { $0 + $1.amount } }
}

struct ExpenseRow: View {
    let expense: Expense

    var body: some View {
        HStack {
            Image(systemName: expense.category.icon)
                .frame(width: 32, height: 32)
                .background(Color(.systemGray6))
                .clipShape(Circle())
            VStack(alignment: .leading) {
                Text(expense.name)
                    .font(.headline)
                Text(expense.date.formatted(.dateTime.month().day()))
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Text(expense.amount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                .foregroundColor(expense.amount > 75 ? .red : .primary)
        }
    }
}

struct AddExpenseView: View {
    @Environment(\.presentationMode) var presentationMode
    @ObservedObject var store: ExpenseStore
    @State private var name = ""
    @State private var amount = 0.0
    @State private var category = Expense.Category.food

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
                Picker("Category", selection: $category) {
                    ForEach(Expense.Category.allCases) { category in
                        Text(category.rawValue).tag(category)
                    }
                }
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            .navigationBarTitle("Add expense", displayMode: .inline)
            .navigationBarItems(trailing: Button("Save") {
                store.items.append(Expense(name: name, category: category, amount: amount, date: Date()))
                presentationMode.wrappedValue.dismiss()
            })
        }
    }
}

struct ExpenseTracker: View {
    @StateObject var store = ExpenseStore()
    @State private var searchText = ""
    @State private var showingAdd = false

    var filtered: [Expense] {
        searchText.isEmpty ? store.items : store.items.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Total").font(.caption)) {
                    Text(store.total, format: .currency(code: "USD"))
                        .font(.largeTitle.bold())
                        .listRowBackground(Color.blue.opacity(0.1))
                }
                Section("Recent") {
                    ForEach(filtered) { expense in
                        ExpenseRow(expense: expense)
                            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                Button(role: .destructive) {
                                    store.items.removeAll { $0.id == expense.id }
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                                Button {
                                } label: {
                                    Label("Flag", systemImage: "flag")
                                }
                                .tint(.orange)
                            }
                            .swipeActions(edge: .leading) {
                                Button("Pin") {}
                                    .tint(.yellow)
                            }
                    }
                    .onDelete { offsets in
                        store.items.remove(atOffsets: offsets)
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .searchable(text: $searchText, prompt: "Search expenses")
            .refreshable {
                try? await Task.sleep(nanoseconds: 500_000_000)
            }
            .navigationBarTitle("Expenses")
            .toolbar {
                Button {
                    showingAdd = true
                } label: {
                    Image(systemName: "plus")
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddExpenseView(store: store)
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct ExpenseTracker_Previews: PreviewProvider {
    static var previews: some View {
        ExpenseTracker()
    }
}
