// Empty on purpose: see module.modulemap. The Accelerate names are Swift declarations in Strata.
#ifndef STRATA_ACCELERATE_H
#define STRATA_ACCELERATE_H
#endif
