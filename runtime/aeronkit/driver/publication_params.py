"""What an IPC publication or subscription channel asks for, validated like Aeron's driver does.

aeron-driver/src/main/java/io/aeron/driver/PublicationParams.java and SubscriptionParams.java at 1.51.0:
term-length, mtu, session-id, init-term-id/term-id/term-offset (all three or none), pub-wnd, linger, eos,
sparse, ssc, untethered-* and tags on publications; session-id, tether, rejoin, sparse on subscriptions;
``control-mode=response`` and ``response-correlation-id`` on both (response channels).
Violations raise InvalidChannelError, which the client receives as ON_ERROR INVALID_CHANNEL.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aeronkit.codecs.driver_commands import ErrorCode
from aeronkit.constants import NULL_VALUE
from aeronkit.driver.channel_uri import ChannelUri
from aeronkit.driver.configuration import producer_window_length, untethered_linger_ns
from aeronkit.driver.exceptions import ControlProtocolError, InvalidChannelError
from aeronkit.driver.media.udp_channel import CONTROL_MODE, ControlMode
from aeronkit.errors import ConfigurationError
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.log_buffers import validate_mtu

if TYPE_CHECKING:
    from aeronkit.driver.media_driver import Context


RESPONSE_CORRELATION_ID = "response-correlation-id"
PROTOTYPE = "prototype"
PROTOTYPE_CORRELATION_ID = -2  # a response publication made ahead of its image, to hold its port


def random_id(bits: int = 32) -> int:
    """BitUtil.generateRandomisedId: any signed integer of ``bits`` bits. From the process's ``random``
    module (ids need to differ, not to be secret), so a deterministic simulation that seeds it gets the
    same session ids, initial term ids and receiver ids run after run."""
    value = random.getrandbits(bits)
    return value - (1 << bits) if value >= 1 << (bits - 1) else value


@dataclass
class PublicationParams:
    term_length: int
    mtu_length: int
    publication_window_length: int
    linger_timeout_ns: int
    initial_term_id: int
    term_id: int
    term_offset: int
    session_id: int | None
    has_position: bool
    signal_eos: bool
    sparse: bool
    spies_simulate_connection: bool
    untethered_window_limit_timeout_ns: int
    untethered_linger_timeout_ns: int
    untethered_resting_timeout_ns: int
    entity_tag: int
    is_response: bool = False
    response_correlation_id: int = NULL_VALUE


def response_correlation_id(uri: ChannelUri) -> int:
    """``response-correlation-id``: a number >= -1, or ``prototype``
    (PublicationParams.parseResponseCorrelationId): the subscription a request publication's answers go to,
    or the image a response publication answers."""
    text = uri.get(RESPONSE_CORRELATION_ID)
    if text is None:
        return NULL_VALUE
    if text == PROTOTYPE:
        return PROTOTYPE_CORRELATION_ID
    try:
        value = int(text)
    except ValueError:
        value = PROTOTYPE_CORRELATION_ID - 1
    if value < NULL_VALUE:
        raise InvalidChannelError(
            f"invalid {RESPONSE_CORRELATION_ID}, must be a number greater than or equal to -1, or "
            f"'{PROTOTYPE}': channel={uri}")
    return value


def _check_stream_id(uri: ChannelUri, stream_id: int) -> None:
    configured = uri.integer("stream-id")
    if configured is not None and configured != stream_id:
        raise InvalidChannelError(f"stream-id={configured} does not match provided streamId={stream_id}")


def publication_params(
    uri: ChannelUri, ctx: Context, stream_id: int, *, network: bool = False
) -> PublicationParams:
    """Validated parameters; ``network`` picks the UDP defaults (aeron.term.buffer.length, aeron.mtu.length,
    aeron.publication.term.window.length) instead of the IPC ones."""
    _check_stream_id(uri, stream_id)
    term_length = ctx.term_buffer_length if network else ctx.ipc_term_buffer_length
    given_term_length = uri.size("term-length")
    if given_term_length is not None:
        try:
            d.check_term_length(given_term_length)
        except ConfigurationError as ex:
            raise InvalidChannelError(f"{ex}: channel={uri}") from None
        term_length = given_term_length
    mtu = ctx.mtu_length if network else ctx.ipc_mtu_length
    given_mtu = uri.size("mtu")
    if given_mtu is not None:
        mtu = given_mtu
    try:
        validate_mtu(mtu, term_length)
    except ConfigurationError as ex:
        raise InvalidChannelError(f"{ex}: channel={uri}") from None

    window = uri.size("pub-wnd")
    if window is not None:
        if window < mtu:
            raise InvalidChannelError(f"pub-wnd={window} cannot be less than the mtu={mtu}")
        if window > term_length >> 1:
            raise InvalidChannelError(f"pub-wnd={window} must not exceed half the term-length={term_length}")
    else:
        configured = ctx.publication_term_window_length if network else ctx.ipc_publication_term_window_length
        window = producer_window_length(term_length, configured)

    session_text = uri.get("session-id")
    if session_text is not None and session_text.startswith("tag:"):
        raise InvalidChannelError(f"session-id={session_text}: tagged session ids are not supported yet")
    session_id = uri.integer("session-id")

    given = [uri.get(k) for k in ("init-term-id", "term-id", "term-offset")]
    count = sum(v is not None for v in given)
    if 0 < count < 3:
        raise InvalidChannelError(
            f"params must be used as a complete set: init-term-id term-id term-offset channel={uri}"
        )
    if count == 3:
        initial_term_id = uri.integer("init-term-id") or 0
        term_id = uri.integer("term-id") or 0
        term_offset = uri.integer("term-offset") or 0
        if term_offset > term_length:
            raise InvalidChannelError(f"term-offset={term_offset} > term-length={term_length}: channel={uri}")
        if term_offset < 0:
            raise InvalidChannelError(f"term-offset={term_offset} out of range: channel={uri}")
        if term_offset & (d.FRAME_ALIGNMENT - 1):
            raise InvalidChannelError(
                f"term-offset={term_offset} must be a multiple of FRAME_ALIGNMENT: channel={uri}"
            )
        if d.compute_term_count(term_id, initial_term_id) < 0:
            raise InvalidChannelError(
                f"difference greater than 2^31 - 1: init-term-id={initial_term_id} when term-id={term_id} "
                f"channel={uri}"
            )
        has_position = True
    else:
        initial_term_id = random_id()
        term_id = initial_term_id
        term_offset = 0
        has_position = False

    entity_tag = -1
    tags = uri.get("tags")
    if tags is not None:
        parts = tags.split(",")
        if len(parts) > 1 and parts[1]:
            try:
                entity_tag = int(parts[1])
            except ValueError:
                raise InvalidChannelError(f"tags={tags} has an invalid entity tag: channel={uri}") from None

    window_limit = uri.duration_ns("untethered-window-limit-timeout")
    if window_limit is None:
        window_limit = ctx.untethered_window_limit_timeout_ns
    linger = uri.duration_ns("untethered-linger-timeout")
    if linger is None:
        linger = untethered_linger_ns(ctx.untethered_linger_timeout_ns, window_limit)
    resting = uri.duration_ns("untethered-resting-timeout")
    if resting is None:
        resting = ctx.untethered_resting_timeout_ns
    linger_timeout = uri.duration_ns("linger")
    return PublicationParams(
        term_length=term_length,
        mtu_length=mtu,
        publication_window_length=window,
        linger_timeout_ns=ctx.publication_linger_timeout_ns if linger_timeout is None else linger_timeout,
        initial_term_id=initial_term_id,
        term_id=term_id,
        term_offset=term_offset,
        session_id=session_id,
        has_position=has_position,
        signal_eos=uri.get("eos") in (None, "true"),
        sparse=uri.boolean("sparse", ctx.term_buffer_sparse_file),
        spies_simulate_connection=uri.boolean("ssc", ctx.spies_simulate_connection),
        untethered_window_limit_timeout_ns=window_limit,
        untethered_linger_timeout_ns=linger,
        untethered_resting_timeout_ns=resting,
        entity_tag=entity_tag,
        is_response=uri.get(CONTROL_MODE) == ControlMode.RESPONSE.value,
        response_correlation_id=response_correlation_id(uri),
    )


@dataclass(frozen=True)
class SubscriptionParams:
    session_id: int | None
    tether: bool
    rejoin: bool
    sparse: bool
    is_response: bool = False


def subscription_params(uri: ChannelUri, ctx: Context, stream_id: int) -> SubscriptionParams:
    _check_stream_id(uri, stream_id)
    session_text = uri.get("session-id")
    if session_text is not None and session_text.startswith("tag:"):
        raise InvalidChannelError(f"session-id={session_text}: tagged session ids are not supported yet")
    return SubscriptionParams(
        session_id=uri.integer("session-id"),
        tether=uri.boolean("tether", ctx.tether_subscriptions),
        rejoin=uri.boolean("rejoin", ctx.rejoin_stream),
        sparse=uri.boolean("sparse", ctx.term_buffer_sparse_file),
        is_response=uri.get(CONTROL_MODE) == ControlMode.RESPONSE.value,
    )


def confirm_match(
    uri: ChannelUri,
    params: PublicationParams,
    existing_channel: str,
    *,
    mtu_length: int,
    term_length: int,
    session_id: int,
    initial_term_id: int,
    term_id: int,
    term_offset: int,
) -> None:
    """A second add_publication on a shared log must not ask for different log parameters."""
    checks = (
        ("mtu", mtu_length, params.mtu_length),
        ("term-length", term_length, params.term_length),
        ("session-id", session_id, params.session_id),
        ("init-term-id", initial_term_id, params.initial_term_id),
        ("term-id", term_id, params.term_id),
        ("term-offset", term_offset, params.term_offset),
    )
    for key, existing, requested in checks:
        if uri.get(key) is not None and existing != requested:
            raise ControlProtocolError(
                ErrorCode.GENERIC_ERROR,
                f"existing publication has different '{key}': existing={existing} requested={requested} "
                f"existingChannel={existing_channel} channel={uri}",
            )
