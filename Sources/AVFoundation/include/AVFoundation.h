// Empty on purpose: see module.modulemap. The AVFoundation names are Swift declarations in Strata.
#ifndef STRATA_AVFOUNDATION_H
#define STRATA_AVFOUNDATION_H
#endif
