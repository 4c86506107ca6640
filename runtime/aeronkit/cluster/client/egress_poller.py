"""Reading the connect's answers from egress one message at a time: ``EgressPoller``.

Aeron's EgressPoller (aeron-cluster/src/main/java/io/aeron/cluster/client/EgressPoller.java at 1.51.0): a
controlled poll that stops (BREAK) at the first SessionEvent, Challenge, NewLeaderEvent or session message
and keeps its fields until the next ``poll``, which clears them. The connect compares ``correlation_id`` with
the request it sent, so answers to someone else's request on a shared egress stream pass by. Messages of
another schema are skipped, as Java skips them; a message too short for what its header says is counted
in ``malformed`` and skipped (Java would read past it).
"""

from __future__ import annotations

from aeronkit.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.client.image import Image
from aeronkit.client.subscription import Subscription
from aeronkit.codecs import cluster as codecs
from aeronkit.codecs.cluster import EventCode
from aeronkit.constants import NULL_VALUE
from aeronkit.errors import CodecError

_BREAK, _CONTINUE = ControlledPollAction.BREAK, ControlledPollAction.CONTINUE
_ABORT = ControlledPollAction.ABORT
_HEADER_LENGTH = codecs.MessageHeaderDecoder.ENCODED_LENGTH


class EgressPoller:
    """Poll with ``poll()``; once ``is_poll_complete``, the fields describe the message it stopped at."""

    def __init__(self, subscription: Subscription, fragment_limit: int) -> None:
        self.subscription = subscription
        self.fragment_limit = fragment_limit
        self.malformed = 0
        self.last_malformed = ""
        self._assembler = ControlledFragmentAssembler(self.on_fragment)
        self._header = codecs.MessageHeaderDecoder()
        self._session_event = codecs.SessionEventDecoder()
        self._challenge = codecs.ChallengeDecoder()
        self._new_leader = codecs.NewLeaderEventDecoder()
        self._session_message = codecs.SessionMessageHeaderDecoder()
        self.egress_image: Image | None = None
        self._clear()

    def _clear(self) -> None:
        self.is_poll_complete = False
        self.cluster_session_id = NULL_VALUE
        self.correlation_id = NULL_VALUE
        self.leadership_term_id = NULL_VALUE
        self.leader_member_id = NULL_VALUE
        self.template_id = NULL_VALUE
        self.version = 0
        self.leader_heartbeat_timeout_ns = NULL_VALUE
        self.event_code: EventCode | int | None = None
        self.detail = ""
        self.encoded_challenge: bytes | None = None

    @property
    def is_challenged(self) -> bool:
        return self.template_id == codecs.ChallengeDecoder.TEMPLATE_ID

    def poll(self) -> int:
        """Clear the last message's fields if it was complete, then poll up to the fragment limit."""
        if self.is_poll_complete:
            self._clear()
        return self.subscription.controlled_poll(self._assembler, self.fragment_limit)

    def on_fragment(
        self, buffer: memoryview, offset: int, length: int, header: Header
    ) -> ControlledPollAction:
        if self.is_poll_complete:
            return _ABORT
        try:
            return self._decode(buffer, offset, length, header)
        except CodecError as ex:
            self.malformed += 1
            self.last_malformed = f"egress message at offset {offset} (length {length}) dropped: {ex}"
            self.template_id = NULL_VALUE
            return _CONTINUE

    def _decode(self, buffer: memoryview, offset: int, length: int, header: Header) -> ControlledPollAction:
        message = self._header.wrap(buffer, offset, length=length)
        if message.schema_id != codecs.SCHEMA_ID:
            return _CONTINUE  # another schema: not an answer to the connect
        block_length, version = message.block_length, message.version
        body, body_length = offset + _HEADER_LENGTH, length - _HEADER_LENGTH
        template_id = message.template_id
        if template_id == codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            d = self._session_message.wrap(buffer, body, block_length, version, body_length)
            self.leadership_term_id = d.leadership_term_id
            self.cluster_session_id = d.cluster_session_id
        elif template_id == codecs.SessionEventDecoder.TEMPLATE_ID:
            e = self._session_event.wrap(buffer, body, block_length, version, body_length)
            self.cluster_session_id = e.cluster_session_id
            self.correlation_id = e.correlation_id
            self.leadership_term_id = e.leadership_term_id
            self.leader_member_id = e.leader_member_id
            self.event_code = e.code
            self.version = e.version or 0
            timeout = e.leader_heartbeat_timeout_ns
            self.leader_heartbeat_timeout_ns = NULL_VALUE if timeout is None else timeout
            self.detail = e.detail
            self.egress_image = self.subscription.image_by_session_id(header.session_id)
        elif template_id == codecs.NewLeaderEventDecoder.TEMPLATE_ID:
            n = self._new_leader.wrap(buffer, body, block_length, version, body_length)
            self.cluster_session_id = n.cluster_session_id
            self.leadership_term_id = n.leadership_term_id
            self.leader_member_id = n.leader_member_id
            self.detail = n.ingress_endpoints
            self.egress_image = self.subscription.image_by_session_id(header.session_id)
        elif template_id == codecs.ChallengeDecoder.TEMPLATE_ID:
            c = self._challenge.wrap(buffer, body, block_length, version, body_length)
            self.encoded_challenge = c.encoded_challenge
            self.cluster_session_id = c.cluster_session_id
            self.correlation_id = c.correlation_id
        else:
            return _CONTINUE
        self.template_id = template_id
        self.is_poll_complete = True
        return _BREAK
