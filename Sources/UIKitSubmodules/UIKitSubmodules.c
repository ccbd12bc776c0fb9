// SwiftPM builds a C target only with a source file; this target exists for its module map.
