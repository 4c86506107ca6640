/*
 * Walking a recording's segment files for whole messages, in batches (the archive reader behind the Spark
 * data source). Python maps one segment file at a time and calls aeronkit_recording_walk() with it; the
 * walk checks every frame against the position it sits at (frame length, termOffset, termId, streamId,
 * optionally sessionId, type DATA or PAD, the aligned frame inside its term: the checks Aeron's
 * ReplaySession makes, aeron-archive/src/main/java/io/aeron/archive/ReplaySession.java at 1.51.0), steps
 * over padding, reassembles BEGIN..END fragments and copies each whole message's payload into a
 * caller-provided batch of column arrays.
 *
 * All state lives in two small structs owned by the caller, so a message may start in one call and end in
 * a later one (across terms and segment files). Nothing here allocates; every read is bounded by the mapped
 * length and every write by the batch capacities. One call returns one event (see aeronkit_walk_result_t);
 * on MALFORMED the damage is described in the walk struct and the cursor has already moved past it.
 */
#ifndef AERONKIT_RECORDING_WALK_H
#define AERONKIT_RECORDING_WALK_H

#include <stdint.h>

#include "aeronkit_errors.h"

typedef enum aeronkit_walk_result_en
{
    AERONKIT_WALK_DONE = 0,          /* the slice is complete (stop reached at a message boundary) */
    AERONKIT_WALK_SEGMENT_END = 1,   /* the cursor reached the end of this segment file: map the next */
    AERONKIT_WALK_BATCH_FULL = 2,    /* max messages or max bytes reached at a message boundary */
    AERONKIT_WALK_NEED_DATA = 3,     /* grow batch->data to at least walk->need_bytes and call again */
    AERONKIT_WALK_MALFORMED = 4,     /* walk->bad_* describe a damaged stretch; the cursor is past it */
    AERONKIT_WALK_END_OF_DATA = 5    /* an active recording has no more complete frames */
} aeronkit_walk_result_t;
/* Or AERONKIT_WALK_ERR_ARGUMENT (aeronkit_errors.h): inconsistent state or arguments, nothing was read. */

typedef enum aeronkit_walk_reason_en
{
    AERONKIT_WALK_OK = 0,
    AERONKIT_WALK_BAD_FRAME_LENGTH = 1, /* detail_a = frame length (negative or < 32) */
    AERONKIT_WALK_BAD_TERM_OFFSET = 2,  /* detail_a = found, detail_b = expected */
    AERONKIT_WALK_BAD_TERM_ID = 3,      /* detail_a = found, detail_b = expected */
    AERONKIT_WALK_BAD_STREAM_ID = 4,    /* detail_a = found, detail_b = expected */
    AERONKIT_WALK_BAD_SESSION_ID = 5,   /* detail_a = found, detail_b = expected */
    AERONKIT_WALK_BAD_TYPE = 6,         /* detail_a = frame type */
    AERONKIT_WALK_PAST_TERM = 7,        /* detail_a = frame length, detail_b = term offset */
    AERONKIT_WALK_DATA_MISSING = 8,     /* frame length 0 before the stop position of a stopped recording */
    AERONKIT_WALK_TRUNCATED = 9,        /* detail_a = file length */
    AERONKIT_WALK_NO_BEGIN = 10,        /* a continuation fragment with no message in progress */
    AERONKIT_WALK_NO_END = 11,          /* a message in progress was cut off (detail_a = fragments seen) */
    AERONKIT_WALK_PAST_STOP = 12,       /* detail_a = frame length, detail_b = recording stop position */
    AERONKIT_WALK_FILE_MISSING = 13
} aeronkit_walk_reason_t;

/* Column arrays of one batch: `capacity` entries each, `data_capacity` payload bytes. */
typedef struct aeronkit_walk_batch_stct
{
    int64_t *position;
    int32_t *term_id;
    int32_t *term_offset;
    int32_t *session_id;
    int32_t *stream_id;
    uint8_t *flags;
    int64_t *reserved_value;
    int32_t *length;
    uint64_t *offset;
    uint8_t *data;
    int32_t capacity;
    int32_t max_messages;
    uint64_t data_capacity;
    uint64_t max_bytes;
    int32_t count;
    uint64_t data_used;
} aeronkit_walk_batch_t;

typedef struct aeronkit_walk_stct
{
    /* geometry and expectations, set once per slice */
    int64_t term_length;
    int32_t position_bits;
    int32_t initial_term_id;
    int32_t stream_id;
    int32_t session_id;
    int32_t check_session_id;
    int32_t active;
    int64_t emit_from;                /* messages beginning before this are consumed but not delivered */
    int64_t stop_position;            /* no message beginning at or after this is started */
    int64_t recording_stop_position;  /* never read at or past this */
    /* cursor */
    int64_t position;
    /* reassembly */
    int32_t in_message;
    int32_t skip_continuations;
    int32_t msg_frames;
    int32_t msg_term_id;
    int32_t msg_term_offset;
    int32_t msg_session_id;
    int32_t msg_stream_id;
    int32_t msg_report;               /* the message began at or after emit_from: deliver or report it */
    int32_t msg_orphan;               /* a run of continuation fragments with no BEGIN before them */
    int64_t msg_position;
    int64_t msg_reserved_value;
    uint64_t msg_data_start;
    /* the last event */
    int32_t reason;
    int64_t bad_position;
    int64_t bad_length;
    int64_t detail_a;
    int64_t detail_b;
    uint64_t need_bytes;
} aeronkit_walk_t;

int aeronkit_recording_walk(
    aeronkit_walk_t *walk, aeronkit_walk_batch_t *batch, const uint8_t *segment, uint64_t mapped_length,
    int32_t file_missing, int64_t segment_base, int64_t segment_length);

#endif
