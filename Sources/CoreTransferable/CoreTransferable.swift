// On Linux, `import CoreTransferable` resolves to this module: `Transferable` and the
// representations a type declares for sharing, drag and drop and copying. `import SwiftUI`
// re-exports it, as Apple's does. A type's representations export and import its values
// (`exported(as:)`, `importedContentTypes()`); a page offers them where it can.
@_exported import UniformTypeIdentifiers
