extension ContentUnavailableView where Label == Strata.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// The standard "No Results" view for a search.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The standard "No Results" view for a search for `text`.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search.")
        )
    }
}
