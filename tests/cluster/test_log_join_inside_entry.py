"""A log image that ends inside a fragmented entry, and the next image joined where it ended.

A follower's commit position is a recorded position (the quorum of the members' archive positions), and a
recording may stop after any frame, so the consensus module's log adapter, bounded by it, can stop between
two fragments of one entry, and the service's adapter, bounded by the module's commit-position counter,
with it. When that image goes (the follower's image overrun under loss: recording stopped, election, log
replay or catch-up from the commit position) the next image joins exactly there and starts with the
entry's middle fragment. Aeron keeps one reassembly buffer per adapter, not per image (aeron-cluster/src/
main/java/io/aeron/cluster/LogAdapter.java and service/BoundedLogAdapter.java at 1.51.0: ``builder`` is a
field, never reset by ``image(...)``), and a fragment continues it when its term offset is the expected
one. So the entry completes from the fragments of both images and is applied once; an adapter that
reassembles per image or per session drops it, and the service applies one entry fewer than the other
members (State Machine Safety). A replay image has its own session id (the replay session's), so the
partial entry must not be tied to the session either.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest

from aeronkit.client import ADMIN_ACTION, ControlledPollAction, Image, Subscription
from aeronkit.client.counter import CounterValue
from aeronkit.client.header import BEGIN_FLAG, END_FLAG, Header
from aeronkit.cluster.log_adapter import LogAdapter
from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH
from aeronkit.cluster.service.bounded_log_adapter import BoundedLogAdapter
from aeronkit.codecs import cluster as codecs
from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.logbuffer import ExclusiveTermAppender, LogBuffers
from aeronkit.logbuffer.descriptor import FRAME_ALIGNMENT, align

TERM = 64 * 1024
MTU = 1408
LIVE_SESSION, REPLAY_SESSION, STREAM = 5, 77, 100
PAYLOADS = [b"before" * 10, bytes(range(256)) * 12, b"after" * 10]
"""Three client messages; the middle one (3,072 bytes) is three fragments at this MTU."""
TERM_OF_ENTRIES = [bytes([k]) * (2 * (MTU - 32) + MTU - 160 - SESSION_HEADER_LENGTH) for k in range(18)]
"""Entries of three frames, 4,096 bytes in all: 16 fill the first term exactly, so the fragments of entry
16 sit at the term offsets of entry 0's."""
CLUSTER_SESSION_ID = 42
_names = itertools.count()


def session_message(index: int, payload: bytes) -> bytes:
    """The ``index``-th entry: a client message whose timestamp is its index."""
    header = bytearray(SESSION_HEADER_LENGTH)
    encoder = codecs.SessionMessageHeaderEncoder().wrap_and_apply_header(header)
    encoder.leadership_term_id = 0
    encoder.cluster_session_id = CLUSTER_SESSION_ID
    encoder.timestamp = index
    return bytes(header) + payload


@pytest.fixture(scope="module")
def values() -> Iterator[AtomicBuffer]:
    # One counters buffer for the module (see test_client_image_bounded: no AtomicBuffer in a GC cycle).
    buffer = AtomicBuffer(bytearray(128 * 16))
    yield buffer
    buffer.close()


class Logs:
    """The same log written twice, as the leader's live log and as a replay of it with its own session
    id; images of either joined at any position, all closed at the end."""

    def __init__(self, directory: Path, values: AtomicBuffer, payloads: list[bytes]) -> None:
        self._values = values
        self._payloads = payloads
        self._open: list[tuple[LogBuffers, Image]] = []
        self.paths: dict[int, Path] = {}
        self.ends: list[int] = []
        self.writers = [self._write(directory, session_id) for session_id in (LIVE_SESSION, REPLAY_SESSION)]

    def _write(self, directory: Path, session_id: int) -> LogBuffers:
        path = directory / f"{next(_names)}.logbuffer"
        writer = LogBuffers.create(path, TERM, mtu_length=MTU, session_id=session_id, stream_id=STREAM)
        appender = ExclusiveTermAppender(writer)
        ends = []
        for index, payload in enumerate(self._payloads):
            while (end := appender.offer(session_message(index, payload))) == ADMIN_ACTION:
                pass
            assert end > 0
            ends.append(end)
        self.paths[session_id] = path
        self.ends = ends
        return writer

    def image(self, session_id: int, join_position: int) -> Image:
        counter = CounterValue(self._values, len(self._open) + 1)
        counter.set_release(join_position)
        logs = LogBuffers.from_file(self.paths[session_id])
        image = Image(len(self._open) + 1, session_id, STREAM, 3, "aeron:ipc", logs, counter, 4)
        self._open.append((logs, image))
        return image

    def fragment_starts(self) -> list[tuple[int, int]]:
        """(position, flags) of every frame of the log."""
        image = self.image(LIVE_SESSION, 0)
        starts: list[tuple[int, int]] = []

        def on_fragment(buffer: Any, offset: int, length: int, header: Header) -> ControlledPollAction:
            starts.append((header.position - align(header.frame_length, FRAME_ALIGNMENT), header.flags))
            return ControlledPollAction.CONTINUE

        while image.position < self.ends[-1]:
            assert image.controlled_poll(on_fragment, 100) > 0
        return starts

    def close(self) -> None:
        for _, image in self._open:
            image._internal_close()
            image._unmap()
        for writer in self.writers:
            writer.close()


@pytest.fixture
def logs(tmp_path: Path, values: AtomicBuffer) -> Iterator[Logs]:
    found = Logs(tmp_path, values, PAYLOADS)
    yield found
    found.close()


def after_first_fragment(logs: Logs, entry: int) -> int:
    """The position after the first fragment of the ``entry``-th fragmented entry: where a recording may
    stop."""
    starts = logs.fragment_starts()
    begins = [position for position, flags in starts if flags == BEGIN_FLAG]
    assert [flags for _, flags in starts].count(END_FLAG) == len(begins)
    after_begin = starts[[position for position, _ in starts].index(begins[entry]) + 1][0]
    assert after_begin not in logs.ends and 0 < after_begin < logs.ends[-1]
    return after_begin


class ServiceListener:
    """The service agent's side of BoundedLogAdapter: records each session message it applies."""

    def __init__(self) -> None:
        self.applied: list[tuple[int, int, bytes]] = []
        self.timestamps: list[int] = []

    def on_session_message(self, log_position: int, cluster_session_id: int, timestamp: int, buffer: Any,
                           offset: int, length: int, header: Header) -> None:
        assert cluster_session_id == CLUSTER_SESSION_ID
        self.applied.append((log_position, header.position, bytes(buffer[offset:offset + length])))
        self.timestamps.append(timestamp)

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"only session messages are in this log, not {name}")


class NoSubscription:
    """What the adapter closes when it lets go of an image; the images here have no subscription."""

    def close(self) -> None:
        pass


@pytest.mark.parametrize("next_session", [LIVE_SESSION, REPLAY_SESSION], ids=["live", "replay"])
def test_the_service_applies_an_entry_split_across_two_images_once_and_whole(
        logs: Logs, next_session: int) -> None:
    """Issue 13: the follower's service applied one message fewer than the others at the same position."""
    split = after_first_fragment(logs, 0)
    listener = ServiceListener()
    adapter = BoundedLogAdapter(listener, 10)
    subscription = cast(Subscription, NoSubscription())

    adapter.join(subscription, logs.image(LIVE_SESSION, 0), 2**63 - 1)
    while adapter.poll(split) > 0:
        pass
    assert adapter.image is not None and adapter.image.position == split, "stopped between two fragments"
    assert [payload for _, _, payload in listener.applied] == PAYLOADS[:1]
    adapter.close()  # the image went (overrun, end of a replay, a new election)

    adapter.join(subscription, logs.image(next_session, split), 2**63 - 1)
    while adapter.poll(logs.ends[-1]) > 0:
        pass

    assert [payload for _, _, payload in listener.applied] == PAYLOADS, "each entry once, whole"
    assert [position for position, _, _ in listener.applied] == logs.ends
    assert [position for _, position, _ in listener.applied] == logs.ends, "the header ends the entry"
    assert listener.timestamps == [0, 1, 2]


class ModuleListener:
    """The consensus module's side of LogAdapter: records the session messages it reads."""

    def __init__(self) -> None:
        self.read: list[int] = []

    def on_replay_session_message(self, cluster_session_id: int, timestamp: int) -> None:
        assert cluster_session_id == CLUSTER_SESSION_ID
        self.read.append(timestamp)

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"only session messages are in this log, not {name}")


@pytest.mark.parametrize("next_session", [LIVE_SESSION, REPLAY_SESSION], ids=["live", "replay"])
def test_the_module_reads_an_entry_split_across_two_images_once(logs: Logs, next_session: int) -> None:
    """The module reads the same entry (a session's activity, a service message's pending copy dropped)."""
    errors: list[BaseException] = []
    listener = ModuleListener()
    adapter = LogAdapter(listener, 10, errors.append)
    split = after_first_fragment(logs, 0)

    adapter.set_image(logs.image(LIVE_SESSION, 0))
    while adapter.poll(split) > 0:
        pass
    assert adapter.position == split and len(listener.read) == 1
    adapter.disconnect()

    adapter.set_image(logs.image(next_session, split))
    while adapter.poll(logs.ends[-1]) > 0:
        pass

    assert listener.read == [0, 1, 2] and not errors
    assert adapter.position == logs.ends[-1]


@pytest.fixture
def two_terms(tmp_path: Path, values: AtomicBuffer) -> Iterator[Logs]:
    found = Logs(tmp_path, values, TERM_OF_ENTRIES)
    yield found
    found.close()


@pytest.mark.parametrize("adapter_kind", ["service", "module"])
def test_a_partial_entry_continues_only_in_an_image_that_joins_where_the_last_one_stopped(
        two_terms: Logs, adapter_kind: str) -> None:
    """Stopped inside entry 16, then given an image that joins inside entry 0 (a log truncated, or any join
    that does not continue the last image): its first fragment has the very term offset the partial entry
    expects next, one term earlier. The partial entry is dropped, not completed with entry 0's fragments
    into an entry no log holds; entry 0's tail is skipped and entry 1 onwards is read."""
    logs = two_terms
    stop, rejoin = after_first_fragment(logs, 16), after_first_fragment(logs, 0)
    assert stop - rejoin == TERM
    if adapter_kind == "service":
        service = ServiceListener()
        subscription = cast(Subscription, NoSubscription())
        bounded = BoundedLogAdapter(service, 10)
        bounded.join(subscription, logs.image(LIVE_SESSION, 0), 2**63 - 1)
        while bounded.poll(stop) > 0:
            pass
        bounded.close()
        bounded.join(subscription, logs.image(LIVE_SESSION, rejoin), 2**63 - 1)
        while bounded.poll(logs.ends[3]) > 0:
            pass
        read = service.timestamps
    else:
        module = ModuleListener()
        errors: list[BaseException] = []
        adapter = LogAdapter(module, 10, errors.append)
        adapter.set_image(logs.image(LIVE_SESSION, 0))
        while adapter.poll(stop) > 0:
            pass
        adapter.disconnect(rejoin)  # the log truncated inside entry 0
        adapter.set_image(logs.image(LIVE_SESSION, rejoin))
        while adapter.poll(logs.ends[3]) > 0:
            pass
        read = module.read
        assert not errors
    assert read == [*range(16), 1, 2, 3]
