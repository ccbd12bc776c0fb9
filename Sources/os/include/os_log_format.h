// The printf-style `os_log` forms with arguments, `os_log("%{public}@ took %d ms", log: log,
// type: .info, name, elapsed)`. Apple declares them with a Swift variadic `CVarArg...` parameter,
// which C cannot declare (Swift does not import C's `...`), so each is declared here once per
// number of arguments (one to three) and per argument type: a string (`const char *`, which a Swift
// `String` passes as), an integer (`long`, Swift's `Int`) or a floating-point number (`double`,
// Swift's `Double`, and `CGFloat` through Swift's conversion), for each of the four label forms
// `os_log(_:_:)`, `os_log(_:log:_:)`, `os_log(_:type:_:)` and `os_log(_:log:type:_:)`: 156 overloads
// of the one Swift name, made by the macros below. The message is formatted by log_format.c.
#ifndef STRATA_OS_LOG_FORMAT_H
#define STRATA_OS_LOG_FORMAT_H

// The C type of each argument kind: S string, I integer, D floating-point number.
#define STRATA_OS_ARG_S const char *
#define STRATA_OS_ARG_I long
#define STRATA_OS_ARG_D double

// The parameters before the arguments, and their Swift labels, of each label form.
#define STRATA_OS_PARAMS_F const char *format
#define STRATA_OS_PARAMS_FL const char *format, os_log_t log
#define STRATA_OS_PARAMS_FT const char *format, os_log_type_t type
#define STRATA_OS_PARAMS_FLT const char *format, os_log_t log, os_log_type_t type
#define STRATA_OS_LABELS_F "os_log(_:"
#define STRATA_OS_LABELS_FL "os_log(_:log:"
#define STRATA_OS_LABELS_FT "os_log(_:type:"
#define STRATA_OS_LABELS_FLT "os_log(_:log:type:"

// Calls M(FORM, kinds...) for every combination of argument kinds of one length.
#define STRATA_OS_EACH1(M, K) M(K, S) M(K, I) M(K, D)
#define STRATA_OS_EACH2(M, K) STRATA_OS_EACH2_(M, K, S) STRATA_OS_EACH2_(M, K, I) STRATA_OS_EACH2_(M, K, D)
#define STRATA_OS_EACH2_(M, K, A) M(K, A, S) M(K, A, I) M(K, A, D)
#define STRATA_OS_EACH3(M, K) STRATA_OS_EACH3_(M, K, S) STRATA_OS_EACH3_(M, K, I) STRATA_OS_EACH3_(M, K, D)
#define STRATA_OS_EACH3_(M, K, A) STRATA_OS_EACH3__(M, K, A, S) STRATA_OS_EACH3__(M, K, A, I) STRATA_OS_EACH3__(M, K, A, D)
#define STRATA_OS_EACH3__(M, K, A, B) M(K, A, B, S) M(K, A, B, I) M(K, A, B, D)

// The C functions' names and parameter lists (log_format.c defines them with the same macros).
#define STRATA_OS_NAME1(K, A) strata_os_log_##K##_##A
#define STRATA_OS_NAME2(K, A, B) strata_os_log_##K##_##A##B
#define STRATA_OS_NAME3(K, A, B, C) strata_os_log_##K##_##A##B##C
#define STRATA_OS_SIGNATURE1(K, A) \
    void STRATA_OS_NAME1(K, A)(STRATA_OS_PARAMS_##K, STRATA_OS_ARG_##A a0)
#define STRATA_OS_SIGNATURE2(K, A, B) \
    void STRATA_OS_NAME2(K, A, B)(STRATA_OS_PARAMS_##K, STRATA_OS_ARG_##A a0, STRATA_OS_ARG_##B a1)
#define STRATA_OS_SIGNATURE3(K, A, B, C) \
    void STRATA_OS_NAME3(K, A, B, C)(STRATA_OS_PARAMS_##K, STRATA_OS_ARG_##A a0, STRATA_OS_ARG_##B a1, STRATA_OS_ARG_##C a2)

#define STRATA_OS_DECLARE1(K, A) \
    STRATA_OS_SIGNATURE1(K, A) __attribute__((swift_name(STRATA_OS_LABELS_##K "_:)")));
#define STRATA_OS_DECLARE2(K, A, B) \
    STRATA_OS_SIGNATURE2(K, A, B) __attribute__((swift_name(STRATA_OS_LABELS_##K "_:_:)")));
#define STRATA_OS_DECLARE3(K, A, B, C) \
    STRATA_OS_SIGNATURE3(K, A, B, C) __attribute__((swift_name(STRATA_OS_LABELS_##K "_:_:_:)")));

#define STRATA_OS_DECLARE_FORM(K) \
    STRATA_OS_EACH1(STRATA_OS_DECLARE1, K) STRATA_OS_EACH2(STRATA_OS_DECLARE2, K) STRATA_OS_EACH3(STRATA_OS_DECLARE3, K)

STRATA_OS_DECLARE_FORM(F)
STRATA_OS_DECLARE_FORM(FL)
STRATA_OS_DECLARE_FORM(FT)
STRATA_OS_DECLARE_FORM(FLT)

#endif
