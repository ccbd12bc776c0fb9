// `import os.log`: Apple's logging submodule, the same names as `import os` (declared in os.h).
#ifndef STRATA_OS_LOG_H
#define STRATA_OS_LOG_H
#include "os.h"
#endif
