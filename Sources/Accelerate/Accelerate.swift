// On Linux, `import Accelerate` resolves to this module. `vDSP`, `vForce`, the `vDSP_*` functions and
// BLAS are declared in Strata (`Sources/Strata/Accelerate`), so this module re-exports Strata
// (docs/compatibility.md#spritekit-accelerate-and-collection-views).
@_exported import Strata
