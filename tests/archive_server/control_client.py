"""A minimal archive control client for tests, written from the codecs (the real AeronArchive client is
another engineer's work): connect, send any request, collect responses, descriptors and signals.

It also sends raw bytes, so tests can feed the archive malformed control messages.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from support.wait import wait_until

from aeronkit.client import Aeron, FragmentAssembler
from aeronkit.codecs import archive as codecs

PROTOCOL_VERSION = (1 << 16) | (12 << 8)
CONTROL_CHANNEL = "aeron:ipc?term-length=64k"


@dataclass
class Response:
    correlation_id: int
    relevant_id: int
    code: int
    message: str


class ControlClient:
    def __init__(
        self,
        aeron: Aeron,
        response_stream_id: int = 20,
        session_id: int | None = None,
        control_stream_id: int = 10,
    ) -> None:
        self.aeron = aeron
        self.session_id = random.randint(1, 2**30) if session_id is None else session_id
        self.response_channel = f"aeron:ipc?term-length=64k|session-id={self.session_id}"
        self.response_stream_id = response_stream_id
        self.subscription = aeron.add_subscription(self.response_channel, response_stream_id)
        self.publication = aeron.add_exclusive_publication(
            f"{CONTROL_CHANNEL}|session-id={self.session_id}", control_stream_id
        )
        self.control_session_id = -1
        self.responses: list[Response] = []
        self.descriptors: list[Any] = []
        self.subscriptions: list[Any] = []
        self.signals: list[tuple[int, int, int, int]] = []
        self.challenges: list[bytes] = []
        self.challenge_session_id = -1
        self.pings = 0
        self._assembler = FragmentAssembler(self._on_fragment)
        self._next = 1000
        self._buffer = bytearray(4096)

    # -- plumbing -----------------------------------------------------------------------------------------

    def correlation(self) -> int:
        self._next += 1
        return self._next

    def send_raw(self, data: bytes, timeout_s: float = 10.0) -> None:
        wait_until(lambda: self.publication.offer(data) >= 0, timeout_s, "the control request to be offered")

    def send(self, encoder_class: Any, var: dict[str, Any] | None = None, **fields: Any) -> int:
        enc = encoder_class().wrap_and_apply_header(self._buffer, 0)
        if "control_session_id" in enc.__class__.__dict__ and "control_session_id" not in fields:
            fields["control_session_id"] = self.control_session_id
        correlation_id = fields.setdefault("correlation_id", self.correlation())
        for name, value in fields.items():
            setattr(enc, name, value)
        for name, value in (var or {}).items():
            getattr(enc, f"put_{name}")(value)
        self.send_raw(bytes(self._buffer[: enc.limit]))
        return int(correlation_id)

    def _on_fragment(self, buffer: Any, offset: int, length: int, header: Any) -> None:
        view = memoryview(buffer)[: offset + length]
        template_id = int.from_bytes(view[offset + 2 : offset + 4], "little")
        if template_id == codecs.ControlResponseDecoder.TEMPLATE_ID:
            d = codecs.ControlResponseDecoder().wrap_with_header(view, offset)
            code = int(d.code)
            self.responses.append(Response(d.correlation_id, d.relevant_id, code, d.error_message))
        elif template_id == codecs.RecordingDescriptorDecoder.TEMPLATE_ID:
            self.descriptors.append(
                codecs.RecordingDescriptorDecoder().wrap_with_header(view, offset).to_dict()
            )
        elif template_id == codecs.RecordingSubscriptionDescriptorDecoder.TEMPLATE_ID:
            d = codecs.RecordingSubscriptionDescriptorDecoder().wrap_with_header(view, offset)
            self.subscriptions.append(d.to_dict())
        elif template_id == codecs.RecordingSignalEventDecoder.TEMPLATE_ID:
            d = codecs.RecordingSignalEventDecoder().wrap_with_header(view, offset)
            self.signals.append((d.recording_id, d.subscription_id, d.position, int(d.signal)))
        elif template_id == codecs.ChallengeDecoder.TEMPLATE_ID:
            d = codecs.ChallengeDecoder().wrap_with_header(view, offset)
            self.challenge_session_id = d.control_session_id
            self.challenges.append(d.encoded_challenge)
        elif template_id == codecs.PingDecoder.TEMPLATE_ID:
            self.pings += 1

    def poll(self) -> int:
        return self.subscription.poll(self._assembler, 64)

    def await_response(self, correlation_id: int, timeout_s: float = 10.0) -> Response:
        def answered() -> Response | None:
            while True:  # poll until idle before the helper parks, as long as fragments keep arriving
                for response in self.responses:
                    if response.correlation_id == correlation_id:
                        self.responses.remove(response)
                        return response
                if self.poll() == 0:
                    return None

        return wait_until(answered, timeout_s, f"a response to correlation id {correlation_id}")

    def await_condition(self, condition: Any, what: str, timeout_s: float = 10.0) -> None:
        def met() -> bool:
            while not condition():  # poll until idle before the helper parks
                if self.poll() == 0:
                    return False
            return True

        wait_until(met, timeout_s, what)

    # -- requests -----------------------------------------------------------------------------------------

    def connect(self, version: int = PROTOCOL_VERSION, credentials: bytes = b"") -> Response:
        wait_until(lambda: self.publication.is_connected, 10, "the archive control subscription to connect")
        correlation_id = self.send(
            codecs.AuthConnectRequestEncoder,
            var={
                "response_channel": self.response_channel,
                "encoded_credentials": credentials,
                "client_info": "name=aeronkit-test",
            },
            response_stream_id=self.response_stream_id,
            version=version,
        )
        response = self.await_response(correlation_id)
        if response.code == 0:
            self.control_session_id = response.relevant_id
        return response

    def request(self, encoder_class: Any, var: dict[str, Any] | None = None, **fields: Any) -> Response:
        return self.await_response(self.send(encoder_class, var, **fields))

    def close(self) -> None:
        self.publication.close()
        self.subscription.close()
