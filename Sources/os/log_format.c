// The printf-style `os_log` forms with arguments (declared in os_log_format.h): the format is
// filled in with the arguments and written as one message. Conversions: `%@` and `%s` take the
// next argument as text; `%d`, `%i`, `%u`, `%x`, `%X`, `%o`, `%c` as an integer and `%f`, `%e`,
// `%g`, `%a` (and capitals) as a number, with their flags, width and precision (length modifiers
// are ignored: the argument's own type decides); `%%` is `%`. A privacy annotation before the
// conversion (`%{public}@`, `%{private}d`) shows the value for `public` and writes `<private>` for
// `private` and `sensitive`; without one the value is shown, as interpolated messages are (see
// docs/compatibility.md#logging-os-and-oslog). A conversion with no argument left is written as it
// stands; arguments left over are ignored.
#include "os.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct argument {
    char kind;  // 'S', 'I' or 'D'
    const char *text;
    long integer;
    double number;
};

#define STRATA_OS_VALUE_S(x) {'S', (x), 0, 0}
#define STRATA_OS_VALUE_I(x) {'I', NULL, (x), 0}
#define STRATA_OS_VALUE_D(x) {'D', NULL, 0, (x)}

// A growing string; `failed` once out of memory.
struct text {
    char *bytes;
    size_t length, capacity;
    int failed;
};

static void add(struct text *text, const char *bytes, size_t count) {
    if (text->failed) return;
    if (text->length + count + 1 > text->capacity) {
        size_t capacity = (text->capacity + count + 1) * 2;
        char *grown = realloc(text->bytes, capacity);
        if (grown == NULL) {
            text->failed = 1;
            return;
        }
        text->bytes = grown;
        text->capacity = capacity;
    }
    memcpy(text->bytes + text->length, bytes, count);
    text->length += count;
    text->bytes[text->length] = 0;
}

static void add_string(struct text *text, const char *string) {
    add(text, string, strlen(string));
}

// A string with the width and precision of `spec` (`%-8s`, `%.3@`).
static void add_padded(struct text *text, const char *string, const char *spec) {
    if (*spec == 0) {
        add_string(text, string);
        return;
    }
    char format[48];
    snprintf(format, sizeof format, "%%%ss", spec);
    int size = snprintf(NULL, 0, format, string);
    if (size <= 0) return;
    char *padded = malloc((size_t)size + 1);
    if (padded == NULL) {
        text->failed = 1;
        return;
    }
    snprintf(padded, (size_t)size + 1, format, string);
    add(text, padded, (size_t)size);
    free(padded);
}

// One argument by a conversion whose flags, width and precision are `spec` (without `%` and
// without the conversion letter).
static void add_argument(struct text *text, const struct argument *argument, const char *spec, char conversion) {
    char format[48];
    char buffer[128];
    int written = 0;
    if (conversion == '@' || conversion == 's') {
        if (argument->kind == 'S') {
            add_padded(text, argument->text ? argument->text : "(null)", spec);
            return;
        }
        conversion = argument->kind == 'I' ? 'd' : 'g';
        spec = "";
    }
    if (strchr("diuxXoc", conversion)) {
        long value = argument->kind == 'I' ? argument->integer
            : argument->kind == 'D' ? (long)argument->number : 0;
        if (argument->kind == 'S') {
            add_padded(text, argument->text ? argument->text : "(null)", spec);
            return;
        }
        if (conversion == 'c') {
            snprintf(format, sizeof format, "%%%sc", spec);
            written = snprintf(buffer, sizeof buffer, format, (int)value);
        } else {
            snprintf(format, sizeof format, "%%%sl%c", spec, conversion);
            written = snprintf(buffer, sizeof buffer, format, value);
        }
    } else {
        double value = argument->kind == 'D' ? argument->number
            : argument->kind == 'I' ? (double)argument->integer : 0;
        if (argument->kind == 'S') {
            add_padded(text, argument->text ? argument->text : "(null)", spec);
            return;
        }
        snprintf(format, sizeof format, "%%%s%c", spec, conversion);
        written = snprintf(buffer, sizeof buffer, format, value);
    }
    if (written > 0) add(text, buffer, (size_t)written < sizeof buffer ? (size_t)written : sizeof buffer - 1);
}

static void write_formatted(os_log_t log, os_log_type_t type, const char *format,
                            const struct argument *arguments, int count) {
    struct text text = {0};
    int next = 0;
    const char *cursor = format ? format : "";
    add(&text, "", 0);
    while (*cursor) {
        const char *percent = strchr(cursor, '%');
        if (percent == NULL) {
            add_string(&text, cursor);
            break;
        }
        add(&text, cursor, (size_t)(percent - cursor));
        const char *scan = percent + 1;
        if (*scan == '%') {
            add(&text, "%", 1);
            cursor = scan + 1;
            continue;
        }
        int hidden = 0;
        if (*scan == '{') {
            const char *close = strchr(scan, '}');
            if (close == NULL) {
                add_string(&text, percent);
                break;
            }
            // The annotation may list several words (`{private, mask.hash}`); the first decides.
            hidden = strncmp(scan + 1, "private", 7) == 0 || strncmp(scan + 1, "sensitive", 9) == 0;
            scan = close + 1;
        }
        char spec[32];
        size_t spec_length = 0;
        while (*scan && strchr("-+ #0123456789.", *scan)) {
            if (spec_length + 1 < sizeof spec) spec[spec_length++] = *scan;
            scan++;
        }
        spec[spec_length] = 0;
        while (*scan && strchr("hlqjzt", *scan)) scan++;  // length modifiers: the argument decides
        char conversion = *scan;
        if (conversion == 0 || !strchr("@sdiuxXocfFeEgGaA", conversion)) {
            add(&text, percent, (size_t)(scan - percent) + (conversion ? 1 : 0));
            cursor = conversion ? scan + 1 : scan;
            continue;
        }
        if (next >= count) {
            add(&text, percent, (size_t)(scan - percent) + 1);
        } else if (hidden) {
            add_string(&text, "<private>");
            next++;
        } else {
            add_argument(&text, &arguments[next++], spec, conversion);
        }
        cursor = scan + 1;
    }
    if (!text.failed) strata_os_log_write(log, type, text.bytes);
    free(text.bytes);
}

// The log and level each label form passes on.
#define STRATA_OS_LOG_F strata_os_log_default
#define STRATA_OS_LOG_FL log
#define STRATA_OS_LOG_FT strata_os_log_default
#define STRATA_OS_LOG_FLT log
#define STRATA_OS_TYPE_F 0
#define STRATA_OS_TYPE_FL 0
#define STRATA_OS_TYPE_FT type
#define STRATA_OS_TYPE_FLT type

#define STRATA_OS_DEFINE1(K, A) \
    STRATA_OS_SIGNATURE1(K, A) { \
        struct argument arguments[] = {STRATA_OS_VALUE_##A(a0)}; \
        write_formatted(STRATA_OS_LOG_##K, STRATA_OS_TYPE_##K, format, arguments, 1); \
    }
#define STRATA_OS_DEFINE2(K, A, B) \
    STRATA_OS_SIGNATURE2(K, A, B) { \
        struct argument arguments[] = {STRATA_OS_VALUE_##A(a0), STRATA_OS_VALUE_##B(a1)}; \
        write_formatted(STRATA_OS_LOG_##K, STRATA_OS_TYPE_##K, format, arguments, 2); \
    }
#define STRATA_OS_DEFINE3(K, A, B, C) \
    STRATA_OS_SIGNATURE3(K, A, B, C) { \
        struct argument arguments[] = {STRATA_OS_VALUE_##A(a0), STRATA_OS_VALUE_##B(a1), STRATA_OS_VALUE_##C(a2)}; \
        write_formatted(STRATA_OS_LOG_##K, STRATA_OS_TYPE_##K, format, arguments, 3); \
    }
#define STRATA_OS_DEFINE_FORM(K) \
    STRATA_OS_EACH1(STRATA_OS_DEFINE1, K) STRATA_OS_EACH2(STRATA_OS_DEFINE2, K) STRATA_OS_EACH3(STRATA_OS_DEFINE3, K)

STRATA_OS_DEFINE_FORM(F)
STRATA_OS_DEFINE_FORM(FL)
STRATA_OS_DEFINE_FORM(FT)
STRATA_OS_DEFINE_FORM(FLT)
