"""The conductor's command protocol and lifecycles, stepped on a ManualClock (no threads, no sleeps)."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import pytest
from driver_harness import (
    ON_AVAILABLE_IMAGE,
    ON_CLIENT_TIMEOUT,
    ON_COUNTER_READY,
    ON_ERROR,
    ON_EXCLUSIVE_PUBLICATION_READY,
    ON_OPERATION_SUCCESS,
    ON_PUBLICATION_READY,
    ON_STATIC_COUNTER,
    ON_SUBSCRIPTION_READY,
    ON_UNAVAILABLE_COUNTER,
    ON_UNAVAILABLE_IMAGE,
    Message,
    RawClient,
    SteppedDriver,
)

from aeronkit.driver.system_counters import SystemCounterId
from aeronkit.logbuffer import descriptor as d
from aeronkit.logbuffer.log_buffers import LogBuffers
from aeronkit.logbuffer.term_appender import TermAppender

CHANNEL = "aeron:ipc"
STREAM = 1001


def publication_ready(m: Message) -> dict[str, object]:
    return {
        "correlation_id": m.q(0),
        "registration_id": m.q(8),
        "session_id": m.i(16),
        "stream_id": m.i(20),
        "limit_counter_id": m.i(24),
        "status_id": m.i(28),
        "log": m.string(32),
    }


def image_ready(m: Message) -> dict[str, object]:
    name_length = m.i(28)
    source_at = 32 + ((name_length + 3) & ~3)
    return {
        "correlation_id": m.q(0),
        "session_id": m.i(8),
        "stream_id": m.i(12),
        "subscription_id": m.q(16),
        "position_id": m.i(24),
        "log": m.string(28),
        "source": m.string(source_at),
    }


def error_of(m: Message) -> tuple[int, int, str]:
    return m.q(0), m.i(8), m.string(12)


def add_pub(client: RawClient, channel: str = CHANNEL, exclusive: bool = False) -> dict[str, object]:
    cid = client.add_publication(channel, STREAM, exclusive)
    kind = ON_EXCLUSIVE_PUBLICATION_READY if exclusive else ON_PUBLICATION_READY
    return publication_ready(client.await_correlated(kind, cid))


def test_first_command_registers_the_client_with_a_heartbeat_counter(stepped: SteppedDriver) -> None:
    client = stepped.client()
    ready = add_pub(client)
    counter = client.await_correlated(ON_COUNTER_READY, client.client_id)
    type_id, value, label = stepped.counters()[counter.i(8)]
    assert (type_id, label) == (11, f"client-heartbeat: id={client.client_id}")
    assert value == stepped.clock.time_ms()
    assert ready["correlation_id"] == ready["registration_id"]
    assert ready["status_id"] == -1


def test_publication_ready_names_a_log_whose_metadata_the_driver_filled(stepped: SteppedDriver) -> None:
    client = stepped.client()
    ready = add_pub(client, "aeron:ipc?term-length=128k|mtu=4096|linger=2s")
    path = Path(str(ready["log"]))
    assert path.is_absolute()
    assert path == stepped.driver.aeron_dir / "publications" / f"{ready['registration_id']}.logbuffer"
    with LogBuffers.from_file(path) as log:
        meta = log.metadata()
        assert meta.term_length == 128 * 1024
        assert meta.mtu_length == 4096
        assert meta.correlation_id == ready["registration_id"]
        assert log.session_id == ready["session_id"]
        assert log.stream_id == STREAM
        assert meta.log_type == d.LOG_BUFFER_TYPE_CONCURRENT_PUBLICATION
        assert meta.linger_timeout_ns == 2_000_000_000
        assert meta.publication_window_length == 64 * 1024
        assert meta.end_of_stream_position == 2**63 - 1
        assert meta.page_size == 4096


def test_stream_counters_have_aerons_labels_and_types(stepped: SteppedDriver) -> None:
    client = stepped.client()
    ready = add_pub(client)
    sub_id = client.add_subscription(CHANNEL, STREAM)
    client.await_correlated(ON_SUBSCRIPTION_READY, sub_id)
    image = image_ready(client.await_message(ON_AVAILABLE_IMAGE))
    reg, session = ready["registration_id"], ready["session_id"]
    counters = stepped.counters()
    assert counters[int(ready["limit_counter_id"])][0::2] == (
        1,
        f"pub-lmt: {reg} {session} {STREAM} {CHANNEL}",
    )
    labels = {label: type_id for type_id, _, label in counters.values()}
    assert labels[f"pub-pos (concurrent): {reg} {session} {STREAM} {CHANNEL}"] == 12
    assert counters[int(image["position_id"])][0::2] == (
        4,
        f"sub-pos: {sub_id} {session} {STREAM} {CHANNEL} @0",
    )
    assert image == {
        "correlation_id": reg,
        "session_id": session,
        "stream_id": STREAM,
        "subscription_id": sub_id,
        "position_id": image["position_id"],
        "log": ready["log"],
        "source": "aeron:ipc",
    }
    reader = stepped.cnc.counters_reader()
    assert reader.get_counter_reference_id(int(image["position_id"])) == reg
    assert reader.get_counter_owner_id(int(image["position_id"])) == client.client_id
    assert reader.get_counter_registration_id(int(ready["limit_counter_id"])) == reg


def test_publisher_limit_follows_the_slowest_subscriber(stepped: SteppedDriver) -> None:
    client = stepped.client()
    ready = add_pub(client)
    limit_id = int(ready["limit_counter_id"])
    stepped.step(3)
    assert stepped.counters()[limit_id][1] == 0, "no subscriber: the limit is pinned to the consumed position"
    sub_id = client.add_subscription(CHANNEL, STREAM)
    image = image_ready(client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == sub_id))
    stepped.step(2)
    window = 64 * 1024 // 2
    assert stepped.counters()[limit_id][1] == window
    stepped.set_counter(int(image["position_id"]), 8192)
    stepped.step(2)
    assert stepped.counters()[limit_id][1] == 8192 + window


def test_concurrent_publications_share_a_log_and_exclusive_ones_do_not(stepped: SteppedDriver) -> None:
    client = stepped.client()
    first = add_pub(client)
    second = add_pub(client)
    exclusive = add_pub(client, exclusive=True)
    assert second["registration_id"] == first["registration_id"]
    assert second["correlation_id"] != first["correlation_id"]
    assert second["log"] == first["log"]
    assert exclusive["log"] != first["log"]
    assert exclusive["session_id"] != first["session_id"]
    with LogBuffers.from_file(str(exclusive["log"])) as log:
        assert log.metadata().log_type == d.LOG_BUFFER_TYPE_EXCLUSIVE_PUBLICATION


def test_close_drains_then_reports_unavailable_image_and_deletes_the_log(stepped: SteppedDriver) -> None:
    client = stepped.client()
    ready = add_pub(client)
    sub_id = client.add_subscription(CHANNEL, STREAM)
    image = image_ready(client.await_message(ON_AVAILABLE_IMAGE))
    with LogBuffers.from_file(str(ready["log"])) as log:
        position = TermAppender(log).offer(b"x" * 100, limit=1 << 20)
        assert position == 160
    removed = client.remove_publication(int(ready["registration_id"]))
    client.await_correlated(ON_OPERATION_SUCCESS, removed)
    stepped.advance_ms(1100)
    client.poll()
    assert not [m for m in client.messages if m.type_id == ON_UNAVAILABLE_IMAGE], "not drained yet"
    stepped.set_counter(int(image["position_id"]), position)
    stepped.advance_ms(1100)
    gone = client.await_message(ON_UNAVAILABLE_IMAGE)
    assert (gone.q(0), gone.q(8), gone.i(16), gone.string(20)) == (
        ready["registration_id"],
        sub_id,
        STREAM,
        CHANNEL,
    )
    stepped.advance_ms(1100)
    assert not Path(str(ready["log"])).exists()
    labels = [label for _, _, label in stepped.counters().values()]
    assert not [label for label in labels if label.startswith(("pub-", "sub-pos"))]


@pytest.mark.driver_errors(  # each refusal is logged as well as answered, as Aeron's conductor does
    "unknown (publication: 999|subscription: 998|counter: 997)", "term_length=1000",
    "params must be used as a complete set", "Aeron URIs must start with 'aeron:'",
    "URIs for UDP must specify an endpoint", "stream-id=7 does not match", "command typeId=127",
    "command=1 too short",
)
def test_unknown_resources_and_bad_commands_get_aerons_error_codes(stepped: SteppedDriver) -> None:
    client = stepped.client()
    cases = [
        (client.remove_publication(999), 3, "ERROR - unknown publication: 999"),
        (client.remove_subscription(998), 2, "ERROR - unknown subscription: 998"),
        (client.remove_counter(997), 5, "ERROR - unknown counter: 997"),
        (client.add_publication("aeron:ipc?term-length=1000", STREAM), 1, "term_length=1000"),
        (client.add_publication("aeron:ipc?init-term-id=5", STREAM), 1, "complete set"),
        (client.add_publication("nonsense", STREAM), 1, "must start with 'aeron:'"),
        (client.add_publication("aeron:udp?term-length=64k", STREAM), 1, "must specify an endpoint"),
        (client.add_subscription("aeron:ipc?stream-id=7", STREAM), 1, "does not match provided streamId"),
    ]
    for correlation_id, code, text in cases:
        got = error_of(client.await_correlated(ON_ERROR, correlation_id))
        assert got[:2] == (correlation_id, code)
        assert text in got[2]
    cid = client.next_id()
    client.send(0x7F, struct.pack("<qq", client.client_id, cid))
    assert error_of(client.await_correlated(ON_ERROR, cid))[:2] == (cid, 6)
    cid = client.next_id()
    client.send(0x01, struct.pack("<qq", client.client_id, cid))
    assert error_of(client.await_correlated(ON_ERROR, cid))[:2] == (cid, 7)
    counters = stepped.counters()
    assert counters[SystemCounterId.ERRORS][1] == len(cases) + 2
    errors = [e.encoded_error for e in stepped.cnc.errors()]
    assert any("unknown publication: 999" in e for e in errors)


@pytest.mark.driver_errors("unknown (publication|MDS subscription|subscription): 2")
def test_destinations_are_refused_for_ipc(stepped: SteppedDriver) -> None:
    client = stepped.client()
    ready = add_pub(client)
    data = b"aeron:ipc"
    for command, code in ((0x07, 3), (0x08, 3), (0x0C, 2), (0x0D, 2)):
        cid = client.next_id()
        client.send(
            command,
            struct.pack("<qqqi", client.client_id, cid, int(ready["registration_id"]), len(data)) + data,
        )
        assert error_of(client.await_correlated(ON_ERROR, cid))[:2] == (cid, code)


def test_client_counters_and_static_counters(stepped: SteppedDriver) -> None:
    client = stepped.client()
    cid = client.add_counter(1001, b"abc", "my counter")
    counter_id = client.await_correlated(ON_COUNTER_READY, cid).i(8)
    reader = stepped.cnc.counters_reader()
    assert reader.get_counter_label(counter_id) == "my counter"
    assert reader.get_counter_key(counter_id)[:3] == b"abc"
    assert reader.get_counter_type_id(counter_id) == 1001
    assert reader.get_counter_registration_id(counter_id) == cid
    assert reader.get_counter_owner_id(counter_id) == client.client_id
    static_cid = client.add_counter(1002, b"k", "static", static_registration_id=77)
    static_id = client.await_correlated(ON_STATIC_COUNTER, static_cid).i(8)
    again = client.add_counter(1002, b"k", "static", static_registration_id=77)
    assert client.await_correlated(ON_STATIC_COUNTER, again).i(8) == static_id
    assert reader.get_counter_owner_id(static_id) == -1
    removed = client.remove_counter(cid)
    client.await_correlated(ON_OPERATION_SUCCESS, removed)
    gone = client.await_correlated(ON_UNAVAILABLE_COUNTER, cid)
    assert gone.i(8) == counter_id
    assert counter_id not in stepped.counters()


def test_silent_client_times_out_and_everything_it_held_goes(stepped: SteppedDriver) -> None:
    client = stepped.client()
    ready = add_pub(client)
    sub_id = client.add_subscription(CHANNEL, STREAM)
    client.await_correlated(ON_SUBSCRIPTION_READY, sub_id)
    counter_cid = client.add_counter(1001, b"", "owned")
    client.await_correlated(ON_COUNTER_READY, counter_cid)
    observer = stepped.client()
    before = len(stepped.counters())
    for _ in range(4):  # heartbeats inside the 5 s liveness timeout keep it alive
        stepped.advance_ms(2000, keep_alive=(client,))
    observer.poll()
    assert not [m for m in observer.messages if m.type_id == ON_CLIENT_TIMEOUT]
    stepped.advance_ms(6000)
    timeout = observer.await_message(ON_CLIENT_TIMEOUT)
    assert timeout.q(0) == client.client_id
    observer.await_correlated(ON_UNAVAILABLE_COUNTER, counter_cid)
    for _ in range(4):
        stepped.advance_ms(1100)
    assert stepped.counters()[SystemCounterId.CLIENT_TIMEOUTS][1] == 1
    labels = [label for _, _, label in stepped.counters().values()]
    assert not [lbl for lbl in labels if lbl.startswith(("pub-", "sub-pos", "client-heartbeat", "owned"))]
    assert len(stepped.counters()) < before
    assert not Path(str(ready["log"])).exists()


def test_client_close_frees_without_counting_a_timeout(stepped: SteppedDriver) -> None:
    client = stepped.client()
    ready = add_pub(client)
    client.close()
    stepped.step(2)
    for _ in range(4):
        stepped.advance_ms(1100)
    assert stepped.counters()[SystemCounterId.CLIENT_TIMEOUTS][1] == 0
    assert not Path(str(ready["log"])).exists()


def test_stuck_concurrent_publisher_is_unblocked_after_the_timeout(stepped: SteppedDriver) -> None:
    client = stepped.client()
    ready = add_pub(client)
    sub_id = client.add_subscription(CHANNEL, STREAM)
    image = image_ready(client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == sub_id))
    with LogBuffers.from_file(str(ready["log"])) as log:
        term = log.term_buffer(0)
        struct.pack_into("<i", term, 0, -64)  # a claim whose publisher died before committing
        log._put_int64(d.TERM_TAIL_COUNTERS_OFFSET, d.pack_tail(log.initial_term_id, 64))
        TermAppender(log).offer(b"after", limit=1 << 20)
        for _ in range(9):
            stepped.advance_ms(1100, keep_alive=(client,))
        assert struct.unpack_from("<i", term, 0)[0] == 64
        assert struct.unpack_from("<H", term, 6)[0] == 0, "padding frame"
        assert stepped.counters()[SystemCounterId.UNBLOCKED_PUBLICATIONS][1] == 1
        assert image["position_id"] is not None


def test_terminate_driver_obeys_the_validator(tmp_path: Path) -> None:
    from driver_harness import SMALL_BUFFERS

    from aeronkit.clock import ManualClock
    from aeronkit.cnc import CncFile
    from aeronkit.driver import Context, MediaDriver

    for validator, expected in (
        ("deny", False),
        ("allow", True),
        (lambda directory, token: token == b"secret", True),
    ):
        clock = ManualClock()
        ctx = Context(
            aeron_dir=str(tmp_path / "t"),
            threading_mode="INVOKER",
            nano_clock=clock,
            epoch_clock=clock,
            termination_validator=validator,
            dir_delete_on_start=True,
            **SMALL_BUFFERS,
        )
        with MediaDriver.launch(ctx) as driver, CncFile.map(driver.aeron_dir, writable=True) as cnc:
            ring = cnc.to_driver()
            assert ring.write(0x0E, struct.pack("<qqi", 1, -1, 6) + b"secret")
            for _ in range(3):
                assert driver.invoker is not None
                driver.invoker.invoke()
            assert driver.termination_requested is expected


def test_next_available_session_id_skips_the_reserved_range(stepped: SteppedDriver) -> None:
    conductor = stepped.driver.conductor
    conductor.next_session_id = -5
    client = stepped.client()
    seen = []
    for _ in range(8):
        cid = client.next_id()
        client.send(0x12, struct.pack("<qqi", client.client_id, cid, STREAM))
        seen.append(client.await_correlated(0x0F0D, cid).i(8))
    assert seen == [-5, -4, -3, -2, 1001, 1002, 1003, 1004]


def test_driver_close_marks_the_heartbeat_dead_and_frees_logs(stepped: SteppedDriver) -> None:
    client = stepped.client()
    ready = add_pub(client)
    stepped.driver.close()
    assert not Path(str(ready["log"])).exists()
    assert stepped.cnc.driver_heartbeat_ms() == -1
    assert os.path.exists(stepped.driver.aeron_dir / "cnc.dat")


def test_revoked_publication_skips_draining(stepped: SteppedDriver) -> None:
    client = stepped.client()
    ready = add_pub(client, exclusive=True)
    sub_id = client.add_subscription(CHANNEL, STREAM)
    client.await_message(ON_AVAILABLE_IMAGE, lambda m: m.q(16) == sub_id)
    with LogBuffers.from_file(str(ready["log"])) as log:
        position = TermAppender(log).offer(b"unread", limit=1 << 20)
        removed = client.remove_publication(int(ready["registration_id"]), revoke=True)
        client.await_correlated(ON_OPERATION_SUCCESS, removed)
        assert log.metadata().is_publication_revoked
        assert log.end_of_stream_position == position
    stepped.advance_ms(1100, keep_alive=(client,))
    client.await_message(ON_UNAVAILABLE_IMAGE, lambda m: m.q(8) == sub_id)
    assert stepped.counters()[SystemCounterId.PUBLICATIONS_REVOKED][1] == 1
    stepped.advance_ms(1100, keep_alive=(client,))
    assert not Path(str(ready["log"])).exists(), "gone although the subscriber never read to the end"
