import Strata

extension NodeEmitter {
    /// `dir`: the innermost layout direction among a layer's effects. Flex rows, grids,
    /// `text-align:start` and logical padding mirror with it.
    mutating func writeDirection(_ effects: [RenderEffect], range: Range<Int>) {
        for index in range {
            guard case .layoutDirection(let direction) = effects[index] else { continue }
            writer.raw(direction == .rightToLeft ? " dir=\"rtl\"" : " dir=\"ltr\"")
            return
        }
    }
}
