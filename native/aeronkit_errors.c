/*
 * The thread-local last-error record behind AERONKIT_SET_ERR (see aeronkit_errors.h).
 */
#include <stdarg.h>
#include <stdio.h>

#include "aeronkit_errors.h"

#define AERONKIT_ERRMSG_LENGTH (512)

static _Thread_local int aeronkit_last_code = 0;
static _Thread_local int aeronkit_last_errno = 0;
static _Thread_local char aeronkit_last_message[AERONKIT_ERRMSG_LENGTH];

int aeronkit_set_err(int code, int os_errno, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(aeronkit_last_message, sizeof(aeronkit_last_message), format, args);
    va_end(args);
    aeronkit_last_code = code;
    aeronkit_last_errno = os_errno;
    return code;
}

int aeronkit_errcode(void)
{
    return aeronkit_last_code;
}

int aeronkit_errno(void)
{
    return aeronkit_last_errno;
}

const char *aeronkit_errmsg(void)
{
    return aeronkit_last_message;
}

void aeronkit_err_clear(void)
{
    aeronkit_last_code = 0;
    aeronkit_last_errno = 0;
    aeronkit_last_message[0] = '\0';
}
