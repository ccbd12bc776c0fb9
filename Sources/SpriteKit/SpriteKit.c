// SwiftPM builds a C target only with a source file; the target exists for its module map.
#include "SpriteKit.h"
