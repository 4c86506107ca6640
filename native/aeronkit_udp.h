/*
 * Batched datagram I/O for the media driver's sender and receiver.
 *
 * One call moves many datagrams: recvmmsg/sendmmsg under the hood, so a duty cycle crosses from Python to C
 * once however many datagrams it handles (design rule 7). cffi releases the GIL around each call. Nothing
 * here allocates: the caller owns every buffer, and the kernel message headers live on the C stack in
 * chunks of AERONKIT_UDP_CHUNK.
 *
 * Facts: Aeron moves datagrams one per syscall in Java (aeron-driver/.../media/UdpChannelTransport.java,
 * SendChannelEndpoint.java, ReceiveChannelEndpoint.java at 1.51.0) and with recvmmsg/sendmmsg in C
 * (aeron-driver/src/main/c/media/aeron_udp_transport_poller.c).
 *
 * Return convention: >= 0 is a count; arguments that fail the checks return an AERONKIT_UDP_ERR_* code
 * (aeronkit_errors.h) before any syscall is made; a failed syscall returns AERONKIT_UDP_ERR_SYSCALL with
 * its errno left in aeronkit_errno() for this thread.
 */
#ifndef AERONKIT_UDP_H
#define AERONKIT_UDP_H

#include <stdint.h>

#include <stddef.h>

#include "aeronkit_errors.h"

#define AERONKIT_UDP_MAX_BATCH (1024)
#define AERONKIT_UDP_CHUNK (64)
#define AERONKIT_UDP_MAX_DATAGRAM (65504)
#define AERONKIT_UDP_TRUNCATED (-1)

/* An IPv4 or IPv6 socket address in a flat, cffi-friendly form (port in host byte order). */
typedef struct aeronkit_udp_address_stct
{
    uint16_t family;
    uint16_t port;
    uint32_t scope_id;
    uint8_t addr[16];
}
aeronkit_udp_address_t;

int32_t aeronkit_udp_recv_batch(
    int fd, uint8_t *buffers, int64_t buffers_length, int32_t slot_length,
    int32_t *lengths, aeronkit_udp_address_t *addresses, int32_t max);

int32_t aeronkit_udp_send_batch(
    int fd, const uint8_t *buffer, int64_t buffer_length, const int64_t *offsets, const int32_t *lengths,
    const aeronkit_udp_address_t *addresses, int32_t count);


/*
 * Checks each received datagram before any Python sees it, and writes its frame type to types[i], or
 * AERONKIT_UDP_INVALID when it must be dropped and counted as an invalid packet:
 *   - shorter than 8 bytes, truncated (length -1) or version != 0 (Aeron's isValidFrame);
 *   - shorter than its type's header (SETUP 40, SM 36, NAK 28, RTTM 40, ERR 40, RSP_SETUP 20);
 *   - DATA/PAD datagrams that are not whole 32-byte-aligned frames of one stream laid end to end:
 *     a heartbeat is exactly 32 bytes with frame length 0; a padding frame may only come last and is sent
 *     as its 32-byte header alone; every frame has version 0, the first frame's session, stream and term
 *     id, and the term offset where the previous frame ended.
 * Returns the number of valid datagrams, or an AERONKIT_UDP_ERR_* code for bad arguments.
 */
int32_t aeronkit_udp_classify(
    const uint8_t *buffers, int64_t buffers_length, int32_t slot_length, const int32_t *lengths,
    int32_t count, int32_t *types);

#define AERONKIT_UDP_INVALID (-1)

/* Frame types and the length each needs (aeron-client/src/main/java/io/aeron/protocol/, the flyweights). */
#define AERONKIT_UDP_MIN_HEADER_LENGTH (8)
#define AERONKIT_UDP_HDR_TYPE_NAK (0x02)
#define AERONKIT_UDP_HDR_TYPE_SM (0x03)
#define AERONKIT_UDP_HDR_TYPE_ERR (0x04)
#define AERONKIT_UDP_HDR_TYPE_SETUP (0x05)
#define AERONKIT_UDP_HDR_TYPE_RTTM (0x06)
#define AERONKIT_UDP_HDR_TYPE_RSP_SETUP (0x0B)
#define AERONKIT_UDP_NAK_LENGTH (28)
#define AERONKIT_UDP_SM_LENGTH (36)
#define AERONKIT_UDP_SETUP_LENGTH (40)
#define AERONKIT_UDP_RTTM_LENGTH (40)
#define AERONKIT_UDP_ERR_HEADER_LENGTH (40)
#define AERONKIT_UDP_RSP_SETUP_LENGTH (20)

#include "aeronkit_logbuffer.h"

#define AERONKIT_UDP_MAX_IMAGES (4096)

/*
 * One publication image's receive state, as PublicationImage.insertPacket (aeron-driver/.../
 * PublicationImage.java at 1.51.0) keeps it. The struct is the state's home: the Python image allocates it
 * and reads its properties from it, the receive calls update it in place, so nothing is copied per batch.
 * Python writes the "in" fields when the image sends a status message or is rejected; the calls write the
 * "state" fields and add to the counts, which Python publishes to the counters and zeroes after a batch.
 * track_slot and eos_slot name a slot of the batch the call was given (Python reads its source address to
 * track which transport and address the image hears from, as PublicationImage.trackConnection does) and
 * are reset to -1 by Python.
 */
typedef struct aeronkit_udp_image_stct
{
    const aeronkit_log_t *log;
    int32_t session_id;
    int32_t stream_id;
    /* in */
    int64_t last_sm_position;
    int64_t last_overrun_threshold;
    int64_t window_length;
    int32_t rejected; /* non-zero once the image is rejected: its datagrams are dropped */
    int32_t eos_deferred; /* non-zero when the image has several transports (a multi-destination subscription):
                             an end-of-stream heartbeat then ends only its connection, and Python decides */
    /* state */
    int64_t hwm_position;
    int64_t end_of_stream_position; /* -1 until an end-of-stream heartbeat */
    int64_t time_of_last_packet_ns;
    int32_t track_slot; /* slot of the last datagram of the call that kept the image's connection alive, or -1 */
    int32_t eos_slot; /* with eos_deferred: slot of the last end-of-stream heartbeat of the call, or -1 */
    /* counts since Python last published them */
    int32_t datagrams;
    int32_t inserted;
    int32_t heartbeats;
    int32_t over_runs;
    int32_t under_runs;
    int32_t invalid;
    int32_t revoked;
}
aeronkit_udp_image_t;

/* What one receive or dispatch call did. */
typedef struct aeronkit_udp_receive_result_stct
{
    int32_t received;
    int32_t invalid;
    int32_t consumed;
    int32_t pending;
    int64_t consumed_bytes;
}
aeronkit_udp_receive_result_t;

/*
 * Hand classified datagrams to their images: for k in [0, order_count), slot order[k] of the batch (all of
 * them in slot order when `order` is NULL and order_count is the number received). Every DATA/PAD datagram
 * whose (session id, stream id) is in `images` goes straight into that image's term with Aeron's over-run,
 * under-run, heartbeat and end-of-stream rules; a padding frame that claims to run past the end of its term
 * is invalid. The slot indices of the valid datagrams it did not consume (SETUP, RTTM, data of sessions with
 * no image yet) are written to pending[0 .. result->pending), in the order given, for Python. An index may
 * repeat (a duplicated datagram); invalid slots are skipped (the classification counted them).
 * Returns order_count, or an AERONKIT_UDP_ERR_* code for bad arguments (nothing done).
 */
int32_t aeronkit_udp_dispatch_data(
    const uint8_t *buffers, int64_t buffers_length, int32_t slot_length, const int32_t *lengths,
    const int32_t *types, int32_t count, const int32_t *order, int32_t order_count,
    aeronkit_udp_image_t **images, int32_t image_count, int64_t now_ns, int32_t *pending,
    aeronkit_udp_receive_result_t *result);

/*
 * The data side of a receive endpoint in one call: recvmmsg up to `max` datagrams into the slots, classify
 * them (aeronkit_udp_classify) and dispatch them all (aeronkit_udp_dispatch_data); result->invalid counts the
 * datagrams the classification refused. types[] holds each datagram's type as aeronkit_udp_classify leaves it.
 * Returns the number received, or an AERONKIT_UDP_ERR_* code (bad arguments, a failed syscall).
 */
int32_t aeronkit_udp_receive_data(
    int fd, uint8_t *buffers, int64_t buffers_length, int32_t slot_length, int32_t *lengths,
    aeronkit_udp_address_t *addresses, int32_t *types, int32_t max, aeronkit_udp_image_t **images,
    int32_t image_count, int64_t now_ns, int32_t *pending, aeronkit_udp_receive_result_t *result);

#endif
