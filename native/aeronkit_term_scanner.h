/*
 * Scanning terms without delivering fragments: how many bytes are ready to send as a block
 * (logbuf/TermScanner.java, used by senders), where a block of whole frames ends (TermBlockScanner.java,
 * block polls and archive recording) and where the first hole is (TermGapScanner.java, loss detection).
 * All at aeron-client/src/main/java/io/aeron/logbuffer/ in 1.51.0.
 */
#ifndef AERONKIT_TERM_SCANNER_H
#define AERONKIT_TERM_SCANNER_H

#include "aeronkit_logbuffer.h"

int aeronkit_term_scan_for_availability(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, int32_t max_length,
    int32_t *available, int32_t *padding);
int aeronkit_term_block_scan(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, int32_t limit_offset,
    int32_t *next_offset);
int aeronkit_term_gap_scan(
    const aeronkit_log_t *log, int32_t partition_index, int32_t term_offset, int32_t limit_offset,
    int32_t *gap_offset, int32_t *gap_length);

#endif
