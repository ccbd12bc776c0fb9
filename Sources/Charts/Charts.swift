// On Linux, `import Charts` resolves to this module. Linux has no Swift Charts; the chart API
// (`Chart`, marks, axes, scales) lives in StrataCharts, and chart code also uses SwiftUI's names,
// so this module re-exports both, as `import SwiftUI` re-exports Strata.
@_exported import StrataCharts
@_exported import Strata
