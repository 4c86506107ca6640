"""A follower's log replication that its election gives up is stopped in the follower's archive; and what a
replication learns from its archive's signals (recording_replication.py, shared with the standby snapshot
replicator).

Java's Election closes its RecordingReplication when it leaves FOLLOWER_LOG_REPLICATION early, and
RecordingReplication.close stops the archive's replication (aeron-cluster/src/main/java/io/aeron/cluster/
RecordingReplication.java at 1.51.0); without that the source archive goes on writing into the follower's
log recording after the next election has decided what the log is. Ours dropped its handle only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aeronkit.archive.client import RecordingSignal, ReplicationParams
from aeronkit.archive.client.recording_signal_adapter import RecordingSignalEvent
from aeronkit.cluster.archive_requests import ArchiveRequest
from aeronkit.cluster.consensus_module_agent import ConsensusModuleAgent
from aeronkit.cluster.recording_replication import RecordingReplication


class _Requests:
    def __init__(self) -> None:
        self.submitted: list[tuple[str, Callable[[Any], Any]]] = []

    def submit(self, what: str, start: Callable[[Any], Any]) -> ArchiveRequest:
        self.submitted.append((what, start))
        return ArchiveRequest(what, start)


class _Archive:
    def __init__(self) -> None:
        self.stopped: list[tuple[int, bool]] = []

    def async_replicate(self, *args: object) -> None:
        pass

    def async_stop_replication(self, replication_id: int, allow_unknown: bool = False) -> None:
        self.stopped.append((replication_id, allow_unknown))


class _Module:
    """What ConsensusModuleAgent._abandon_log_replication touches, with the module's own code."""

    abandon = ConsensusModuleAgent._abandon_log_replication

    def __init__(self, replication: RecordingReplication | None) -> None:
        self._log_replication = replication


def replication(
    requests: _Requests, replication_id: int | None = None, ended: bool = False
) -> RecordingReplication:
    """A log replication as the module starts it; answered with ``replication_id`` unless None."""
    started = RecordingReplication(requests, "replicate the log from member 0", 7,  # type: ignore[arg-type]
                                   "aeron:udp?endpoint=localhost:8010", 10, ReplicationParams())
    if replication_id is not None:
        started.request.done, started.request.result = True, replication_id
    started.has_ended = ended
    return started


def stops(requests: _Requests) -> list[tuple[int, bool]]:
    archive = _Archive()
    for _, start in requests.submitted:
        start(archive)
    return archive.stopped


def test_a_running_replication_the_election_gives_up_is_stopped() -> None:
    requests = _Requests()
    module = _Module(replication(requests, 42))
    module.abandon()
    assert module._log_replication is None
    assert stops(requests) == [(42, True)], "stopped, and an archive that already ended it is not an error"


def test_a_replication_that_ended_or_was_never_answered_is_only_forgotten() -> None:
    for answer, ended in ((42, True), (None, False)):
        requests = _Requests()
        module = _Module(replication(requests, answer, ended))
        module.abandon()
        assert module._log_replication is None
        assert stops(requests) == []
    nothing = _Module(None)
    nothing.abandon()
    assert nothing._log_replication is None


def signal(
    correlation_id: int, kind: RecordingSignal, recording_id: int = 5, position: int = -1
) -> RecordingSignalEvent:
    return RecordingSignalEvent(1, correlation_id, recording_id, 0, position, kind)


def test_signals_of_the_replication_say_where_the_copy_is_and_when_it_ended_or_was_deleted() -> None:
    requests = _Requests()
    copy = replication(requests, 42)
    assert not copy.on_signal(signal(41, RecordingSignal.REPLICATE_END)), "another replication's signal"
    assert copy.on_signal(signal(42, RecordingSignal.EXTEND, position=128))
    assert (copy.dst_recording_id, copy.position, copy.has_ended) == (5, 128, False)
    assert copy.on_signal(signal(42, RecordingSignal.REPLICATE_END, position=96))
    assert (copy.position, copy.has_ended, copy.error) == (128, True, None), "positions never go back"
    deleted = replication(requests, 43)
    deleted.on_signal(signal(43, RecordingSignal.DELETE))
    assert deleted.error == "recording was deleted during replication: srcRecordingId=7"
    unanswered = replication(requests)
    assert not unanswered.on_signal(signal(42, RecordingSignal.REPLICATE_END)) and not unanswered.has_ended
