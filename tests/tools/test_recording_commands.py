"""`aeronkit record`, `recordings`, `replay`, `replicate` against running archives, Java's and ours;
`sub --print`.

Each archive runs with a UDP control channel on a free loopback port. The commands run as child processes
of `python -m aeronkit.cli` (stopped by pid); this test publishes with our client and checks what the
commands print against what it sent: the recording's positions, every replayed payload (text and hex),
and the summary lines.
"""

from __future__ import annotations

import contextlib
import json
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from support.java_archive import running_java_archiving_driver
from support.ports import free_udp_ports
from support.processes import read_rest, read_until, stop
from support.wait import wait_until

from aeronkit.archive.client import AeronArchive
from aeronkit.archive.client import Context as ArchiveClientContext
from aeronkit.archive.server import Context as ArchiveContext
from aeronkit.archive.server.archiving_media_driver import ArchivingMediaDriver
from aeronkit.client import Aeron, Context
from aeronkit.driver.media_driver import Context as DriverContext
from aeronkit.interop.java import JavaToolchain
from aeronkit.tools.dump import hex_lines

CHANNEL, STREAM_ID = "aeron:ipc?term-length=64k", 1101
TEXTS = [f"hello {i} \N{GREEK SMALL LETTER ALPHA}" for i in range(40)]
BINARY = bytes(range(256))
DEADLINE_S = 90.0


@dataclass(frozen=True)
class RunningArchive:
    aeron_dir: Path
    control_channel: str
    response_channel: str

    def archive_args(self) -> list[str]:
        return ["--dir", str(self.aeron_dir), "--control-channel", self.control_channel,
                "--response-channel", self.response_channel]


def aeronkit(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "aeronkit.cli", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def finish(proc: subprocess.Popen[str]) -> tuple[int, str, str]:
    try:
        out, err = proc.communicate(timeout=DEADLINE_S)
    finally:
        stop(proc)
    return proc.returncode, out, err


@pytest.fixture(scope="module")
def java_archive(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningArchive]:
    with running_java_archiving_driver(java, tmp_path_factory.mktemp("cli-java")) as driver:
        yield RunningArchive(driver.aeron_dir, driver.control_channel, "aeron:udp?endpoint=127.0.0.1:0")


@contextlib.contextmanager
def running_our_archive(root: Path) -> Iterator[RunningArchive]:
    port, response_port = free_udp_ports(2)
    control = f"aeron:udp?endpoint=127.0.0.1:{port}"
    response = f"aeron:udp?endpoint=127.0.0.1:{response_port}"
    driver_ctx = DriverContext(aeron_dir=str(root / "aeron"), dir_delete_on_start=True,
                               threading_mode="SHARED", term_buffer_sparse_file=True)
    archive_ctx = ArchiveContext(archive_dir=str(root / "archive"), control_channel=control,
                                 replication_channel="aeron:udp?endpoint=127.0.0.1:0")
    with ArchivingMediaDriver.launch(driver_ctx, archive_ctx):
        yield RunningArchive(root / "aeron", control, response)


@pytest.fixture(scope="module")
def our_archive(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningArchive]:
    with running_our_archive(tmp_path_factory.mktemp("cli-ours")) as archive:
        yield archive


@pytest.fixture(scope="module")
def destination_archive(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningArchive]:
    """A second archive of ours that `aeronkit replicate` copies recordings into."""
    with running_our_archive(tmp_path_factory.mktemp("cli-destination")) as archive:
        yield archive


@pytest.fixture(params=["java", "ours"])
def archive(request: pytest.FixtureRequest) -> RunningArchive:
    return request.getfixturevalue("java_archive" if request.param == "java" else "our_archive")


def record_messages(archive: RunningArchive) -> tuple[int, int]:
    """`aeronkit record` while this test publishes TEXTS and BINARY; (recording id, stop position)."""
    recorder = aeronkit("record", *archive.archive_args(), "--channel", CHANNEL,
                        "--stream-id", str(STREAM_ID))
    try:
        read_until(recorder, "recording subscription ", DEADLINE_S)
        client_ctx = ArchiveClientContext(control_request_channel=archive.control_channel,
                                          control_response_channel=archive.response_channel)
        with Aeron.connect(Context(aeron_dir=str(archive.aeron_dir))) as aeron:
            client_ctx.aeron = aeron
            client = AeronArchive.connect(client_ctx)
            publication = aeron.add_exclusive_publication(CHANNEL, STREAM_ID)
            started = read_until(recorder, " started at position ", DEADLINE_S)[-1].split()
            recording_id = int(started[1])
            end = 0
            for payload in [t.encode() for t in TEXTS] + [BINARY]:
                end = wait_until(lambda p=payload: max(publication.offer(p), 0), DEADLINE_S, "an offer")
            wait_until(lambda: client.get_recording_position(recording_id) == end, DEADLINE_S,
                       "the recording")
            client.close()
        recorder.send_signal(signal.SIGINT)
        out = read_rest(recorder, DEADLINE_S)
        assert recorder.wait(DEADLINE_S) == 0, out + (recorder.stderr.read() if recorder.stderr else "")
        assert f"recording {recording_id} stopped at position {end}" in out
        return recording_id, end
    finally:
        stop(recorder)


def test_record_list_and_replay_with_the_command_line(archive: RunningArchive) -> None:
    recording_id, end = record_messages(archive)

    code, out, err = finish(aeronkit("recordings", *archive.archive_args(), "--json"))
    assert (code, err) == (0, "")
    rows = [json.loads(line) for line in out.splitlines()]
    mine = [r for r in rows if r["recording_id"] == recording_id]
    assert len(mine) == 1
    assert (mine[0]["stream_id"], mine[0]["start_position"], mine[0]["stop_position"]) == (STREAM_ID, 0, end)
    code, out, _ = finish(aeronkit("recordings", *archive.archive_args(), "--from", str(recording_id)))
    assert code == 0
    assert out.splitlines()[0].startswith(f"recording {recording_id}: stream {STREAM_ID} session ")
    assert f" positions 0..{end} " in out.splitlines()[0]
    assert out.splitlines()[-1] == "1 recordings"

    code, out, err = finish(aeronkit("replay", *archive.archive_args(), str(recording_id)))
    assert code == 0, err
    lines = out.splitlines()
    assert [line.split(": ", 1)[1] for line in lines[:-1]] == TEXTS
    binary_line = lines[-1].split(": ", 1)[1]  # escapes for control bytes and bytes that are not UTF-8
    assert binary_line.startswith(r"\x00\x01\x02") and "0123456789:;<=>?@ABC" in binary_line
    assert binary_line.endswith(r"~\x7f\x80\x81\x82\x83\x84\x85\x86\x87\x88\x89\x8a\x8b\x8c\x8d\x8e\x8f"
                                + "".join(f"\\x{b:02x}" for b in range(0x90, 0x100)))
    first_frame = (32 + len(TEXTS[0].encode()) + 31) // 32 * 32  # a header's position is its frame's end
    assert lines[0].startswith("stream=1001 session=") and f" position={first_frame} " in lines[0]
    total = sum(len(t.encode()) for t in TEXTS) + len(BINARY)
    assert err.strip().splitlines()[-1] == f"replayed {len(TEXTS) + 1} messages, {total} bytes"

    code, out, _ = finish(aeronkit("replay", *archive.archive_args(), str(recording_id), "--print", "hex",
                                   "--position", str(end - 32 - 256)))  # only the binary message
    assert code == 0
    assert out.splitlines()[1:] == hex_lines(BINARY)
    assert out.splitlines()[1] == ("00000000  00 01 02 03 04 05 06 07  08 09 0a 0b 0c 0d 0e 0f  "
                                   "|................|")

    code, _, err = finish(aeronkit("replay", *archive.archive_args(), str(recording_id + 1000)))
    assert code == 1
    assert err.strip() == f"aeronkit replay: the archive has no recording {recording_id + 1000}"


def test_sub_print_dumps_whatever_arrives(archive: RunningArchive) -> None:
    channel, stream_id = "aeron:ipc", 1102
    sub = aeronkit("sub", "--dir", str(archive.aeron_dir), "--channel", channel,
                   "--stream-id", str(stream_id), "--print", "text", "--messages", "2")
    try:
        with Aeron.connect(Context(aeron_dir=str(archive.aeron_dir))) as aeron:
            publication = aeron.add_publication(channel, stream_id)
            wait_until(lambda: publication.is_connected, DEADLINE_S, "the sub command's subscription")
            for payload in (b"first line", b"tab\there\x00end"):
                wait_until(lambda p=payload: publication.offer(p) > 0, DEADLINE_S, "an offer")
            code, out, err = finish(sub)
    finally:
        stop(sub)
    assert code == 0, err
    assert [line.split(": ", 1)[1] for line in out.splitlines()] == ["first line", r"tab\there\x00end"]
    assert err.strip() == "received 2 messages, 22 bytes"


def test_replicate_copies_a_recording_from_either_archive_and_refuses_an_unknown_one(
    archive: RunningArchive, destination_archive: RunningArchive
) -> None:
    recording_id, end = record_messages(archive)
    code, out, err = finish(aeronkit("replicate", *destination_archive.archive_args(), str(recording_id),
                                     "--src-control-channel", archive.control_channel, "--timeout", "60"))
    assert code == 0, err
    summary = rf"replicated recording {recording_id} into recording (\d+), {end} bytes"
    copied = re.fullmatch(summary, out.strip())
    assert copied is not None, out

    code, out, err = finish(aeronkit("replay", *destination_archive.archive_args(), copied[1]))
    assert code == 0, err
    assert [line.split(": ", 1)[1] for line in out.splitlines()[:-1]] == TEXTS

    missing = recording_id + 1000
    code, out, err = finish(aeronkit("replicate", *destination_archive.archive_args(), str(missing),
                                     "--src-control-channel", archive.control_channel))
    refused = f"aeronkit replicate: the source archive has no recording {missing}"
    assert (code, out, err.strip()) == (1, "", refused)
