import SwiftUI

#Preview("Select with thumbnails") {
    @Previewable @State var country = "DE"
    Select("Country", selection: $country, options: [
        SelectOption("Germany", value: "DE", thumbnail: Image(systemName: "flag")),
        SelectOption("France", value: "FR", thumbnail: Image(systemName: "flag")),
    ])
    .padding()
}
