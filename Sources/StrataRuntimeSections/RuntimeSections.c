#include "StrataRuntimeSections.h"

#if defined(__ELF__)
// The linker defines these for every section whose name is a C identifier; the Swift runtime's own
// image registration (swiftrt.o) reads the same symbols.
extern const char __start_swift5_protocol_conformances __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances __attribute__((weak, visibility("hidden")));

void strata_protocol_conformances(const void **start, const void **end) {
    *start = &__start_swift5_protocol_conformances;
    *end = &__stop_swift5_protocol_conformances;
}
#else
void strata_protocol_conformances(const void **start, const void **end) {
    *start = NULL;
    *end = NULL;
}
#endif

typedef struct {
    const void *metadata;
    size_t state;
} StrataMetadataResponse;

#if __has_attribute(swiftcall)
typedef StrataMetadataResponse (*StrataMetadataAccessor)(size_t request) __attribute__((swiftcall));
#else
typedef StrataMetadataResponse (*StrataMetadataAccessor)(size_t request);
#endif

const void *strata_call_metadata_accessor(const void *accessor) {
    // Request 0: complete metadata, blocking.
    return ((StrataMetadataAccessor)accessor)(0).metadata;
}
