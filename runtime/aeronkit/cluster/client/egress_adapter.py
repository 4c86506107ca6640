"""Egress fragments into listener calls: the one decoder behind AeronCluster's polls and EgressAdapter.

Aeron 1.51.0 writes this switch three times (AeronCluster.onFragment, AeronCluster.onControlledFragment,
EgressAdapter.onFragment in aeron-cluster/src/main/java/io/aeron/cluster/client/); here ``EgressDispatcher``
is written once. What each does with a (reassembled) egress message of schema 111:

* SessionMessageHeader (1): ``on_message`` with the payload after the 32-byte session header, when the
  session id is this session's;
* SessionEvent (2): ``on_session_event``; a CLOSED event first tells the owner (AeronCluster goes
  PENDING_CLOSE);
* NewLeaderEvent (6): the owner's new-leader hook (AeronCluster switches its ingress, then tells the
  listener), or the listener directly (EgressAdapter);
* AdminResponse (27): ``on_admin_response`` with the payload's place in the buffer;
* any other template: ignored; another schema: the extension listener, if any.

Where Java throws (another schema without an extension) or would read past the end of a short message, we
count the message in ``malformed``, report one line to ``on_malformed`` and drop it: bad input at the wire
never ends a poll. The session-message path reads its header with one struct, not the codec flyweights: it
runs once per echoed message (tests check the layout against the generated encoders).
"""

from __future__ import annotations

import struct
from collections.abc import Callable

from aeronkit.client.fragment_assembler import FragmentAssembler
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.client.subscription import Subscription
from aeronkit.cluster.client.egress_listener import (
    ControlledEgressListener,
    ControlledEgressListenerExtension,
    EgressListener,
    EgressListenerExtension,
    OnMessage,
    as_egress_listener,
)
from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH
from aeronkit.codecs import cluster as codecs
from aeronkit.codecs.cluster import EventCode
from aeronkit.errors import CodecError

_CONTINUE, _COMMIT = ControlledPollAction.CONTINUE, ControlledPollAction.COMMIT
_SESSION_FIELDS = struct.Struct("<qq")
"""SessionMessageHeader's clusterSessionId and timestamp, at body offsets 8 and 16."""
_SESSION_FIELDS_OFFSET = codecs.HEADER_LENGTH + 8
_SESSION_MESSAGE = codecs.SessionMessageHeaderDecoder.TEMPLATE_ID
_SESSION_EVENT = codecs.SessionEventDecoder.TEMPLATE_ID
_NEW_LEADER_EVENT = codecs.NewLeaderEventDecoder.TEMPLATE_ID
_ADMIN_RESPONSE = codecs.AdminResponseDecoder.TEMPLATE_ID

NewLeaderHook = Callable[[int, int, int, str, Header], None]
"""(cluster_session_id, leadership_term_id, leader_member_id, ingress_endpoints, header of the event)."""
MalformedHook = Callable[[str], None]


class EgressDispatcher:
    """Decodes one egress message for one session and calls the listener (see the module docstring).

    ``dispatch`` returns the action a controlled poll should take: the listener's for a session message
    when ``controlled``, COMMIT after a new leader (so the switch is not polled twice), else CONTINUE.
    """

    def __init__(
        self,
        cluster_session_id: int,
        listener: EgressListener | ControlledEgressListener,
        *,
        controlled: bool = False,
        extension: EgressListenerExtension | ControlledEgressListenerExtension | None = None,
        on_new_leader: NewLeaderHook | None = None,
        on_closed: Callable[[], None] | None = None,
        on_malformed: MalformedHook | None = None,
    ) -> None:
        self.cluster_session_id = cluster_session_id
        self.listener = listener
        self.controlled = controlled
        self.extension = extension
        self.on_new_leader = on_new_leader
        self.on_closed = on_closed
        self.on_malformed = on_malformed
        self.malformed = 0
        self._header = codecs.MessageHeaderDecoder()
        self._session_event = codecs.SessionEventDecoder()
        self._new_leader = codecs.NewLeaderEventDecoder()
        self._admin_response = codecs.AdminResponseDecoder()

    def dispatch(self, buffer: memoryview, offset: int, length: int, header: Header) -> ControlledPollAction:
        if length < codecs.HEADER_LENGTH:
            return self._drop(offset, length, f"{length} bytes is shorter than the 8-byte SBE header")
        h = self._header.wrap(buffer, offset)  # length >= 8 was checked: the header lies in the fragment
        block_length, template_id, schema_id, version = h.block_length, h.template_id, h.schema_id, h.version
        if schema_id != codecs.SCHEMA_ID:
            return self._extension(buffer, offset, length, block_length, template_id, schema_id, version)
        if template_id == _SESSION_MESSAGE:
            if length < SESSION_HEADER_LENGTH:
                return self._drop(offset, length, f"session message of {length} bytes has no 32-byte header")
            session_id, timestamp = _SESSION_FIELDS.unpack_from(buffer, offset + _SESSION_FIELDS_OFFSET)
            if session_id == self.cluster_session_id:
                payload = offset + SESSION_HEADER_LENGTH
                action = self.listener.on_message(
                    session_id, timestamp, buffer, payload, length - SESSION_HEADER_LENGTH, header)
                if self.controlled:
                    return action  # type: ignore[return-value]  # controlled listeners return one
            return _CONTINUE
        try:
            return self._event(buffer, offset, length, header, block_length, template_id, version)
        except CodecError as ex:
            return self._drop(offset, length, str(ex))

    __call__ = dispatch

    def _event(
        self, buffer: memoryview, offset: int, length: int, header: Header, block_length: int,
        template_id: int, version: int,
    ) -> ControlledPollAction:
        body, body_length = offset + codecs.HEADER_LENGTH, length - codecs.HEADER_LENGTH
        if template_id == _SESSION_EVENT:
            e = self._session_event.wrap(buffer, body, block_length, version, body_length)
            session_id = e.cluster_session_id
            if session_id == self.cluster_session_id:
                code, detail = e.code, e.detail
                if code == EventCode.CLOSED and self.on_closed is not None:
                    self.on_closed()
                self.listener.on_session_event(
                    e.correlation_id, session_id, e.leadership_term_id, e.leader_member_id, code, detail)
        elif template_id == _NEW_LEADER_EVENT:
            n = self._new_leader.wrap(buffer, body, block_length, version, body_length)
            session_id = n.cluster_session_id
            if session_id == self.cluster_session_id:
                term, leader, endpoints = n.leadership_term_id, n.leader_member_id, n.ingress_endpoints
                if self.on_new_leader is not None:
                    self.on_new_leader(session_id, term, leader, endpoints, header)
                    return _COMMIT
                self.listener.on_new_leader(session_id, term, leader, endpoints)
        elif template_id == _ADMIN_RESPONSE:
            a = self._admin_response.wrap(buffer, body, block_length, version, body_length)
            session_id = a.cluster_session_id
            if session_id == self.cluster_session_id:
                correlation_id, request_type = a.correlation_id, a.request_type
                response_code, message, payload = a.response_code, a.message, a.payload
                payload_offset = a.limit - len(payload)
                self.listener.on_admin_response(
                    session_id, correlation_id, request_type, response_code, message, memoryview(a.buffer),
                    payload_offset, len(payload))
        return _CONTINUE

    def _extension(
        self, buffer: memoryview, offset: int, length: int, block_length: int, template_id: int,
        schema_id: int, version: int,
    ) -> ControlledPollAction:
        if self.extension is None:
            return self._drop(
                offset, length, f"expected cluster egress schemaId={codecs.SCHEMA_ID} actual={schema_id}")
        action = self.extension.on_extension_message(
            block_length, template_id, schema_id, version, buffer, offset + codecs.HEADER_LENGTH,
            length - codecs.HEADER_LENGTH)
        return action if self.controlled and action is not None else _CONTINUE

    def _drop(self, offset: int, length: int, why: str) -> ControlledPollAction:
        self.malformed += 1
        if self.on_malformed is not None:
            self.on_malformed(f"egress message at term offset {offset} (length {length}) dropped: {why}")
        return _CONTINUE


class EgressAdapter:
    """Aeron's EgressAdapter: poll an egress subscription yourself and hand one session's messages to a
    listener (for applications that use ``AeronCluster.egress_subscription`` directly). A NewLeaderEvent
    only reaches the listener: pass it on to ``AeronCluster.on_new_leader``."""

    def __init__(
        self,
        listener: EgressListener | OnMessage,
        cluster_session_id: int,
        subscription: Subscription,
        fragment_limit: int,
        extension: EgressListenerExtension | None = None,
        on_malformed: MalformedHook | None = None,
    ) -> None:
        self.subscription = subscription
        self.fragment_limit = fragment_limit
        self.dispatcher = EgressDispatcher(
            cluster_session_id, as_egress_listener(listener), extension=extension, on_malformed=on_malformed)
        self._assembler = FragmentAssembler(self.dispatcher.dispatch)

    @property
    def malformed(self) -> int:
        return self.dispatcher.malformed

    def poll(self) -> int:
        return self.subscription.poll(self._assembler, self.fragment_limit)
