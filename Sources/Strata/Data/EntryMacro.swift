/// Declares an environment value with its key in one line:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var chipTint: Color = .accentColor
/// }
/// ```
///
/// It expands to a private `EnvironmentKey` named `__Key_<name>` whose default is the initial
/// value, and a getter and setter through `EnvironmentValues`' key subscript.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "StrataMacros", type: "EntryMacro")
