/*
 * Archive replay I/O: append a run of recorded frames, exactly as they lie in a segment file, to an exclusive
 * publication's log in one call (the block append Aeron's ReplaySession does with
 * ExclusivePublication.offerBlock; aeron-archive/src/main/java/io/aeron/archive/ReplaySession.java and
 * aeron-client/src/main/java/io/aeron/ExclusivePublication.java at 1.51.0).
 *
 * The recorded frames keep their length, version, flags, type, term offset and reserved value; the session
 * id, stream id and term id are the replay publication's (the same term geometry, so the same term id).
 * Frames are checked one by one before they are copied; the block stops before the first frame that is not
 * written yet, ends beyond the caller's limit, is neither data nor padding, or fails a check. The caller
 * handles that frame itself (and reports corruption), so no frame is ever copied unchecked.
 *
 * The log and appender parameters are aeronkit_log_t / aeronkit_exclusive_appender_t (void * in the cdef
 * so its declarations do not depend on the order cffi reads the cdef files in).
 */
#ifndef AERONKIT_ARCHIVE_IO_H
#define AERONKIT_ARCHIVE_IO_H

#include <stdint.h>

/*
 * Appends frames of segment[segment_offset, ...) that start at stream position `position` (which must be the
 * appender's position) and end no later than `limit_position`, at most `max_length` bytes and never past the
 * end of the active term or of the segment. `publication_limit` is the publisher-limit counter.
 *
 * Returns the position after the appended block (> 0), 0 when the first frame must be handled by the caller
 * (not a plain data/padding frame, not written yet, beyond the limit, or failing a check), a publication code
 * (-1..-5; ADMIN_ACTION after a term rotation) or, for bad arguments, an AERONKIT_LOG_ERR_* code
 * (<= AERONKIT_ERR_FIRST).
 * *frames receives the number of frames appended.
 */
int64_t aeronkit_archive_replay_block(
    const void *log, void *appender, int64_t publication_limit, const uint8_t *segment, uint64_t segment_length,
    int64_t segment_offset, int64_t position, int64_t limit_position, int32_t max_length, int32_t *frames);

#endif
