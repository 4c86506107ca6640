"""The consensus module snapshot: what ``build`` writes, ``SnapshotLoader`` reads back, for any state --
sessions (open and closing), timers, per-service pending message trackers with their messages. (The byte
layout against Java is proven by ClusterTool's describe-latest-cm-snapshot and by Java consensus modules
loading our snapshots: test_cm_java_tool.py, test_cm_java_swap.py.)"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.cluster.cluster_session import ClusterSession
from aeronkit.cluster.consensus_module_snapshot import SnapshotError, SnapshotLoader, SnapshotState, build
from aeronkit.cluster.pending_service_messages import PendingServiceMessageTracker
from aeronkit.cluster.protocol import SESSION_HEADER_LENGTH
from aeronkit.codecs import cluster as codecs
from aeronkit.logbuffer.header import UNFRAGMENTED


class UnfragmentedHeader:
    flags = UNFRAGMENTED


class RecordsImage:
    """An image over a list of records, one unfragmented fragment each, polled like Image.controlled_poll."""

    def __init__(self, records: list[bytes]) -> None:
        self.records = records
        self.index = 0

    def controlled_poll(self, handler: Callable[..., Any], limit: int) -> int:
        done = 0
        while done < limit and self.index < len(self.records):
            record = bytearray(self.records[self.index])
            self.index += 1
            done += 1
            if handler(record, 0, len(record), UnfragmentedHeader()).name == "BREAK":
                break
        return done


@dataclass
class Loaded:
    begin: tuple[int, codecs.ClusterTimeUnit] | None = None
    module: tuple[int, int, int, int] | None = None
    sessions: list[tuple[Any, ...]] = field(default_factory=list)
    timers: list[tuple[int, int]] = field(default_factory=list)
    trackers: list[tuple[int, int, int, int]] = field(default_factory=list)
    pending: list[tuple[int, bytes]] = field(default_factory=list)

    def on_load_begin_snapshot(self, app_version: int, time_unit: codecs.ClusterTimeUnit) -> None:
        self.begin = (app_version, time_unit)

    def on_load_consensus_module_state(
        self, next_session_id: int, next_service_session_id: int, log_service_session_id: int, capacity: int
    ) -> None:
        self.module = (next_session_id, next_service_session_id, log_service_session_id, capacity)

    def on_load_cluster_session(self, *fields: Any) -> None:
        self.sessions.append(fields)

    def on_load_timer(self, correlation_id: int, deadline: int) -> None:
        self.timers.append((correlation_id, deadline))

    def on_load_pending_message_tracker(
        self, next_service_session_id: int, log_service_session_id: int, capacity: int, service_id: int
    ) -> None:
        self.trackers.append((next_service_session_id, log_service_session_id, capacity, service_id))

    def on_load_pending_message(self, cluster_session_id: int, entry: memoryview) -> None:
        self.pending.append((cluster_session_id, bytes(entry)))


class Timers:
    def __init__(self, timers: dict[int, int]) -> None:
        self.timers = timers

    def snapshot(self, taker: Callable[[int, int], None]) -> None:
        for correlation_id, deadline in self.timers.items():
            taker(correlation_id, deadline)


def service_entry(service_id: int, payload: bytes) -> bytes:
    buffer = bytearray(SESSION_HEADER_LENGTH + len(payload))
    header = codecs.SessionMessageHeaderEncoder().wrap_and_apply_header(buffer)
    header.cluster_session_id = service_id
    buffer[SESSION_HEADER_LENGTH:] = payload
    return bytes(buffer)


session_strategy = st.tuples(
    st.integers(1, 2**40),
    st.integers(-(2**63), 2**63 - 1),
    st.integers(0, 2**40),
    st.sampled_from(
        [codecs.CloseReason.NULL_VAL, codecs.CloseReason.CLIENT_ACTION, codecs.CloseReason.TIMEOUT]
    ),
    st.integers(1, 2**31 - 1),
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz:?=|0123456789.", max_size=120),
)


@settings(max_examples=150, deadline=None)
@given(
    next_session_id=st.integers(1, 2**40),
    sessions=st.lists(session_strategy, max_size=6, unique_by=lambda s: s[0]),
    timers=st.dictionaries(st.integers(-(2**63), 2**63 - 1), st.integers(0, 2**62), max_size=8),
    pending=st.lists(st.lists(st.binary(max_size=300), max_size=5), min_size=0, max_size=3),
    time_unit=st.sampled_from([codecs.ClusterTimeUnit.MILLIS, codecs.ClusterTimeUnit.NANOS]),
)
def test_what_is_built_is_loaded_back(
    next_session_id: int,
    sessions: list[tuple[Any, ...]],
    timers: dict[int, int],
    pending: list[list[bytes]],
    time_unit: codecs.ClusterTimeUnit,
) -> None:
    cluster_sessions = []
    for session_id, correlation_id, opened, reason, stream_id, channel in sessions:
        session = ClusterSession(session_id, stream_id, channel, "")
        session.correlation_id = correlation_id
        session.opened_log_position = opened
        session.close_reason = reason
        cluster_sessions.append(session)
    trackers = []
    for service_id, messages in enumerate(pending):
        tracker = PendingServiceMessageTracker(service_id, lambda: 0)
        for message in messages:
            tracker.enqueue_message(service_entry(service_id, message))
        trackers.append(tracker)
    state = SnapshotState(
        log_position=4096,
        leadership_term_id=3,
        time_unit=time_unit,
        app_version=(1 << 16) | 2,
        next_committed_session_id=next_session_id,
        sessions=cluster_sessions,
        timers=Timers(timers),
        trackers=trackers,
    )
    errors: list[BaseException] = []
    records = build(state, errors.append)
    assert errors == []
    loaded = Loaded()
    loader = SnapshotLoader(RecordsImage(records), loaded)  # type: ignore[arg-type]
    while not loader.is_done:
        assert loader.poll() > 0
    assert loaded.begin == ((1 << 16) | 2, time_unit)
    assert loaded.module is not None and loaded.module[0] == next_session_id
    if trackers:
        first = trackers[0]
        assert loaded.module[1:] == (
            first.next_service_session_id,
            first.log_service_session_id,
            first.size(),
        )
    assert loaded.sessions == [
        (s[0], s[1], s[2], -1, s[3], s[4], s[5]) for s in sessions
    ]  # time of last activity is always written as -1
    assert loaded.timers == list(timers.items())
    assert loaded.trackers == [
        (t.next_service_session_id, t.log_service_session_id, t.size(), t.service_id) for t in trackers
    ]
    assert [entry for _, entry in loaded.pending] == [m for t in trackers for m in t.messages()]


def test_a_record_of_another_schema_is_refused() -> None:
    foreign = bytearray(16)
    foreign[4:6] = (999).to_bytes(2, "little")  # schema id
    loader = SnapshotLoader(RecordsImage([bytes(foreign)]), Loaded())  # type: ignore[arg-type]
    with pytest.raises(SnapshotError, match="expected schemaId=111, actual=999"):
        loader.poll()
