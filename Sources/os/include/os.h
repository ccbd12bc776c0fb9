// Apple's `os` module on Linux, declared in C so that it is a Clang module (see module.modulemap):
// the log level, logs and loggers with their methods (imported as members through `swift_name`),
// `os_log`, and the unfair lock. Messages are written by log.c; Strata adds the `privacy:`,
// `format:` and `align:` interpolations (Sources/Strata/OSLog).
#ifndef STRATA_OS_H
#define STRATA_OS_H

#include <stdbool.h>
#include <stdint.h>

/// The level of a log message (`.default`, `.info`, `.debug`, `.error`, `.fault`), Apple's values.
typedef uint8_t os_log_type_t __attribute__((swift_wrapper(struct))) __attribute__((swift_name("OSLogType")));

static const os_log_type_t OS_LOG_TYPE_DEFAULT __attribute__((swift_name("OSLogType.default"))) = 0x00;
static const os_log_type_t OS_LOG_TYPE_INFO __attribute__((swift_name("OSLogType.info"))) = 0x01;
static const os_log_type_t OS_LOG_TYPE_DEBUG __attribute__((swift_name("OSLogType.debug"))) = 0x02;
static const os_log_type_t OS_LOG_TYPE_ERROR __attribute__((swift_name("OSLogType.error"))) = 0x10;
static const os_log_type_t OS_LOG_TYPE_FAULT __attribute__((swift_name("OSLogType.fault"))) = 0x11;

/// A log: a subsystem and a category (`OSLog(subsystem:category:)`), held as a number.
/// `OSLog()` and `OSLog.default` have neither; `OSLog.disabled` drops its messages.
typedef struct __attribute__((swift_name("OSLog"))) os_log_s {
    uint32_t _strata_log;
} os_log_t;

/// The log without subsystem or category.
extern const os_log_t strata_os_log_default __attribute__((swift_name("OSLog.default")));
/// A log whose messages are dropped.
extern const os_log_t strata_os_log_disabled __attribute__((swift_name("OSLog.disabled")));
/// The log of a subsystem (usually the bundle or package identifier) and a category; the same pair
/// always gives the same log.
os_log_t strata_os_log_create(const char *subsystem, const char *category)
    __attribute__((swift_name("OSLog.init(subsystem:category:)")));
/// Whether messages of a level are written (all are, except to `OSLog.disabled`).
bool strata_os_log_is_enabled(os_log_t log, os_log_type_t type) __attribute__((swift_name("OSLog.isEnabled(self:type:)")));

/// A logger writing to one log; `Logger()` writes to the default log. Messages are interpolated
/// strings: Strata gives string interpolation the `privacy:`, `format:` and `align:` arguments.
typedef struct __attribute__((swift_name("Logger"))) strata_logger_s {
    os_log_t _strata_log;
} strata_logger_t;

/// A logger writing to the log of a subsystem and a category.
strata_logger_t strata_logger_create(const char *subsystem, const char *category)
    __attribute__((swift_name("Logger.init(subsystem:category:)")));
/// A logger writing to a log.
strata_logger_t strata_logger_with_log(os_log_t log) __attribute__((swift_name("Logger.init(_:)")));

/// Writes a message at a level.
void strata_logger_log_level(strata_logger_t self, os_log_type_t level, const char *message)
    __attribute__((swift_name("Logger.log(self:level:_:)")));
/// Writes a message at the default level.
void strata_logger_log(strata_logger_t self, const char *message) __attribute__((swift_name("Logger.log(self:_:)")));
/// Writes a message at the debug level.
void strata_logger_trace(strata_logger_t self, const char *message) __attribute__((swift_name("Logger.trace(self:_:)")));
/// Writes a message at the debug level.
void strata_logger_debug(strata_logger_t self, const char *message) __attribute__((swift_name("Logger.debug(self:_:)")));
/// Writes a message at the info level.
void strata_logger_info(strata_logger_t self, const char *message) __attribute__((swift_name("Logger.info(self:_:)")));
/// Writes a message at the default level.
void strata_logger_notice(strata_logger_t self, const char *message) __attribute__((swift_name("Logger.notice(self:_:)")));
/// Writes a message at the error level.
void strata_logger_warning(strata_logger_t self, const char *message) __attribute__((swift_name("Logger.warning(self:_:)")));
/// Writes a message at the error level.
void strata_logger_error(strata_logger_t self, const char *message) __attribute__((swift_name("Logger.error(self:_:)")));
/// Writes a message at the fault level.
void strata_logger_critical(strata_logger_t self, const char *message) __attribute__((swift_name("Logger.critical(self:_:)")));
/// Writes a message at the fault level.
void strata_logger_fault(strata_logger_t self, const char *message) __attribute__((swift_name("Logger.fault(self:_:)")));

/// `os_log("Loaded \(count) items")`: the default log, the default level.
void strata_os_log(const char *message) __attribute__((swift_name("os_log(_:)")));
/// `os_log(.error, "...")`.
void strata_os_log_type(os_log_type_t type, const char *message) __attribute__((swift_name("os_log(_:_:)")));
/// `os_log(log: log, "...")`.
void strata_os_log_log(os_log_t log, const char *message) __attribute__((swift_name("os_log(log:_:)")));
/// `os_log(.error, log: log, "...")`.
void strata_os_log_type_log(os_log_type_t type, os_log_t log, const char *message)
    __attribute__((swift_name("os_log(_:log:_:)")));

/// `os_log("Started", log: log, type: .info)`: the printf-style form without arguments.
void strata_os_log_static(const char *message, os_log_t log, os_log_type_t type)
    __attribute__((swift_name("os_log(_:log:type:)")));
/// `os_log("Started", type: .info)`.
void strata_os_log_static_type(const char *message, os_log_type_t type) __attribute__((swift_name("os_log(_:type:)")));
/// `os_log("Started", log: log)`.
void strata_os_log_static_log(const char *message, os_log_t log) __attribute__((swift_name("os_log(_:log:)")));

/// Writes a finished message (the printf-style forms format theirs first, in log_format.c).
void strata_os_log_write(os_log_t log, os_log_type_t type, const char *message);

#include "os_log_format.h"

/// Receives each log line (without its newline) in place of standard error; NULL restores standard
/// error. Returns the previous receiver. For tests.
typedef void (*strata_os_log_sink)(const char *line);
strata_os_log_sink strata_os_log_set_sink(strata_os_log_sink sink);

/// A lock that does not spin: waiters sleep in the kernel (a futex). Initialize with
/// `os_unfair_lock()`; never copy a lock in use.
typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

/// Locks, waiting while another thread holds the lock.
void os_unfair_lock_lock(os_unfair_lock_t lock);
/// Locks if no thread holds the lock, and tells whether it did.
bool os_unfair_lock_trylock(os_unfair_lock_t lock);
/// Unlocks a lock the calling thread holds.
void os_unfair_lock_unlock(os_unfair_lock_t lock);
/// Stops the program unless the calling thread holds the lock.
void os_unfair_lock_assert_owner(const os_unfair_lock *lock);
/// Stops the program if the calling thread holds the lock.
void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock);

#endif
