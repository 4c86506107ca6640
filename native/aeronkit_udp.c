/* Batched datagram I/O; see aeronkit_udp.h for the contract. */
#include "aeronkit_udp.h"
#include "aeronkit_term_rebuilder.h"

#include <errno.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>

static void aeronkit_udp_from_sockaddr(const struct sockaddr_storage *ss, aeronkit_udp_address_t *out)
{
    memset(out, 0, sizeof(*out));
    if (AF_INET == ss->ss_family)
    {
        const struct sockaddr_in *in4 = (const struct sockaddr_in *)ss;
        out->family = AF_INET;
        out->port = ntohs(in4->sin_port);
        memcpy(out->addr, &in4->sin_addr, 4);
    }
    else if (AF_INET6 == ss->ss_family)
    {
        const struct sockaddr_in6 *in6 = (const struct sockaddr_in6 *)ss;
        out->family = AF_INET6;
        out->port = ntohs(in6->sin6_port);
        out->scope_id = in6->sin6_scope_id;
        memcpy(out->addr, &in6->sin6_addr, 16);
    }
}

static int aeronkit_udp_to_sockaddr(
    const aeronkit_udp_address_t *address, struct sockaddr_storage *ss, socklen_t *ss_length)
{
    memset(ss, 0, sizeof(*ss));
    if (AF_INET == address->family)
    {
        struct sockaddr_in *in4 = (struct sockaddr_in *)ss;
        in4->sin_family = AF_INET;
        in4->sin_port = htons(address->port);
        memcpy(&in4->sin_addr, address->addr, 4);
        *ss_length = sizeof(struct sockaddr_in);
        return 0;
    }
    if (AF_INET6 == address->family)
    {
        struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)ss;
        in6->sin6_family = AF_INET6;
        in6->sin6_port = htons(address->port);
        in6->sin6_scope_id = address->scope_id;
        memcpy(&in6->sin6_addr, address->addr, 16);
        *ss_length = sizeof(struct sockaddr_in6);
        return 0;
    }
    return AERONKIT_UDP_ERR_FAMILY;
}

int32_t aeronkit_udp_recv_batch(
    int fd, uint8_t *buffers, int64_t buffers_length, int32_t slot_length,
    int32_t *lengths, aeronkit_udp_address_t *addresses, int32_t max)
{
    if (fd < 0 || NULL == buffers || NULL == lengths || max < 1 || max > AERONKIT_UDP_MAX_BATCH ||
        slot_length < 1 || slot_length > AERONKIT_UDP_MAX_DATAGRAM + 1 || buffers_length < 0 ||
        (int64_t)slot_length * max > buffers_length)
    {
        return AERONKIT_UDP_ERR_ARGUMENT;
    }

    struct mmsghdr msgs[AERONKIT_UDP_CHUNK];
    struct iovec iovs[AERONKIT_UDP_CHUNK];
    struct sockaddr_storage names[AERONKIT_UDP_CHUNK];
    int32_t received = 0;

    while (received < max)
    {
        const int32_t want = (max - received) < AERONKIT_UDP_CHUNK ? (max - received) : AERONKIT_UDP_CHUNK;
        for (int32_t i = 0; i < want; i++)
        {
            iovs[i].iov_base = buffers + (int64_t)(received + i) * slot_length;
            iovs[i].iov_len = (size_t)slot_length;
            memset(&msgs[i], 0, sizeof(msgs[i]));
            msgs[i].msg_hdr.msg_iov = &iovs[i];
            msgs[i].msg_hdr.msg_iovlen = 1;
            msgs[i].msg_hdr.msg_name = &names[i];
            msgs[i].msg_hdr.msg_namelen = sizeof(names[i]);
        }

        const int n = recvmmsg(fd, msgs, (unsigned int)want, MSG_DONTWAIT, NULL);
        if (n < 0)
        {
            if (EAGAIN == errno || EWOULDBLOCK == errno || EINTR == errno)
            {
                break;
            }
            return received > 0 ? received : aeronkit_set_err(AERONKIT_UDP_ERR_SYSCALL, errno, "recvmmsg");
        }

        for (int i = 0; i < n; i++)
        {
            const int32_t index = received + i;
            const int truncated = 0 != (msgs[i].msg_hdr.msg_flags & MSG_TRUNC);
            lengths[index] = truncated ? AERONKIT_UDP_TRUNCATED : (int32_t)msgs[i].msg_len;
            if (NULL != addresses)
            {
                aeronkit_udp_from_sockaddr(&names[i], &addresses[index]);
            }
        }
        received += n;
        if (n < want)
        {
            break;
        }
    }

    return received;
}

int32_t aeronkit_udp_send_batch(
    int fd, const uint8_t *buffer, int64_t buffer_length, const int64_t *offsets, const int32_t *lengths,
    const aeronkit_udp_address_t *addresses, int32_t count)
{
    if (fd < 0 || NULL == buffer || NULL == offsets || NULL == lengths || count < 1 ||
        count > AERONKIT_UDP_MAX_BATCH || buffer_length < 0)
    {
        return AERONKIT_UDP_ERR_ARGUMENT;
    }
    for (int32_t i = 0; i < count; i++)
    {
        if (lengths[i] < 0 || lengths[i] > AERONKIT_UDP_MAX_DATAGRAM || offsets[i] < 0 ||
            offsets[i] > buffer_length - lengths[i])
        {
            return AERONKIT_UDP_ERR_BOUNDS;
        }
        if (NULL != addresses && AF_INET != addresses[i].family && AF_INET6 != addresses[i].family)
        {
            return AERONKIT_UDP_ERR_FAMILY;
        }
    }

    struct mmsghdr msgs[AERONKIT_UDP_CHUNK];
    struct iovec iovs[AERONKIT_UDP_CHUNK];
    struct sockaddr_storage names[AERONKIT_UDP_CHUNK];
    int32_t sent = 0;

    while (sent < count)
    {
        const int32_t want = (count - sent) < AERONKIT_UDP_CHUNK ? (count - sent) : AERONKIT_UDP_CHUNK;
        for (int32_t i = 0; i < want; i++)
        {
            const int32_t index = sent + i;
            iovs[i].iov_base = (void *)(buffer + offsets[index]);
            iovs[i].iov_len = (size_t)lengths[index];
            memset(&msgs[i], 0, sizeof(msgs[i]));
            msgs[i].msg_hdr.msg_iov = &iovs[i];
            msgs[i].msg_hdr.msg_iovlen = 1;
            if (NULL != addresses)
            {
                socklen_t name_length = 0;
                aeronkit_udp_to_sockaddr(&addresses[index], &names[i], &name_length);
                msgs[i].msg_hdr.msg_name = &names[i];
                msgs[i].msg_hdr.msg_namelen = name_length;
            }
        }

        const int n = sendmmsg(fd, msgs, (unsigned int)want, MSG_DONTWAIT);
        if (n < 0)
        {
            if (EAGAIN == errno || EWOULDBLOCK == errno || EINTR == errno)
            {
                break;
            }
            return sent > 0 ? sent : aeronkit_set_err(AERONKIT_UDP_ERR_SYSCALL, errno, "sendmmsg");
        }
        sent += n;
        if (n < want)
        {
            break;
        }
    }

    return sent;
}

static inline int32_t aeronkit_udp_get_i32(const uint8_t *p)
{
    int32_t v;
    memcpy(&v, p, sizeof(v));
    return v;
}

static inline uint16_t aeronkit_udp_get_u16(const uint8_t *p)
{
    uint16_t v;
    memcpy(&v, p, sizeof(v));
    return v;
}

static inline int aeronkit_udp_is_data_type(int32_t type)
{
    return AERONKIT_FRAME_TYPE_PAD == type || AERONKIT_FRAME_TYPE_DATA == type;
}

static int aeronkit_udp_data_datagram_valid(const uint8_t *d, int32_t length)
{
    if (length < AERONKIT_DATA_HEADER_LENGTH || 0 != (length & (AERONKIT_FRAME_ALIGNMENT - 1)))
    {
        return 0;
    }
    const int32_t first_length = aeronkit_udp_get_i32(d + AERONKIT_FRAME_LENGTH_OFFSET);
    if (0 == first_length)
    {
        return AERONKIT_DATA_HEADER_LENGTH == length;
    }
    const int32_t session_id = aeronkit_udp_get_i32(d + AERONKIT_FRAME_SESSION_ID_OFFSET);
    const int32_t stream_id = aeronkit_udp_get_i32(d + AERONKIT_FRAME_STREAM_ID_OFFSET);
    const int32_t term_id = aeronkit_udp_get_i32(d + AERONKIT_FRAME_TERM_ID_OFFSET);
    const int64_t first_term_offset = aeronkit_udp_get_i32(d + AERONKIT_FRAME_TERM_OFFSET_OFFSET);
    int32_t offset = 0;
    while (offset < length)
    {
        const uint8_t *f = d + offset;
        const int32_t frame_length = aeronkit_udp_get_i32(f + AERONKIT_FRAME_LENGTH_OFFSET);
        const uint16_t type = aeronkit_udp_get_u16(f + AERONKIT_FRAME_TYPE_OFFSET);
        if (0 != f[AERONKIT_FRAME_VERSION_OFFSET] || frame_length < AERONKIT_DATA_HEADER_LENGTH ||
            !aeronkit_udp_is_data_type(type) ||
            aeronkit_udp_get_i32(f + AERONKIT_FRAME_SESSION_ID_OFFSET) != session_id ||
            aeronkit_udp_get_i32(f + AERONKIT_FRAME_STREAM_ID_OFFSET) != stream_id ||
            aeronkit_udp_get_i32(f + AERONKIT_FRAME_TERM_ID_OFFSET) != term_id ||
            (int64_t)aeronkit_udp_get_i32(f + AERONKIT_FRAME_TERM_OFFSET_OFFSET) != first_term_offset + offset)
        {
            return 0;
        }
        if (AERONKIT_FRAME_TYPE_PAD == type)
        {
            return offset + AERONKIT_DATA_HEADER_LENGTH == length;
        }
        const int64_t aligned = aeronkit_align64(frame_length, AERONKIT_FRAME_ALIGNMENT);
        if (aligned > (int64_t)(length - offset))
        {
            return 0;
        }
        offset += (int32_t)aligned;
    }
    return 1;
}

static int32_t aeronkit_udp_minimum_length(uint16_t type)
{
    switch (type)
    {
        case AERONKIT_FRAME_TYPE_PAD: case AERONKIT_FRAME_TYPE_DATA: return AERONKIT_DATA_HEADER_LENGTH;
        case AERONKIT_UDP_HDR_TYPE_NAK: return AERONKIT_UDP_NAK_LENGTH;
        case AERONKIT_UDP_HDR_TYPE_SM: return AERONKIT_UDP_SM_LENGTH;
        case AERONKIT_UDP_HDR_TYPE_ERR: return AERONKIT_UDP_ERR_HEADER_LENGTH;
        case AERONKIT_UDP_HDR_TYPE_SETUP: return AERONKIT_UDP_SETUP_LENGTH;
        case AERONKIT_UDP_HDR_TYPE_RTTM: return AERONKIT_UDP_RTTM_LENGTH;
        case AERONKIT_UDP_HDR_TYPE_RSP_SETUP: return AERONKIT_UDP_RSP_SETUP_LENGTH;
        default: return AERONKIT_UDP_MIN_HEADER_LENGTH;
    }
}

int32_t aeronkit_udp_classify(
    const uint8_t *buffers, int64_t buffers_length, int32_t slot_length, const int32_t *lengths,
    int32_t count, int32_t *types)
{
    if (NULL == buffers || NULL == lengths || NULL == types || count < 0 || count > AERONKIT_UDP_MAX_BATCH ||
        slot_length < 1 || buffers_length < 0 || (int64_t)slot_length * count > buffers_length)
    {
        return AERONKIT_UDP_ERR_ARGUMENT;
    }

    int32_t valid = 0;
    for (int32_t i = 0; i < count; i++)
    {
        const int32_t length = lengths[i];
        const uint8_t *d = buffers + (int64_t)i * slot_length;
        int32_t type = AERONKIT_UDP_INVALID;
        if (length >= AERONKIT_UDP_MIN_HEADER_LENGTH && length <= slot_length &&
            0 == d[AERONKIT_FRAME_VERSION_OFFSET])
        {
            const uint16_t t = aeronkit_udp_get_u16(d + AERONKIT_FRAME_TYPE_OFFSET);
            if (length >= aeronkit_udp_minimum_length(t) &&
                (!aeronkit_udp_is_data_type(t) || aeronkit_udp_data_datagram_valid(d, length)))
            {
                type = t;
            }
        }
        types[i] = type;
        valid += AERONKIT_UDP_INVALID != type;
    }
    return valid;
}

static inline aeronkit_udp_image_t *aeronkit_udp_find_image(
    aeronkit_udp_image_t **images, int32_t image_count, int32_t session_id, int32_t stream_id)
{
    for (int32_t i = 0; i < image_count; i++)
    {
        if (images[i]->session_id == session_id && images[i]->stream_id == stream_id)
        {
            return images[i];
        }
    }
    return NULL;
}

/*
 * A classified DATA/PAD datagram is whole frames laid end to end, a padding frame only last and as its bare
 * header. True when that padding frame (if any) claims no more than the rest of the term from where it sits:
 * a longer one would make every later reader of the term (gap scan, subscribers) step outside it.
 */
static int aeronkit_udp_padding_within_term(const uint8_t *datagram, int32_t length, int64_t term_remaining)
{
    int32_t offset = 0;
    while (offset < length)
    {
        const uint8_t *f = datagram + offset;
        const int32_t frame_length = aeronkit_udp_get_i32(f + AERONKIT_FRAME_LENGTH_OFFSET);
        if (AERONKIT_FRAME_TYPE_PAD == aeronkit_udp_get_u16(f + AERONKIT_FRAME_TYPE_OFFSET))
        {
            return (int64_t)frame_length <= term_remaining - offset;
        }
        if (frame_length < AERONKIT_DATA_HEADER_LENGTH)
        {
            return 1; /* a heartbeat: a bare header, no frame in the term */
        }
        offset += aeronkit_frame_align(frame_length);
    }
    return 1;
}

/* PublicationImage.insertPacket for one classified DATA/PAD datagram (whole frames of one term). */
static inline void aeronkit_udp_insert_packet(
    aeronkit_udp_image_t *image, const uint8_t *datagram, int32_t length, int32_t slot, int64_t now_ns)
{
    const aeronkit_log_t *log = image->log;
    const int32_t term_length = log->term_length;
    const int32_t term_offset = aeronkit_udp_get_i32(datagram + AERONKIT_FRAME_TERM_OFFSET_OFFSET);
    const int32_t term_id = aeronkit_udp_get_i32(datagram + AERONKIT_FRAME_TERM_ID_OFFSET);
    const uint8_t flags = datagram[AERONKIT_FRAME_FLAGS_OFFSET];
    const int is_heartbeat =
        AERONKIT_DATA_HEADER_LENGTH == length && 0 == aeronkit_udp_get_i32(datagram + AERONKIT_FRAME_LENGTH_OFFSET);

    image->datagrams++;
    if (0 != image->rejected)
    {
        return;
    }
    if (term_offset < 0 || 0 != (term_offset & (AERONKIT_FRAME_ALIGNMENT - 1)) ||
        (int64_t)term_offset + length > term_length ||
        !aeronkit_udp_padding_within_term(datagram, length, (int64_t)term_length - term_offset))
    {
        image->invalid++;
        return;
    }
    const int64_t packet_position =
        aeronkit_log_compute_position(term_id, term_offset, log->position_bits_to_shift, log->initial_term_id);
    const int64_t proposed = is_heartbeat ? packet_position : packet_position + length;

    if (proposed > image->last_overrun_threshold)
    {
        if (!is_heartbeat)
        {
            image->over_runs++;
        }
        return;
    }
    if (is_heartbeat)
    {
        if (packet_position < image->last_sm_position - term_length)
        {
            return;
        }
        image->heartbeats++;
        image->time_of_last_packet_ns = now_ns;
        image->track_slot = slot;
        if (0 != (flags & AERONKIT_FRAME_EOS_FLAG) && 0 != image->eos_deferred)
        {
            image->eos_slot = slot;
        }
        else if (0 != (flags & AERONKIT_FRAME_EOS_FLAG) && image->end_of_stream_position < 0)
        {
            image->end_of_stream_position = packet_position;
            if (0 != (flags & AERONKIT_FRAME_REVOKED_FLAG))
            {
                image->revoked++;
            }
        }
        if (packet_position > image->hwm_position)
        {
            image->hwm_position = packet_position;
        }
        return;
    }
    if (packet_position < image->last_sm_position)
    {
        image->under_runs++;
        if (packet_position >= image->last_sm_position - image->window_length)
        {
            image->time_of_last_packet_ns = now_ns;
            image->track_slot = slot;
        }
        return;
    }
    const int64_t term_count = packet_position >> log->position_bits_to_shift;
    const int32_t partition = (int32_t)(
        (term_count % AERONKIT_LOG_PARTITION_COUNT + AERONKIT_LOG_PARTITION_COUNT) % AERONKIT_LOG_PARTITION_COUNT);
    const int rc = aeronkit_term_rebuild_insert(log, partition, term_offset, datagram, length);
    if (rc < 0)
    {
        image->invalid++;
        return;
    }
    image->inserted += rc;
    image->time_of_last_packet_ns = now_ns;
    image->track_slot = slot;
    if (proposed > image->hwm_position)
    {
        image->hwm_position = proposed;
    }
}

static int aeronkit_udp_images_valid(aeronkit_udp_image_t **images, int32_t image_count)
{
    if (image_count < 0 || image_count > AERONKIT_UDP_MAX_IMAGES || (image_count > 0 && NULL == images))
    {
        return 0;
    }
    for (int32_t i = 0; i < image_count; i++)
    {
        const aeronkit_log_t *log = NULL == images[i] ? NULL : images[i]->log;
        if (NULL == log || NULL == log->base || log->term_length < AERONKIT_DATA_HEADER_LENGTH ||
            log->position_bits_to_shift < 0 || log->position_bits_to_shift > 31)
        {
            return 0;
        }
    }
    return 1;
}

static void aeronkit_udp_dispatch_one(
    const uint8_t *buffers, int32_t slot_length, const int32_t *lengths, const int32_t *types, int32_t index,
    aeronkit_udp_image_t **images, int32_t image_count, int64_t now_ns, int32_t *pending,
    aeronkit_udp_receive_result_t *result)
{
    const int32_t type = types[index];
    if (AERONKIT_UDP_INVALID == type)
    {
        return;
    }
    const uint8_t *datagram = buffers + (int64_t)index * slot_length;
    const int32_t length = lengths[index];
    if (aeronkit_udp_is_data_type(type))
    {
        aeronkit_udp_image_t *image = aeronkit_udp_find_image(
            images,
            image_count,
            aeronkit_udp_get_i32(datagram + AERONKIT_FRAME_SESSION_ID_OFFSET),
            aeronkit_udp_get_i32(datagram + AERONKIT_FRAME_STREAM_ID_OFFSET));
        if (NULL != image)
        {
            aeronkit_udp_insert_packet(image, datagram, length, index, now_ns);
            result->consumed++;
            result->consumed_bytes += length;
            return;
        }
    }
    pending[result->pending++] = index;
}

int32_t aeronkit_udp_dispatch_data(
    const uint8_t *buffers, int64_t buffers_length, int32_t slot_length, const int32_t *lengths,
    const int32_t *types, int32_t count, const int32_t *order, int32_t order_count,
    aeronkit_udp_image_t **images, int32_t image_count, int64_t now_ns, int32_t *pending,
    aeronkit_udp_receive_result_t *result)
{
    if (NULL == buffers || NULL == lengths || NULL == types || NULL == pending || NULL == result ||
        count < 0 || count > AERONKIT_UDP_MAX_BATCH || slot_length < 1 || buffers_length < 0 ||
        (int64_t)slot_length * count > buffers_length || order_count < 0 ||
        order_count > (NULL == order ? count : AERONKIT_UDP_MAX_BATCH) ||
        !aeronkit_udp_images_valid(images, image_count))
    {
        return AERONKIT_UDP_ERR_ARGUMENT;
    }
    for (int32_t k = 0; NULL != order && k < order_count; k++)
    {
        if (order[k] < 0 || order[k] >= count)
        {
            return AERONKIT_UDP_ERR_BOUNDS;
        }
    }
    memset(result, 0, sizeof(*result));
    result->received = order_count;
    for (int32_t k = 0; k < order_count; k++)
    {
        aeronkit_udp_dispatch_one(
            buffers, slot_length, lengths, types, NULL == order ? k : order[k], images, image_count, now_ns,
            pending, result);
    }
    return order_count;
}

int32_t aeronkit_udp_receive_data(
    int fd, uint8_t *buffers, int64_t buffers_length, int32_t slot_length, int32_t *lengths,
    aeronkit_udp_address_t *addresses, int32_t *types, int32_t max, aeronkit_udp_image_t **images,
    int32_t image_count, int64_t now_ns, int32_t *pending, aeronkit_udp_receive_result_t *result)
{
    if (NULL == types || NULL == pending || NULL == result || !aeronkit_udp_images_valid(images, image_count))
    {
        return AERONKIT_UDP_ERR_ARGUMENT;
    }
    memset(result, 0, sizeof(*result));

    const int32_t received = aeronkit_udp_recv_batch(
        fd, buffers, buffers_length, slot_length, lengths, addresses, max);
    if (received <= 0)
    {
        return received;
    }
    const int32_t valid = aeronkit_udp_classify(buffers, buffers_length, slot_length, lengths, received, types);
    if (valid < 0)
    {
        return valid;
    }
    const int32_t rc = aeronkit_udp_dispatch_data(
        buffers, buffers_length, slot_length, lengths, types, received, NULL, received, images, image_count,
        now_ns, pending, result);
    if (rc < 0)
    {
        return rc;
    }
    result->invalid = received - valid;
    return received;
}
