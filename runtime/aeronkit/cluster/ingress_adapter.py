"""Reads what clients send the cluster (ingress, stream 101) and hands each request to the module.

Follows aeron-cluster/src/main/java/io/aeron/cluster/IngressAdapter.java at 1.51.0: a controlled poll of
the ingress subscription (and of the IPC ingress subscription when IPC ingress is allowed), with
fragmented messages reassembled per image; SessionMessageHeader (1), SessionConnectRequest (3),
SessionCloseRequest (4), SessionKeepAlive (5), ChallengeResponse (8) and AdminRequest (26) are decoded and
dispatched. A session message the log cannot take now is ABORTed and offered again on the next poll.

Bytes that do not decode (short, another schema, an unknown template) are counted in ``rejected`` and
dropped with one error line each, never raised into the duty cycle.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from aeronkit.archive.client.controlled_fragment_assembler import ControlledFragmentAssembler
from aeronkit.client import Image, Subscription
from aeronkit.client.header import ControlledPollAction, Header
from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH
from aeronkit.codecs import cluster as codecs
from aeronkit.errors import CodecError, ProtocolError


class IngressListener(Protocol):
    """The consensus module as the ingress adapter calls it (ConsensusModuleAgent's on* methods)."""

    def on_ingress_message(
        self, leadership_term_id: int, cluster_session_id: int, payload: memoryview
    ) -> ControlledPollAction: ...

    def on_session_connect(
        self,
        correlation_id: int,
        response_stream_id: int,
        version: int,
        response_channel: str,
        encoded_credentials: bytes,
        client_info: str,
        image: Image,
    ) -> None: ...

    def on_session_close(self, leadership_term_id: int, cluster_session_id: int) -> None: ...

    def on_session_keep_alive(
        self, leadership_term_id: int, cluster_session_id: int, image: Image
    ) -> None: ...

    def on_ingress_challenge_response(
        self, correlation_id: int, cluster_session_id: int, encoded_credentials: bytes
    ) -> None: ...

    def on_admin_request(
        self,
        leadership_term_id: int,
        cluster_session_id: int,
        correlation_id: int,
        request_type: codecs.AdminRequestType | int,
        payload: bytes,
    ) -> None: ...


class IngressAdapter:
    def __init__(
        self, fragment_limit: int, listener: IngressListener, on_error: Callable[[BaseException], None]
    ) -> None:
        self.fragment_limit = fragment_limit
        self._listener = listener
        self._on_error = on_error
        self.subscription: Subscription | None = None
        self.ipc_subscription: Subscription | None = None
        self._udp_assembler = ControlledFragmentAssembler(self._on_message)
        self._ipc_assembler = ControlledFragmentAssembler(self._on_message)
        self._image: Image | None = None
        self._header = codecs.MessageHeaderDecoder()
        self._session_header = codecs.SessionMessageHeaderDecoder()
        self._decoders: dict[int, Any] = {
            codecs.SessionConnectRequestDecoder.TEMPLATE_ID: codecs.SessionConnectRequestDecoder(),
            codecs.SessionCloseRequestDecoder.TEMPLATE_ID: codecs.SessionCloseRequestDecoder(),
            codecs.SessionKeepAliveDecoder.TEMPLATE_ID: codecs.SessionKeepAliveDecoder(),
            codecs.ChallengeResponseDecoder.TEMPLATE_ID: codecs.ChallengeResponseDecoder(),
            codecs.AdminRequestDecoder.TEMPLATE_ID: codecs.AdminRequestDecoder(),
        }
        self.rejected = 0

    def connect(self, subscription: Subscription, ipc_subscription: Subscription | None) -> None:
        self.subscription = subscription
        self.ipc_subscription = ipc_subscription

    def close(self, remove: Callable[[int], None]) -> None:
        """Stop reading ingress; ``remove(registration_id)`` closes a subscription without waiting."""
        subscription, ipc = self.subscription, self.ipc_subscription
        self.subscription = self.ipc_subscription = None
        for sub in (subscription, ipc):
            if sub is not None and not sub.is_closed:
                remove(sub.registration_id)
        self._udp_assembler = ControlledFragmentAssembler(self._on_message)
        self._ipc_assembler = ControlledFragmentAssembler(self._on_message)

    def free_session_buffer(self, image_session_id: int, is_ipc: bool) -> None:
        (self._ipc_assembler if is_ipc else self._udp_assembler).free_session_buffer(image_session_id)

    def poll(self) -> int:
        fragments = 0
        if self.subscription is not None:
            fragments += self._poll(self.subscription, self._udp_assembler)
        if self.ipc_subscription is not None:
            fragments += self._poll(self.ipc_subscription, self._ipc_assembler)
        return fragments

    def _poll(self, subscription: Subscription, assembler: ControlledFragmentAssembler) -> int:
        fragments = 0
        limit = self.fragment_limit
        for image in subscription.images:
            self._image = image
            fragments += image.controlled_poll(assembler, limit - fragments)
            if fragments >= limit:
                break
        self._image = None
        return fragments

    def _on_message(self, buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
        try:
            return self._dispatch(memoryview(buffer)[offset : offset + length])
        except (CodecError, ProtocolError, UnicodeError) as ex:
            self.rejected += 1
            self._on_error(ProtocolError(f"malformed ingress message ({length} bytes) dropped: {ex}"))
            return ControlledPollAction.CONTINUE

    def _dispatch(self, message: memoryview) -> ControlledPollAction:
        header = self._header.wrap(message, 0)
        schema_id, template_id = header.schema_id, header.template_id
        block_length, version = header.block_length, header.version
        listener = self._listener
        if schema_id != codecs.SCHEMA_ID:
            raise ProtocolError(f"expected schemaId={codecs.SCHEMA_ID}, actual={schema_id}")
        if template_id == codecs.SessionMessageHeaderDecoder.TEMPLATE_ID:
            session = self._session_header.wrap(message, codecs.HEADER_LENGTH, block_length, version)
            if len(message) < SESSION_HEADER_LENGTH:
                raise ProtocolError(f"session message of {len(message)} bytes is shorter than its header")
            return listener.on_ingress_message(
                session.leadership_term_id, session.cluster_session_id, message[SESSION_HEADER_LENGTH:]
            )
        decoder = self._decoders.get(template_id)
        if decoder is None:
            raise ProtocolError(f"unknown ingress templateId={template_id}")
        d = decoder.wrap(message, codecs.HEADER_LENGTH, block_length, version)
        image = self._image
        assert image is not None
        if template_id == codecs.SessionConnectRequestDecoder.TEMPLATE_ID:
            listener.on_session_connect(
                d.correlation_id,
                d.response_stream_id,
                d.version,
                d.response_channel,
                d.encoded_credentials,
                d.client_info or "",
                image,
            )
        elif template_id == codecs.SessionCloseRequestDecoder.TEMPLATE_ID:
            listener.on_session_close(d.leadership_term_id, d.cluster_session_id)
        elif template_id == codecs.SessionKeepAliveDecoder.TEMPLATE_ID:
            listener.on_session_keep_alive(d.leadership_term_id, d.cluster_session_id, image)
        elif template_id == codecs.ChallengeResponseDecoder.TEMPLATE_ID:
            listener.on_ingress_challenge_response(
                d.correlation_id, d.cluster_session_id, d.encoded_credentials
            )
        else:
            listener.on_admin_request(
                d.leadership_term_id, d.cluster_session_id, d.correlation_id, d.request_type, d.payload
            )
        return ControlledPollAction.CONTINUE
