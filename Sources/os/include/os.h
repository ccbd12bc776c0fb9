// The C-shaped names of Apple's `os` module on Linux: the log level, the log and logger handles and
// the unfair lock. Strata gives them their Swift API (Sources/Strata/OSLog).
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

/// A log: a subsystem and a category, registered by Strata (`OSLog(subsystem:category:)`).
/// `OSLog()` and `OSLog.default` have neither.
typedef struct __attribute__((swift_name("OSLog"))) os_log_s {
    uint32_t _strata_log;
} os_log_t;

/// A logger writing to one log (`Logger(subsystem:category:)`); `Logger()` writes to the default log.
typedef struct __attribute__((swift_name("Logger"))) strata_logger_s {
    os_log_t _strata_log;
} strata_logger_t;

/// The type of `os_log`: a value whose `callAsFunction` forms, added by Strata, are Apple's `os_log`
/// functions. A value rather than a Swift function, so that a file importing only `os` sees them.
typedef struct __attribute__((swift_name("_OSLogFunction"))) strata_os_log_function_s {
    uint8_t _unused;
} strata_os_log_function;

/// Logs a message: `os_log("Loaded \(count) items")`, `os_log(.error, log: log, "...")`, or the
/// format-string forms `os_log("%{public}@", log: log, type: .info, name)`.
extern const strata_os_log_function os_log;

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
