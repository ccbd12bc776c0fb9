// The C integer limits Apple's Darwin overlay imports and Glibc's headers spell in forms Swift does
// not import (`(-32767-1)`, `__INT64_C(...)`). The others (`INT8_MIN`, `INT16_MAX`, ...) come from
// Glibc already. Types are Darwin's.
#if !canImport(Darwin)
public let INT16_MIN: Int32 = -32768
public let INT32_MIN: Int32 = .min
public let INT64_MIN: Int64 = .min
public let INT64_MAX: Int64 = .max
public let UINT64_MAX: UInt64 = .max
#endif
