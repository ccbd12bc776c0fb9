// `os_unfair_lock` over a Linux futex. The lock word holds the owner's thread id (so the owner
// assertions can check it) and a bit telling that threads may be waiting.
#if defined(__linux__)  // elsewhere the platform has its own `os` module and Strata does not use this one
#define _GNU_SOURCE
#include "os.h"

#include <linux/futex.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

#define WAITERS 0x80000000u

static uint32_t current_thread(void) {
    static __thread uint32_t tid;
    if (tid == 0) {
        tid = (uint32_t)syscall(SYS_gettid) & ~WAITERS;
    }
    return tid;
}

static void futex_wait(uint32_t *word, uint32_t expected) {
    syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, expected, NULL, NULL, 0);
}

static void futex_wake_one(uint32_t *word) {
    syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

bool os_unfair_lock_trylock(os_unfair_lock_t lock) {
    uint32_t expected = 0;
    return __atomic_compare_exchange_n(&lock->_os_unfair_lock_opaque, &expected, current_thread(), false,
                                       __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

void os_unfair_lock_lock(os_unfair_lock_t lock) {
    if (os_unfair_lock_trylock(lock)) {
        return;
    }
    uint32_t *word = &lock->_os_unfair_lock_opaque;
    uint32_t self = current_thread();
    for (;;) {
        uint32_t value = __atomic_load_n(word, __ATOMIC_RELAXED);
        if (value == 0) {
            // Taken with the waiters bit: another thread may still sleep on the word.
            if (__atomic_compare_exchange_n(word, &value, self | WAITERS, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
                return;
            }
            continue;
        }
        if ((value & WAITERS) == 0 &&
            !__atomic_compare_exchange_n(word, &value, value | WAITERS, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
            continue;
        }
        futex_wait(word, value | WAITERS);
    }
}

void os_unfair_lock_unlock(os_unfair_lock_t lock) {
    uint32_t previous = __atomic_exchange_n(&lock->_os_unfair_lock_opaque, 0, __ATOMIC_RELEASE);
    if (previous & WAITERS) {
        futex_wake_one(&lock->_os_unfair_lock_opaque);
    }
}

static uint32_t owner(const os_unfair_lock *lock) {
    return __atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED) & ~WAITERS;
}

void os_unfair_lock_assert_owner(const os_unfair_lock *lock) {
    if (owner(lock) != current_thread()) {
        fputs("os_unfair_lock_assert_owner: the calling thread does not hold the lock\n", stderr);
        abort();
    }
}

void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock) {
    if (owner(lock) == current_thread()) {
        fputs("os_unfair_lock_assert_not_owner: the calling thread holds the lock\n", stderr);
        abort();
    }
}
#endif
