"""One definition of the archive's error codes, used by the server, the client and the replication session.

The codes Aeron keeps as constants in
aeron-archive/src/main/java/io/aeron/archive/client/ArchiveException.java (one of them a short) are read
from the pinned jar with ``javap -constants`` and compared with ``aeronkit.archive.codes``; the
server-side failures (ReplayError, ReplicationError) are proven to be ArchiveErrors (so AeronErrors) that
keep their code, and the server is proven to answer with those codes on the wire.
"""

from __future__ import annotations

import re
import subprocess

import pytest
from test_archive_server import ERROR, SEGMENT, Rig, _record, rig  # noqa: F401 - rig is a fixture

from aeronkit.archive import codes
from aeronkit.archive.client import archive_error
from aeronkit.archive.codes import ArchiveErrorCode, error_code_name
from aeronkit.archive.server.replay_session import ReplayError
from aeronkit.archive.server.replication_session import ReplicationError
from aeronkit.codecs import archive as codecs
from aeronkit.codecs import archive as generated
from aeronkit.errors import AeronError
from aeronkit.interop.java import JavaToolchain

_CONSTANT_RE = re.compile(r"public static final (?:int|short) ([A-Z_]+) = (-?\d+);")


@pytest.mark.java
def test_error_codes_equal_the_pinned_archive_exception_constants(java: JavaToolchain) -> None:
    argv = ["javap", "-constants", "-cp", str(java.aeron_jar), "io.aeron.archive.client.ArchiveException"]
    out = subprocess.run(argv, capture_output=True, text=True, timeout=120, check=True).stdout
    java_codes = {name: int(value) for name, value in _CONSTANT_RE.findall(out)}
    assert java_codes, out
    assert java_codes == {code.name: int(code) for code in ArchiveErrorCode}


def test_client_and_server_share_the_one_definition() -> None:
    assert archive_error.ArchiveErrorCode is codes.ArchiveErrorCode
    assert archive_error.error_code_name is codes.error_code_name
    assert codes.ControlResponseCode is generated.ControlResponseCode
    assert error_code_name(ArchiveErrorCode.UNKNOWN_REPLICATION) == "UNKNOWN_REPLICATION"
    assert error_code_name(999) == "UNKNOWN(999)"


@pytest.mark.parametrize("error_type", [ReplayError, ReplicationError])
@pytest.mark.parametrize("code", list(ArchiveErrorCode))
def test_server_errors_join_the_aeron_error_hierarchy(
    error_type: type[Exception], code: ArchiveErrorCode
) -> None:
    with pytest.raises(archive_error.ArchiveError) as caught:
        raise error_type("it went wrong", code)
    error = caught.value
    assert isinstance(error, AeronError)
    assert error.code == error.error_code == int(code)
    assert error.message == "it went wrong"
    assert code.name in str(error)


def test_server_errors_default_to_generic() -> None:
    assert ReplayError("x").code == ArchiveErrorCode.GENERIC
    assert ReplicationError("x").code == ArchiveErrorCode.GENERIC


def test_server_answers_with_the_shared_codes(rig: Rig) -> None:  # noqa: F811 - the fixture
    rig.client.connect()
    unknown_replication = rig.client.request(codecs.StopReplicationRequestEncoder, replication_id=424242)
    assert unknown_replication.code == ERROR
    assert unknown_replication.relevant_id == ArchiveErrorCode.UNKNOWN_REPLICATION
    recording_id, _stop, _ = _record(rig, 4301, 60)
    (rig.archive_dir / f"{recording_id}-0.rec").unlink()
    subscription = rig.aeron.add_subscription("aeron:ipc", 4302)  # so the replay connects, then fails
    missing_segment = rig.client.request(
        codecs.ReplayRequestEncoder,
        var={"replay_channel": "aeron:ipc"},
        recording_id=recording_id,
        position=0,
        length=SEGMENT,
        replay_stream_id=4302,
        file_io_max_length=0,
        replay_token=-1,
    )
    # the replay is accepted, then fails in the replayer, which answers later with a ReplayError's code
    client = rig.client
    client.await_condition(lambda: any(r.code == ERROR for r in client.responses), "the replay error")
    error = next(r for r in client.responses if r.code == ERROR)
    assert error.correlation_id == missing_segment.correlation_id
    assert error.relevant_id == ArchiveErrorCode.UNKNOWN_RECORDING
    # the server sends the plain message; only the client's ArchiveError adds the code name
    assert error.message.startswith("recording segment not found"), error
    assert "errorCode" not in error.message
    subscription.close()
