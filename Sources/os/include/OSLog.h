// `import OSLog`: the same names as `import os`.
#ifndef STRATA_OSLOG_H
#define STRATA_OSLOG_H
#include "os.h"
#endif
