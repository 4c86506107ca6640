"""A follower's log replication that its election gives up is stopped in the follower's archive.

Java's Election closes its RecordingReplication when it leaves FOLLOWER_LOG_REPLICATION early, and
RecordingReplication.close stops the archive's replication (aeron-cluster/src/main/java/io/aeron/cluster/
RecordingReplication.java at 1.51.0); without that the source archive goes on writing into the follower's
log recording after the next election has decided what the log is. Ours dropped its handle only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aeronkit.cluster.archive_requests import ArchiveRequest
from aeronkit.cluster.consensus_module_agent import ConsensusModuleAgent


class _Requests:
    def __init__(self) -> None:
        self.submitted: list[tuple[str, Callable[[Any], Any]]] = []

    def submit(self, what: str, start: Callable[[Any], Any]) -> None:
        self.submitted.append((what, start))


class _Archive:
    def __init__(self) -> None:
        self.stopped: list[tuple[int, bool]] = []

    def async_stop_replication(self, replication_id: int, allow_unknown: bool = False) -> None:
        self.stopped.append((replication_id, allow_unknown))


class _Module:
    """What ConsensusModuleAgent._abandon_log_replication touches, with the module's own code."""

    abandon = ConsensusModuleAgent._abandon_log_replication

    def __init__(self, replication: ArchiveRequest | None, ended: bool = False) -> None:
        self._log_replication = replication
        self._log_replication_ended = ended
        self.archive_requests = _Requests()


def answered(replication_id: int) -> ArchiveRequest:
    request = ArchiveRequest("replicate the log from member 0", lambda archive: archive)
    request.done, request.result = True, replication_id
    return request


def stops(module: _Module) -> list[tuple[int, bool]]:
    archive = _Archive()
    for _, start in module.archive_requests.submitted:
        start(archive)
    return archive.stopped


def test_a_running_replication_the_election_gives_up_is_stopped() -> None:
    module = _Module(answered(42))
    module.abandon()
    assert module._log_replication is None
    assert stops(module) == [(42, True)], "stopped, and an archive that already ended it is not an error"


def test_a_replication_that_ended_or_was_never_answered_is_only_forgotten() -> None:
    for module in (_Module(answered(42), ended=True), _Module(ArchiveRequest("replicate", lambda a: a)),
                   _Module(None)):
        module.abandon()
        assert module._log_replication is None
        assert stops(module) == []
