"""Progress bars on long jobs: drawn on stderr only when it is a terminal (a pty here), never into a pipe.

`archive-tool verify -a` / `checksum -a` over a recording of several segments run as real processes, once
with stderr on a pseudo-terminal and once on a pipe; stdout must be the same either way.
"""

from __future__ import annotations

import io
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest
from archive_synth import write_archive

from aeronkit.archive import segment
from aeronkit.tools.progress import ERASE_LINE, Progress


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_bar_is_drawn_in_place_and_erased_on_a_terminal() -> None:
    stream = _Terminal()
    progress = Progress("job", 4, stream, width=8)
    progress.advance("a")
    progress.update(3, "c")
    progress.close()
    assert stream.getvalue() == (f"\rjob [##------] 1/4 a{ERASE_LINE}\rjob [######--] 3/4 c{ERASE_LINE}"
                                 f"\r{ERASE_LINE}")


def test_nothing_is_written_to_a_file_or_pipe() -> None:
    stream = io.StringIO()
    progress = Progress("job", 4, stream)
    progress.advance("a")
    progress.close()
    assert stream.getvalue() == "" and progress.done == 1


def _archive_tool(directory: Path, *args: str, tty: bool) -> tuple[int, str, bytes]:
    """(exit status, stdout, stderr bytes) of `aeronkit archive-tool DIR args`, stderr on a pty or a pipe."""
    command = [sys.executable, "-m", "aeronkit.cli", "archive-tool", str(directory), *args]
    if not tty:
        done = subprocess.run(command, capture_output=True, timeout=120, check=False)
        return done.returncode, done.stdout.decode(), done.stderr
    master, slave = pty.openpty()
    try:
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=slave, stdin=subprocess.DEVNULL)
    finally:
        os.close(slave)
    err = bytearray()
    try:
        while chunk := os.read(master, 4096):
            err += chunk
    except OSError:  # EIO: every holder of the pty's other end has closed it
        pass
    finally:
        os.close(master)
    out = proc.stdout.read().decode() if proc.stdout else ""
    return proc.wait(timeout=120), out, bytes(err)


@pytest.mark.parametrize("command", [["verify", "-a"], ["checksum", "crc32", "-a"]])
def test_segment_jobs_show_a_bar_on_a_terminal_only(tmp_path: Path, command: list[str]) -> None:
    on_pipe, on_tty = tmp_path / "pipe", tmp_path / "tty"
    write_archive(on_pipe, [300, 40])
    write_archive(on_tty, [300, 40])
    segments = sum(len(files) for files in segment.index_segment_files(on_tty).values())
    assert segments >= 3, "the recording must span several segment files"

    code, out, err = _archive_tool(on_pipe, *command, tty=False)
    assert (code, err) == (0, b"")
    tty_code, tty_out, tty_err = _archive_tool(on_tty, *command, tty=True)
    assert (tty_code, tty_out) == (code, out.replace(str(on_pipe), str(on_tty)))
    label = command[0]
    assert f"\r{label} [".encode() in tty_err
    assert f"] {segments}/{segments} ".encode() in tty_err
    assert tty_err.endswith(f"\r{ERASE_LINE}".encode())
