"""A scripted stand-in for a media driver, for deterministic client conductor tests.

It owns a real cnc.dat (CncFile.create), reads the client's commands from the to-driver ring buffer and
decodes them with the *generated* driver_commands codecs (an implementation independent of the client's
struct-based proxy), and answers on the broadcast buffer with bodies built by those codecs too. Tests
decide what it answers and when: ``step()`` handles pending commands with the default replies.
"""

from __future__ import annotations

import struct
from pathlib import Path
from typing import Any

import aeronkit.codecs.driver_commands as dc
from aeronkit.cnc import CncFile
from aeronkit.logbuffer import LogBuffers

HEARTBEAT_TYPE_ID = 11
PUBLISHER_LIMIT_TYPE_ID = 1
SUBSCRIBER_POSITION_TYPE_ID = 4

DECODERS = {
    dc.AddPublicationDecoder.TEMPLATE_ID: dc.AddPublicationDecoder,
    dc.AddExclusivePublicationDecoder.TEMPLATE_ID: dc.AddExclusivePublicationDecoder,
    dc.RemovePublicationDecoder.TEMPLATE_ID: dc.RemovePublicationDecoder,
    dc.AddSubscriptionDecoder.TEMPLATE_ID: dc.AddSubscriptionDecoder,
    dc.RemoveSubscriptionDecoder.TEMPLATE_ID: dc.RemoveSubscriptionDecoder,
    dc.AddCounterDecoder.TEMPLATE_ID: dc.AddCounterDecoder,
    dc.RemoveCounterDecoder.TEMPLATE_ID: dc.RemoveCounterDecoder,
    dc.ClientCloseDecoder.TEMPLATE_ID: dc.ClientCloseDecoder,
    dc.AddDestinationDecoder.TEMPLATE_ID: dc.AddDestinationDecoder,
    dc.RemoveDestinationDecoder.TEMPLATE_ID: dc.RemoveDestinationDecoder,
    dc.RemoveDestinationByIdDecoder.TEMPLATE_ID: dc.RemoveDestinationByIdDecoder,
    dc.AddRcvDestinationDecoder.TEMPLATE_ID: dc.AddRcvDestinationDecoder,
    dc.RemoveRcvDestinationDecoder.TEMPLATE_ID: dc.RemoveRcvDestinationDecoder,
    dc.RejectImageDecoder.TEMPLATE_ID: dc.RejectImageDecoder,
    dc.GetNextAvailableSessionIdDecoder.TEMPLATE_ID: dc.GetNextAvailableSessionIdDecoder,
}
# Commands that carry one string after the fixed block (channel or reason): name of the field.
STRING_FIELD = {"AddDestination": "channel", "RemoveDestination": "channel", "AddRcvDestination": "channel",
                "RemoveRcvDestination": "channel", "RejectImage": "reason"}
SYSTEM_COUNTER_TYPE_ID = 0
CONTROL_PROTOCOL_VERSION_COUNTER_ID = 43


def decode_add_counter(body: bytes) -> dict[str, Any]:
    """CounterMessageFlyweight by hand: the label starts at 24 + align(keyLength, 4).

    The generated AddCounterDecoder reads the label right after the key (no 4-byte alignment), which only
    agrees with Aeron when the key length is a multiple of 4; reported to the codec owner.
    """
    client_id, correlation_id, type_id, key_length = struct.unpack_from("<qqii", body, 0)
    key = body[24:24 + key_length]
    label_at = 24 + ((key_length + 3) & ~3)
    (label_length,) = struct.unpack_from("<i", body, label_at)
    label = body[label_at + 4:label_at + 4 + label_length].decode("ascii")
    assert label_at + 4 + label_length == len(body)
    return {"client_id": client_id, "correlation_id": correlation_id, "type_id": type_id, "key": key,
            "label": label}


def decode_add_static_counter(body: bytes) -> dict[str, Any]:
    """StaticCounterMessageFlyweight by hand: registration id after the correlation id, label aligned."""
    client_id, correlation_id, registration_id, type_id, key_length = struct.unpack_from("<qqqii", body, 0)
    key = body[32:32 + key_length]
    label_at = 32 + ((key_length + 3) & ~3)
    (label_length,) = struct.unpack_from("<i", body, label_at)
    label = body[label_at + 4:label_at + 4 + label_length].decode("ascii")
    assert label_at + 4 + label_length == len(body)
    return {"client_id": client_id, "correlation_id": correlation_id, "registration_id": registration_id,
            "type_id": type_id, "key": key, "label": label}


def decode_string_after(body: bytes, block_length: int) -> str:
    """The var-data string after a fixed block: int32 length then ASCII bytes, nothing after it."""
    (length,) = struct.unpack_from("<i", body, block_length)
    assert block_length + 4 + length == len(body)
    return body[block_length + 4:block_length + 4 + length].decode("ascii")


def image_ready_body(correlation_id: int, session_id: int, stream_id: int, subscription_id: int,
                     position_id: int, log_file: str, source: str) -> bytes:
    """ImageBuffersReady laid out by hand: the source identity starts 4-byte aligned after the log name."""
    name = log_file.encode()
    body = bytearray(struct.pack("<qiiqii", correlation_id, session_id, stream_id, subscription_id,
                                 position_id, len(name)))
    body += name + b"\0" * (-len(name) % 4)
    body += struct.pack("<i", len(source)) + source.encode()
    return bytes(body)


class FakeDriver:
    def __init__(self, aeron_dir: Path, clock: Any, control_protocol_version: int | None = None) -> None:
        self.dir = aeron_dir
        self.clock = clock
        self.cnc = CncFile.create(aeron_dir, to_driver_buffer_length=64 * 1024 + 768,
                                  to_clients_buffer_length=64 * 1024 + 128,
                                  counters_values_buffer_length=128 * 64, error_buffer_length=64 * 1024)
        self.to_driver = self.cnc.to_driver()
        self.to_driver.next_correlation_id()  # burn id 0 as Aeron's driver does
        self.transmitter = self.cnc.to_clients_transmitter()
        self.counters = self.cnc.counters_manager(epoch_clock=clock.time_ms)
        if control_protocol_version is not None:
            # System counters up to Aeron's CONTROL_PROTOCOL_VERSION (id 43), registration id = counter id.
            for counter_id in range(CONTROL_PROTOCOL_VERSION_COUNTER_ID + 1):
                assert self.counters.allocate(f"system {counter_id}", SYSTEM_COUNTER_TYPE_ID) == counter_id
                self.counters.set_counter_registration_id(counter_id, counter_id)
            self.counters.set_counter_value(CONTROL_PROTOCOL_VERSION_COUNTER_ID, control_protocol_version)
        self.heartbeat()
        self.cnc.signal_ready()
        self.refuse: dict[str, tuple[int, str]] = {}
        self.commands: list[tuple[str, dict[str, Any]]] = []
        self.clients: dict[int, int] = {}
        self.logs: list[LogBuffers] = []
        self.next_session_id = 5000
        self.auto_reply = True

    def heartbeat(self) -> None:
        self.to_driver.consumer_heartbeat_time = self.clock.time_ms()

    # -- responses ------------------------------------------------------------------------------------

    def transmit(self, encoder_cls: Any, **fields: Any) -> None:
        buffer = bytearray(1024)
        encoder = encoder_cls().wrap(buffer, 0)
        var = {k: v for k, v in fields.items() if k.startswith("put_")}
        for name, value in fields.items():
            if not name.startswith("put_"):
                setattr(encoder, name, value)
        for name, value in var.items():
            getattr(encoder, name)(value)
        self.transmitter.transmit(encoder_cls.TEMPLATE_ID, bytes(buffer[:encoder.encoded_length]))

    def error(self, correlation_id: int, code: int, message: str) -> None:
        self.transmit(dc.OnErrorEncoder, offending_command_correlation_id=correlation_id, error_code=code,
                      put_error_message=message)

    # -- commands -------------------------------------------------------------------------------------

    def poll(self) -> list[tuple[str, dict[str, Any]]]:
        """Read every pending command; returns (name, fields) and remembers them."""
        got: list[tuple[str, dict[str, Any]]] = []

        def handler(msg_type_id: int, view: memoryview, offset: int, length: int) -> None:
            body = bytes(view[offset:offset + length])
            if msg_type_id == dc.AddCounterDecoder.TEMPLATE_ID:
                got.append(("AddCounter", decode_add_counter(body)))
                return
            if msg_type_id == dc.AddStaticCounterDecoder.TEMPLATE_ID:
                got.append(("AddStaticCounter", decode_add_static_counter(body)))
                return
            cls = DECODERS[msg_type_id]
            name = cls.__name__.removesuffix("Decoder")
            fields = cls().wrap(body, 0, cls.BLOCK_LENGTH).to_dict()
            if name in STRING_FIELD:
                fields[STRING_FIELD[name]] = decode_string_after(body, cls.BLOCK_LENGTH)
            got.append((name, fields))

        self.to_driver.read(handler)
        self.commands += got
        return got

    def step(self) -> list[tuple[str, dict[str, Any]]]:
        got = self.poll()
        if self.auto_reply:
            for name, fields in got:
                self.reply(name, fields)
        return got

    def _client(self, client_id: int) -> None:
        if client_id not in self.clients:
            counter_id = self.counters.allocate(f"client-heartbeat: id={client_id}", HEARTBEAT_TYPE_ID,
                                                struct.pack("<q", client_id))
            self.counters.set_counter_registration_id(counter_id, client_id)
            self.counters.set_counter_owner_id(counter_id, client_id)
            self.counters.set_counter_value(counter_id, self.clock.time_ms())
            self.clients[client_id] = counter_id
            self.transmit(dc.OnCounterReadyEncoder, correlation_id=client_id, counter_id=counter_id)

    def reply(self, name: str, fields: dict[str, Any]) -> None:
        if "client_id" in fields and name != "ClientClose":
            self._client(fields["client_id"])
        corr = fields.get("correlation_id")
        if name in self.refuse:
            code, message = self.refuse[name]
            self.error(corr, code, message)
            return
        if name in ("AddPublication", "AddExclusivePublication"):
            self.publication_ready(corr, fields["stream_id"], name == "AddExclusivePublication")
        elif name == "AddSubscription":
            self.transmit(dc.OnSubscriptionReadyEncoder, correlation_id=corr, channel_status_counter_id=-1)
        elif name in ("RemovePublication", "RemoveSubscription"):
            self.transmit(dc.OnOperationSuccessEncoder, correlation_id=corr)
        elif name == "AddCounter":
            counter_id = self.counters.allocate(fields["label"], fields["type_id"], fields["key"])
            self.counters.set_counter_registration_id(counter_id, corr)
            self.transmit(dc.OnCounterReadyEncoder, correlation_id=corr, counter_id=counter_id)
        elif name in ("RemoveCounter", "AddDestination", "RemoveDestination", "RemoveDestinationById",
                      "AddRcvDestination", "RemoveRcvDestination", "RejectImage"):
            self.transmit(dc.OnOperationSuccessEncoder, correlation_id=corr)
        elif name == "AddStaticCounter":
            counter_id = self.counters.find_by_type_id_and_registration_id(fields["type_id"],
                                                                           fields["registration_id"])
            if counter_id < 0:
                counter_id = self.counters.allocate(fields["label"], fields["type_id"], fields["key"])
                self.counters.set_counter_registration_id(counter_id, fields["registration_id"])
            self.transmit(dc.OnStaticCounterEncoder, correlation_id=corr, counter_id=counter_id)
        elif name == "GetNextAvailableSessionId":
            self.transmit(dc.OnNextAvailableSessionIdEncoder, correlation_id=corr,
                          next_session_id=self.next_session_id)
            self.next_session_id += 1

    def new_log(self, correlation_id: int, stream_id: int, session_id: int) -> LogBuffers:
        logs = LogBuffers.create(self.dir / f"{correlation_id}.logbuffer", 64 * 1024, session_id=session_id,
                                 stream_id=stream_id, correlation_id=correlation_id, initial_term_id=100)
        self.logs.append(logs)
        return logs

    def publication_ready(self, correlation_id: int, stream_id: int, exclusive: bool) -> None:
        session_id = self.next_session_id
        self.next_session_id += 1
        logs = self.new_log(correlation_id, stream_id, session_id)
        limit_id = self.counters.allocate(f"pub-lmt: {correlation_id}", PUBLISHER_LIMIT_TYPE_ID)
        self.counters.set_counter_value(limit_id, 32 * 1024)
        encoder = dc.OnExclusivePublicationReadyEncoder if exclusive else dc.OnPublicationReadyEncoder
        self.transmit(encoder, correlation_id=correlation_id, registration_id=correlation_id,
                      session_id=session_id, stream_id=stream_id, publication_limit_counter_id=limit_id,
                      channel_status_counter_id=-1, put_log_file_name=str(logs.path))

    def available_image(self, subscription_id: int, image_id: int, stream_id: int, session_id: int,
                        log_name: str | None = None) -> LogBuffers:
        path = self.dir / (log_name or f"{image_id}.logbuffer")
        logs = LogBuffers.create(path, 64 * 1024, session_id=session_id, stream_id=stream_id,
                                 correlation_id=image_id, initial_term_id=100)
        self.logs.append(logs)
        position_id = self.counters.allocate(f"sub-pos: {image_id}", SUBSCRIBER_POSITION_TYPE_ID)
        body = image_ready_body(image_id, session_id, stream_id, subscription_id, position_id, str(path),
                                "aeron:ipc")
        self.transmitter.transmit(dc.OnAvailableImageDecoder.TEMPLATE_ID, body)
        return logs

    def unavailable_image(self, subscription_id: int, image_id: int, stream_id: int) -> None:
        self.transmit(dc.OnUnavailableImageEncoder, correlation_id=image_id,
                      subscription_registration_id=subscription_id, stream_id=stream_id,
                      put_channel="aeron:ipc")

    def close(self) -> None:
        for logs in self.logs:
            logs.close()
        self.cnc.close()
