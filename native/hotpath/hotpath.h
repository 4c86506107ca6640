/*
 * aeronkit._hotpath: the per-message client path as a CPython extension (C11).
 *
 * cffi costs a few hundred nanoseconds per call in argument conversion, and the per-message API made two
 * or three such calls per offer and wrapped a Python Header per fragment. This module holds the same
 * C log-buffer code (native/aeronkit_term_appender.c, aeronkit_term_reader.c) behind base types that
 * the Python classes derive from, so `publication.offer(buffer)` and `image.poll(handler, limit)` are
 * one C method each:
 *
 *   Header            the fragment header flyweight (aeronkit.logbuffer.header.Header derives from it)
 *   PublicationCore   offer(); the base of aeronkit.client.Publication / ExclusivePublication
 *   ImageCore         poll / bounded_poll / controlled_poll / bounded_controlled_poll; the base of Image
 *   SubscriptionCore  poll / controlled_poll over the images, round-robin; the base of Subscription
 *   AssemblerCore     the unfragmented pass-through of aeronkit.client.FragmentAssembler
 *
 * Safety at the edges: every memory region is a Py_buffer this module acquired and holds (so the mapping
 * cannot be unmapped under it), every offset read from Python or shared memory is bounds checked against
 * that buffer, and handlers are called with the GIL held. Anything outside the common case (closed,
 * extra arguments, an error code) is handed to a Python method of the derived class, which keeps the one
 * definition of that behaviour.
 */
#ifndef AERONKIT_HOTPATH_H
#define AERONKIT_HOTPATH_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#include "aeronkit_logbuffer.h"

/* A buffer this module holds an export of while it uses the memory behind it. */
typedef struct hp_region_stct
{
    Py_buffer view;
    int held;
}
hp_region_t;

int hp_region_acquire(hp_region_t *region, PyObject *source, int writable);
void hp_region_release(hp_region_t *region);

/* A counter of 8 bytes at `offset` in a held region (the publisher limit, a subscriber position). */
typedef struct hp_counter_stct
{
    hp_region_t region;
    Py_ssize_t offset;
}
hp_counter_t;

int hp_counter_bind(hp_counter_t *counter, PyObject *source, Py_ssize_t offset);

static inline uint8_t *hp_counter_address(const hp_counter_t *counter)
{
    return (uint8_t *)counter->region.view.buf + counter->offset;
}

/* A mapped log: the region and the aeronkit_log_t aeronkit_log_init validated over it. */
typedef struct hp_log_stct
{
    hp_region_t region;
    aeronkit_log_t log;
}
hp_log_t;

int hp_log_bind(hp_log_t *log, PyObject *source);

/* The Header flyweight: `buffer` and `offset` point at a frame header; fields are read on demand. */
typedef struct hp_header_stct
{
    PyObject_HEAD
    PyObject *buffer;
    hp_region_t region;
    Py_ssize_t offset;
    int initial_term_id;
    int position_bits_to_shift;
}
hp_header_t;

extern PyTypeObject hp_header_type;
extern PyTypeObject hp_publication_type;
extern PyTypeObject hp_image_type;
extern PyTypeObject hp_subscription_type;
extern PyTypeObject hp_assembler_type;
extern PyTypeObject hp_claim_type;

/* Re-point a header at `offset` in `buffer` (acquires the buffer's export when the buffer changes). */
int hp_header_wrap(hp_header_t *header, PyObject *buffer, Py_ssize_t offset);

/* The FragmentAssembler base: `delegate` gets unfragmented fragments directly. */
typedef struct hp_assembler_stct
{
    PyObject_HEAD
    PyObject *delegate;
}
hp_assembler_t;

/* The Publication base: its log, publisher limit and (exclusive) appender state. */
typedef struct hp_publication_stct
{
    PyObject_HEAD
    char closed;
    hp_log_t log;
    hp_counter_t limit;
    hp_region_t state; /* an aeronkit_exclusive_appender_t for an exclusive publication */
    PyObject *logs;    /* the LogBuffers, handed to claims */
    PyObject *terms[AERONKIT_LOG_PARTITION_COUNT];
}
hp_publication_t;

/* The BufferClaim base: the claim struct (a cffi aeronkit_claim_t, `_claim`) and, after a C try_claim, the log. */
typedef struct hp_claim_stct
{
    PyObject_HEAD
    PyObject *logs;      /* `_logs`: the LogBuffers of the claimed frame, None when not holding one */
    PyObject *frame;     /* views of the frame, made on first use */
    PyObject *buffer;
    hp_region_t claim;   /* the aeronkit_claim_t */
    hp_publication_t *publication; /* the publication of a C try_claim, until commit or abort */
    PyObject *term;      /* the term's memoryview the frame views are sliced from */
}
hp_claim_t;

/* PublicationCore.try_claim reserved a frame into the claim's struct: the claim takes it over. */
void hp_claim_take(hp_claim_t *claim, hp_publication_t *publication, PyObject *term);

/* Interned names of the Python-side methods this module falls back to. */
typedef struct hp_names_stct
{
    PyObject *offer_slow;
    PyObject *settle;
    PyObject *check;
    PyObject *ensure_open;
    PyObject *reassemble;
    PyObject *finish;
    PyObject *try_claim_slow;
}
hp_names_t;

extern hp_names_t hp_names;

/*
 * "Is this an instance of base?" with the last matching (sub)type remembered, so the check per fragment or
 * per image is one pointer comparison. The remembered type is held by a reference, so it cannot be freed
 * and its address reused by another type.
 */
typedef struct hp_type_check_stct
{
    PyTypeObject *base;
    PyTypeObject *seen;
}
hp_type_check_t;

int hp_is_instance(hp_type_check_t *check, PyObject *object);

/* ImageCore's fragment loops, also called by SubscriptionCore without going through Python. */
PyObject *hp_image_poll_impl(PyObject *image, PyObject *handler, int64_t limit_position, Py_ssize_t fragment_limit,
    int controlled);

#endif
