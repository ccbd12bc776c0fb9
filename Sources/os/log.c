// Logs and loggers: each message is one line on standard error,
//
//     [Error] [com.example.shop:network] Request failed
//
// the level as Apple's `log` tool names it, the subsystem and category in brackets (left out for the
// default log), then the message with line breaks written as `\n` and backslashes as `\\`.
#include "os.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define DISABLED UINT32_MAX

const os_log_t strata_os_log_default = {0};
const os_log_t strata_os_log_disabled = {DISABLED};

// The subsystems and categories by log number; number 0 is the default log. Each pair is stored
// once, so making the same log again costs a lookup and no memory.
struct entry {
    char *subsystem;
    char *category;
};
static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static struct entry *entries;
static uint32_t entry_count;
static uint32_t entry_capacity;

static char *copy(const char *text) {
    return strdup(text ? text : "");
}

os_log_t strata_os_log_create(const char *subsystem, const char *category) {
    subsystem = subsystem ? subsystem : "";
    category = category ? category : "";
    if (*subsystem == 0 && *category == 0) {
        return strata_os_log_default;
    }
    os_log_t log = strata_os_log_default;
    pthread_mutex_lock(&registry_lock);
    for (uint32_t index = 1; index < entry_count; index++) {
        if (strcmp(entries[index].subsystem, subsystem) == 0 && strcmp(entries[index].category, category) == 0) {
            log._strata_log = index;
            pthread_mutex_unlock(&registry_lock);
            return log;
        }
    }
    if (entry_count == 0) {
        entry_count = 1;  // the default log's slot
    }
    if (entry_count >= entry_capacity) {
        uint32_t capacity = entry_capacity ? entry_capacity * 2 : 16;
        struct entry *grown = realloc(entries, capacity * sizeof *entries);
        if (grown == NULL) {
            pthread_mutex_unlock(&registry_lock);
            return log;  // out of memory: the default log
        }
        entries = grown;
        entry_capacity = capacity;
    }
    entries[entry_count].subsystem = copy(subsystem);
    entries[entry_count].category = copy(category);
    log._strata_log = entry_count++;
    pthread_mutex_unlock(&registry_lock);
    return log;
}

bool strata_os_log_is_enabled(os_log_t log, os_log_type_t type) {
    (void)type;
    return log._strata_log != DISABLED;
}

strata_logger_t strata_logger_create(const char *subsystem, const char *category) {
    return strata_logger_with_log(strata_os_log_create(subsystem, category));
}

strata_logger_t strata_logger_with_log(os_log_t log) {
    strata_logger_t logger = {log};
    return logger;
}

static const char *level_name(os_log_type_t level) {
    switch (level) {
    case 0x00: return "Default";
    case 0x01: return "Info";
    case 0x02: return "Debug";
    case 0x10: return "Error";
    case 0x11: return "Fault";
    default: return "Default";
    }
}

// Standard error, or the test's receiver.
static pthread_mutex_t output_lock = PTHREAD_MUTEX_INITIALIZER;
static strata_os_log_sink sink;

strata_os_log_sink strata_os_log_set_sink(strata_os_log_sink receiver) {
    pthread_mutex_lock(&output_lock);
    strata_os_log_sink previous = sink;
    sink = receiver;
    pthread_mutex_unlock(&output_lock);
    return previous;
}

// Appends `text`, escaped if asked, to the growing line; false when out of memory.
static bool append(char **line, size_t *length, size_t *capacity, const char *text, bool escape) {
    for (; *text; text++) {
        const char *piece = NULL;
        char single[2] = {*text, 0};
        if (escape && *text == '\n') piece = "\\n";
        else if (escape && *text == '\r') piece = "\\r";
        else if (escape && *text == '\\') piece = "\\\\";
        else piece = single;
        size_t size = strlen(piece);
        if (*length + size + 2 > *capacity) {
            size_t grown = (*capacity + size + 2) * 2;
            char *bigger = realloc(*line, grown);
            if (bigger == NULL) return false;
            *line = bigger;
            *capacity = grown;
        }
        memcpy(*line + *length, piece, size);
        *length += size;
    }
    return true;
}

static void write_all(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(2, bytes, count);
        if (written > 0) {
            bytes += written;
            count -= (size_t)written;
        } else if (written < 0 && errno == EINTR) {
            continue;
        } else {
            return;
        }
    }
}

static void write_message(os_log_t log, os_log_type_t level, const char *message) {
    if (log._strata_log == DISABLED) return;
    const char *subsystem = "";
    const char *category = "";
    pthread_mutex_lock(&registry_lock);
    if (log._strata_log != 0 && log._strata_log < entry_count) {
        subsystem = entries[log._strata_log].subsystem;
        category = entries[log._strata_log].category;
    }
    pthread_mutex_unlock(&registry_lock);  // entries are never freed, so the strings stay valid

    char *line = NULL;
    size_t length = 0, capacity = 0;
    bool ok = append(&line, &length, &capacity, "[", false)
        && append(&line, &length, &capacity, level_name(level), false)
        && append(&line, &length, &capacity, "] ", false);
    if (ok && (*subsystem || *category)) {
        ok = append(&line, &length, &capacity, "[", false)
            && append(&line, &length, &capacity, subsystem, false)
            && append(&line, &length, &capacity, ":", false)
            && append(&line, &length, &capacity, category, false)
            && append(&line, &length, &capacity, "] ", false);
    }
    ok = ok && append(&line, &length, &capacity, message ? message : "", true);
    if (!ok) {
        free(line);
        return;
    }
    pthread_mutex_lock(&output_lock);
    if (sink) {
        line[length] = 0;
        sink(line);
    } else {
        line[length] = '\n';
        write_all(line, length + 1);
    }
    pthread_mutex_unlock(&output_lock);
    free(line);
}

void strata_logger_log_level(strata_logger_t self, os_log_type_t level, const char *message) {
    write_message(self._strata_log, level, message);
}
void strata_logger_log(strata_logger_t self, const char *message) { write_message(self._strata_log, 0x00, message); }
void strata_logger_trace(strata_logger_t self, const char *message) { write_message(self._strata_log, 0x02, message); }
void strata_logger_debug(strata_logger_t self, const char *message) { write_message(self._strata_log, 0x02, message); }
void strata_logger_info(strata_logger_t self, const char *message) { write_message(self._strata_log, 0x01, message); }
void strata_logger_notice(strata_logger_t self, const char *message) { write_message(self._strata_log, 0x00, message); }
void strata_logger_warning(strata_logger_t self, const char *message) { write_message(self._strata_log, 0x10, message); }
void strata_logger_error(strata_logger_t self, const char *message) { write_message(self._strata_log, 0x10, message); }
void strata_logger_critical(strata_logger_t self, const char *message) { write_message(self._strata_log, 0x11, message); }
void strata_logger_fault(strata_logger_t self, const char *message) { write_message(self._strata_log, 0x11, message); }

void strata_os_log_write(os_log_t log, os_log_type_t type, const char *message) { write_message(log, type, message); }

void strata_os_log(const char *message) { write_message(strata_os_log_default, 0x00, message); }
void strata_os_log_type(os_log_type_t type, const char *message) { write_message(strata_os_log_default, type, message); }
void strata_os_log_log(os_log_t log, const char *message) { write_message(log, 0x00, message); }
void strata_os_log_type_log(os_log_type_t type, os_log_t log, const char *message) { write_message(log, type, message); }
void strata_os_log_static(const char *message, os_log_t log, os_log_type_t type) { write_message(log, type, message); }
void strata_os_log_static_type(const char *message, os_log_type_t type) { write_message(strata_os_log_default, type, message); }
void strata_os_log_static_log(const char *message, os_log_t log) { write_message(log, 0x00, message); }
