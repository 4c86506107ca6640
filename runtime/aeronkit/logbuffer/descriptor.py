"""Log buffer layout constants and position arithmetic, as pure functions.

Mirrors aeron-client/src/main/java/io/aeron/logbuffer/LogBufferDescriptor.java and FrameDescriptor.java
(Aeron 1.51.0) so code that reasons about positions can do it without touching a mapped file. Java's
int32 overflow behaviour is kept where Aeron relies on it: term ids wrap, and ``term_id - initial_term_id``
is an int32 subtraction, so a stream can start near ``INT32_MAX``.
"""

from __future__ import annotations

from aeronkit.codecs import frames
from aeronkit.errors import ConfigurationError

PARTITION_COUNT = 3
LOG_META_DATA_SECTION_INDEX = PARTITION_COUNT
TERM_MIN_LENGTH = 64 * 1024
TERM_MAX_LENGTH = 1024 * 1024 * 1024
PAGE_MIN_SIZE = 4 * 1024
PAGE_MAX_SIZE = 1024 * 1024 * 1024
LOG_META_DATA_LENGTH = PAGE_MIN_SIZE
MAX_UDP_PAYLOAD_LENGTH = 65504

LOG_BUFFER_TYPE_CONCURRENT_PUBLICATION = 0
LOG_BUFFER_TYPE_EXCLUSIVE_PUBLICATION = 1
LOG_BUFFER_TYPE_PUBLICATION_IMAGE = 2

# Metadata offsets, relative to the start of the metadata section (the last 4096 bytes of the file).
TERM_TAIL_COUNTERS_OFFSET = 0
LOG_ACTIVE_TERM_COUNT_OFFSET = 24
LOG_END_OF_STREAM_POSITION_OFFSET = 128
LOG_IS_CONNECTED_OFFSET = 136
LOG_ACTIVE_TRANSPORT_COUNT = 140
LOG_CORRELATION_ID_OFFSET = 256
LOG_INITIAL_TERM_ID_OFFSET = 264
LOG_DEFAULT_FRAME_HEADER_LENGTH_OFFSET = 268
LOG_MTU_LENGTH_OFFSET = 272
LOG_TERM_LENGTH_OFFSET = 276
LOG_PAGE_SIZE_OFFSET = 280
LOG_PUBLICATION_WINDOW_LENGTH_OFFSET = 284
LOG_RECEIVER_WINDOW_LENGTH_OFFSET = 288
LOG_SOCKET_SNDBUF_LENGTH_OFFSET = 292
LOG_OS_DEFAULT_SOCKET_SNDBUF_LENGTH_OFFSET = 296
LOG_OS_MAX_SOCKET_SNDBUF_LENGTH_OFFSET = 300
LOG_SOCKET_RCVBUF_LENGTH_OFFSET = 304
LOG_OS_DEFAULT_SOCKET_RCVBUF_LENGTH_OFFSET = 308
LOG_OS_MAX_SOCKET_RCVBUF_LENGTH_OFFSET = 312
LOG_MAX_RESEND_OFFSET = 316
LOG_DEFAULT_FRAME_HEADER_OFFSET = 320
LOG_DEFAULT_FRAME_HEADER_MAX_LENGTH = 128
LOG_ENTITY_TAG_OFFSET = 448
LOG_RESPONSE_CORRELATION_ID_OFFSET = 456
LOG_LINGER_TIMEOUT_NS_OFFSET = 464
LOG_UNTETHERED_WINDOW_LIMIT_TIMEOUT_NS_OFFSET = 472
LOG_UNTETHERED_RESTING_TIMEOUT_NS_OFFSET = 480
LOG_GROUP_OFFSET = 488
LOG_IS_RESPONSE_OFFSET = 489
LOG_REJOIN_OFFSET = 490
LOG_RELIABLE_OFFSET = 491
LOG_SPARSE_OFFSET = 492
LOG_SIGNAL_EOS_OFFSET = 493
LOG_SPIES_SIMULATE_CONNECTION_OFFSET = 494
LOG_TETHER_OFFSET = 495
LOG_IS_PUBLICATION_REVOKED_OFFSET = 496
LOG_TYPE_OFFSET = 497
LOG_UNTETHERED_LINGER_TIMEOUT_NS_OFFSET = 500

FRAME_ALIGNMENT = 32
HEADER_LENGTH = frames.DataFrameEncoder.BLOCK_LENGTH
MAX_MESSAGE_LENGTH = 16 * 1024 * 1024


def _i32(value: int) -> int:
    """Wrap to a signed 32-bit value, as Java int arithmetic does."""
    return ((value + 0x8000_0000) & 0xFFFF_FFFF) - 0x8000_0000


def _i64(value: int) -> int:
    return ((value + 0x8000_0000_0000_0000) & 0xFFFF_FFFF_FFFF_FFFF) - 0x8000_0000_0000_0000


def _is_power_of_two(value: int) -> bool:
    return value > 0 and value & (value - 1) == 0


def align(value: int, alignment: int) -> int:
    """Round ``value`` up to a multiple of ``alignment`` (a power of two)."""
    return (value + alignment - 1) & ~(alignment - 1)


def check_term_length(term_length: int) -> None:
    """Raise ConfigurationError unless the term length is a power of two in [64 KiB, 1 GiB]."""
    if term_length < TERM_MIN_LENGTH:
        raise ConfigurationError(f"term_length={term_length} < TERM_MIN_LENGTH={TERM_MIN_LENGTH}")
    if term_length > TERM_MAX_LENGTH:
        raise ConfigurationError(f"term_length={term_length} > TERM_MAX_LENGTH={TERM_MAX_LENGTH}")
    if not _is_power_of_two(term_length):
        raise ConfigurationError(f"term_length={term_length} is not a power of 2")


def check_page_size(page_size: int) -> None:
    """Raise ConfigurationError unless the page size is a power of two in [4 KiB, 1 GiB]."""
    if page_size < PAGE_MIN_SIZE:
        raise ConfigurationError(f"page_size={page_size} < PAGE_MIN_SIZE={PAGE_MIN_SIZE}")
    if page_size > PAGE_MAX_SIZE:
        raise ConfigurationError(f"page_size={page_size} > PAGE_MAX_SIZE={PAGE_MAX_SIZE}")
    if not _is_power_of_two(page_size):
        raise ConfigurationError(f"page_size={page_size} is not a power of 2")


def position_bits_to_shift(term_length: int) -> int:
    """log2(term_length): positions are ``term_count << bits | term_offset``."""
    check_term_length(term_length)
    return term_length.bit_length() - 1


def compute_log_length(term_length: int, page_size: int) -> int:
    """File length: three terms plus the metadata section, rounded up to the file page size."""
    return align(PARTITION_COUNT * term_length + LOG_META_DATA_LENGTH, page_size)


def compute_max_message_length(term_length: int) -> int:
    """Largest message a term can take: an eighth of the term, capped at 16 MiB."""
    return min(term_length >> 3, MAX_MESSAGE_LENGTH)


def compute_fragmented_frame_length(length: int, max_payload_length: int) -> int:
    """Bytes a message occupies in a term once cut into frames of at most ``max_payload_length``."""
    full, remaining = divmod(length, max_payload_length)
    last = align(remaining + HEADER_LENGTH, FRAME_ALIGNMENT) if remaining > 0 else 0
    return full * (max_payload_length + HEADER_LENGTH) + last


def compute_assembled_frame_length(length: int, max_payload_length: int) -> int:
    """Header plus payload of a message once its fragments are reassembled."""
    full, remaining = divmod(length, max_payload_length)
    return HEADER_LENGTH + full * max_payload_length + remaining


def framed_length(length: int, max_payload_length: int) -> int:
    """Term space for one message: one aligned frame, or its fragments when it exceeds the payload."""
    if length <= max_payload_length:
        return align(length + HEADER_LENGTH, FRAME_ALIGNMENT)
    return compute_fragmented_frame_length(length, max_payload_length)


def pack_tail(term_id: int, term_offset: int) -> int:
    """Raw tail: term id in the high word, term offset in the low word (a signed int64)."""
    return _i64(((term_id & 0xFFFF_FFFF) << 32) | (term_offset & 0xFFFF_FFFF))


def term_id(raw_tail: int) -> int:
    return _i32(raw_tail >> 32)


def term_offset(raw_tail: int, term_length: int) -> int:
    """Term offset of a raw tail, clamped: concurrent getAndAdd may push the low word past the term."""
    return min(raw_tail & 0xFFFF_FFFF, term_length)


def compute_term_count(active_term_id: int, initial_term_id: int) -> int:
    return _i32(active_term_id - initial_term_id)


def index_by_term(initial_term_id: int, active_term_id: int) -> int:
    return compute_term_count(active_term_id, initial_term_id) % PARTITION_COUNT


def index_by_term_count(term_count: int) -> int:
    return term_count % PARTITION_COUNT


def index_by_position(position: int, bits: int) -> int:
    return (position >> bits) % PARTITION_COUNT


def next_partition_index(current_index: int) -> int:
    return (current_index + 1) % PARTITION_COUNT


def compute_position(active_term_id: int, term_offset: int, bits: int, initial_term_id: int) -> int:
    """Stream position of ``term_offset`` within term ``active_term_id``."""
    return (compute_term_count(active_term_id, initial_term_id) << bits) + term_offset


def compute_term_begin_position(active_term_id: int, bits: int, initial_term_id: int) -> int:
    return compute_term_count(active_term_id, initial_term_id) << bits


def compute_term_id_from_position(position: int, bits: int, initial_term_id: int) -> int:
    return _i32((position >> bits) + initial_term_id)


def compute_term_offset_from_position(position: int, bits: int) -> int:
    return position & ((1 << bits) - 1)


def initial_tails(initial_term_id: int, active_term_id: int, active_term_offset: int) -> list[int]:
    """Raw tails for a fresh log whose stream starts at (active_term_id, active_term_offset).

    The active partition gets the real tail; the other two get the ids they would have held three terms
    earlier, which is what rotate_log expects to find (driver/DriverConductor.initialisePositionCounters).
    """
    active_index = index_by_term(initial_term_id, active_term_id)
    tails = [0] * PARTITION_COUNT
    tails[active_index] = pack_tail(active_term_id, active_term_offset)
    for step in (1, 2):
        index = (active_index + step) % PARTITION_COUNT
        tails[index] = pack_tail(_i32(active_term_id + step - PARTITION_COUNT), 0)
    return tails
