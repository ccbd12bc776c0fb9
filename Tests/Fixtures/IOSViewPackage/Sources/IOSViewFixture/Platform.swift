/// The platform the package is built for: iOS, as `strata-check` evaluates `#if`.
#if os(iOS)
public let platformName = "iOS"
#else
public let platformName = notBuiltForIOS
#endif
