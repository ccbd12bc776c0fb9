// On Linux, `import SwiftUI` resolves to this module, which is Strata under SwiftUI's name.
@_exported import Strata
