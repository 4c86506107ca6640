/*
 * Reading fragments out of a term (aeron-client/src/main/java/io/aeron/logbuffer/TermReader.java at 1.51.0).
 *
 * A C-to-Python callback per fragment would cost more than the copy it delivers, so the reader instead
 * describes up to `fragment_limit` fragments into a caller-provided array in one call and returns how many,
 * with the offset to continue from. Python then hands out zero-copy views over the mapped term. Padding
 * frames are stepped over (they count towards the offset, not the fragments), as Aeron's reader does.
 */
#ifndef AERONKIT_TERM_READER_H
#define AERONKIT_TERM_READER_H

#include "aeronkit_logbuffer.h"

/* One fragment: where its frame starts in the term and the header fields a handler usually wants. */
typedef struct aeronkit_fragment_stct
{
    int64_t reserved_value;
    int32_t term_offset;
    int32_t length;
    int32_t session_id;
    int32_t stream_id;
    int32_t term_id;
    uint8_t flags;
    uint8_t version;
    uint16_t type;
}
aeronkit_fragment_t;

int32_t aeronkit_term_read(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, int32_t fragment_limit,
    aeronkit_fragment_t *fragments, int32_t *next_offset);
int32_t aeronkit_log_read(
    const aeronkit_log_t *log, int64_t position, int32_t fragment_limit, aeronkit_fragment_t *fragments,
    int64_t *next_position);

/*
 * The same, stopping before the first frame that starts at or after `limit_offset` (a term offset) or
 * `limit_position` (a stream position): a frame that starts before the limit is read whole. This is the
 * scan of Image.boundedPoll / boundedControlledPoll / controlledPeek; the unbounded forms use the term end.
 */
int32_t aeronkit_term_read_bounded(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, int32_t limit_offset,
    int32_t fragment_limit, aeronkit_fragment_t *fragments, int32_t *next_offset);
int32_t aeronkit_log_read_bounded(
    const aeronkit_log_t *log, int64_t position, int64_t limit_position, int32_t fragment_limit,
    aeronkit_fragment_t *fragments, int64_t *next_position);

#endif
