/*
 * Ordered access to shared memory (mapped files) for everything another process relies on:
 * tails, heads, frame lengths, counters, positions. Python has no fences, so every such access goes
 * through these. The memory model mirrors Agrona's AtomicBuffer: plain, volatile (acquire/release
 * or seq_cst), ordered (release store) and atomic read-modify-write. All offsets must be naturally
 * aligned; the bounds-checked out-of-line wrappers in aeronkit_atomic.c guard the Python edge.
 */
#ifndef AERONKIT_ATOMIC_H
#define AERONKIT_ATOMIC_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "aeronkit_errors.h"

static inline int32_t aeronkit_get_int32_acquire(const uint8_t *addr)
{
    return atomic_load_explicit((_Atomic int32_t *)(uintptr_t)addr, memory_order_acquire);
}

static inline int64_t aeronkit_get_int64_acquire(const uint8_t *addr)
{
    return atomic_load_explicit((_Atomic int64_t *)(uintptr_t)addr, memory_order_acquire);
}

static inline void aeronkit_put_int32_release(uint8_t *addr, int32_t value)
{
    atomic_store_explicit((_Atomic int32_t *)(uintptr_t)addr, value, memory_order_release);
}

static inline void aeronkit_put_int64_release(uint8_t *addr, int64_t value)
{
    atomic_store_explicit((_Atomic int64_t *)(uintptr_t)addr, value, memory_order_release);
}

static inline void aeronkit_put_int64_volatile(uint8_t *addr, int64_t value)
{
    atomic_store_explicit((_Atomic int64_t *)(uintptr_t)addr, value, memory_order_seq_cst);
}

static inline void aeronkit_put_int32_volatile(uint8_t *addr, int32_t value)
{
    atomic_store_explicit((_Atomic int32_t *)(uintptr_t)addr, value, memory_order_seq_cst);
}

static inline int64_t aeronkit_get_and_add_int64(uint8_t *addr, int64_t delta)
{
    return atomic_fetch_add_explicit((_Atomic int64_t *)(uintptr_t)addr, delta, memory_order_seq_cst);
}

static inline int32_t aeronkit_get_and_add_int32(uint8_t *addr, int32_t delta)
{
    return atomic_fetch_add_explicit((_Atomic int32_t *)(uintptr_t)addr, delta, memory_order_seq_cst);
}

static inline bool aeronkit_cas_int64(uint8_t *addr, int64_t expected, int64_t desired)
{
    return atomic_compare_exchange_strong_explicit(
        (_Atomic int64_t *)(uintptr_t)addr, &expected, desired, memory_order_seq_cst, memory_order_seq_cst);
}

static inline bool aeronkit_cas_int32(uint8_t *addr, int32_t expected, int32_t desired)
{
    return atomic_compare_exchange_strong_explicit(
        (_Atomic int32_t *)(uintptr_t)addr, &expected, desired, memory_order_seq_cst, memory_order_seq_cst);
}

static inline void aeronkit_fence_acquire(void)
{
    atomic_thread_fence(memory_order_acquire);
}

static inline void aeronkit_fence_release(void)
{
    atomic_thread_fence(memory_order_release);
}

/* True when [offset, offset + size) lies inside a buffer of `length` bytes and offset is size-aligned. */
static inline int aeronkit_check_access(size_t length, int64_t offset, size_t size)
{
    if (offset < 0 || (uint64_t)offset > length || length - (size_t)offset < size)
    {
        return AERONKIT_ATOMIC_ERR_BOUNDS;
    }
    if (((uint64_t)offset & (size - 1)) != 0)
    {
        return AERONKIT_ATOMIC_ERR_ALIGNMENT;
    }
    return AERONKIT_OK;
}

/* Bounds-checked wrappers for Python: return AERONKIT_OK or an AERONKIT_ATOMIC_ERR_* code. */
int aeronkit_atomic_get_int32(const uint8_t *buffer, size_t length, int64_t offset, int32_t *out);
int aeronkit_atomic_get_int64(const uint8_t *buffer, size_t length, int64_t offset, int64_t *out);
int aeronkit_atomic_put_int32_ordered(uint8_t *buffer, size_t length, int64_t offset, int32_t value);
int aeronkit_atomic_put_int64_ordered(uint8_t *buffer, size_t length, int64_t offset, int64_t value);
int aeronkit_atomic_put_int64_volatile(uint8_t *buffer, size_t length, int64_t offset, int64_t value);
int aeronkit_atomic_get_and_add_int64(uint8_t *buffer, size_t length, int64_t offset, int64_t delta, int64_t *out);
int aeronkit_atomic_cas_int64(uint8_t *buffer, size_t length, int64_t offset, int64_t expected, int64_t desired,
    int32_t *swapped);

#endif
