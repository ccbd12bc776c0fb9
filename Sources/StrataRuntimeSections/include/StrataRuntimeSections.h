#ifndef STRATA_RUNTIME_SECTIONS_H
#define STRATA_RUNTIME_SECTIONS_H

#include <stddef.h>

/// The bounds of the Swift protocol-conformance records linked into this executable (ELF only):
/// every `X: P` conformance of every module statically linked into the program. Both are NULL where
/// the section is unknown (Mach-O, or no Swift code).
void strata_protocol_conformances(const void *_Nullable *_Nonnull start, const void *_Nullable *_Nonnull end);

/// Calls a non-generic type's metadata access function (a Swift-convention function taking the
/// metadata request) and returns the complete metadata.
const void *_Nullable strata_call_metadata_accessor(const void *_Nonnull accessor);

#endif
