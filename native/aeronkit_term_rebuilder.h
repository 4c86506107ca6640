/*
 * Receiver-side and driver-side term maintenance: inserting datagrams into an image's term
 * (logbuf/TermRebuilder.java), padding over a gap an unreliable stream gives up on (TermGapFiller.java)
 * and padding over a claim a dead publisher never committed (TermUnblocker.java); all at
 * aeron-client/src/main/java/io/aeron/logbuffer/ in Aeron 1.51.0.
 */
#ifndef AERONKIT_TERM_REBUILDER_H
#define AERONKIT_TERM_REBUILDER_H

#include "aeronkit_logbuffer.h"

#define AERONKIT_UNBLOCK_NO_ACTION (0)
#define AERONKIT_UNBLOCK_UNBLOCKED (1)
#define AERONKIT_UNBLOCK_UNBLOCKED_TO_END (2)

int aeronkit_term_rebuild_insert(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, const uint8_t *packet,
    int32_t length);
int aeronkit_term_gap_fill(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_id, int32_t gap_offset, int32_t gap_length);
int aeronkit_term_unblock(
    const aeronkit_log_t *log, int32_t partition_index, int32_t blocked_offset, int32_t tail_offset,
    int32_t term_id);

#endif
