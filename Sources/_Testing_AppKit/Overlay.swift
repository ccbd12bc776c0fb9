// Swift Testing's cross-import overlay for `AppKit`, which the Linux toolchain names but does not ship:
// with `import Testing` and `import AppKit` in one file the compiler loads this module, so it must
// exist. It adds nothing.
