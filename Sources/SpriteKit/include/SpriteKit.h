// Empty on purpose: see module.modulemap. The SpriteKit names are Swift declarations in Strata.
#ifndef STRATA_SPRITEKIT_H
#define STRATA_SPRITEKIT_H
#endif
