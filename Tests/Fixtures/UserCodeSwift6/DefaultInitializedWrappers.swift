// Property wrappers declared without a value must default-initialize, as in SwiftUI; this only
// compiles if their `init()` is usable from another module.
import SwiftUI

public struct DefaultInitializedWrappers: View {
    enum Field: Hashable { case name }
    @FocusState private var isFocused: Bool
    @FocusState private var field: Field?
    @State private var count: Int?

    public init() {}

    public var body: some View { Text("x") }
}
