"""Pieces of agrona's MarkFile protocol that the archive and cluster mark files share.

Both components keep an SBE-encoded header (with or without a leading message header, depending on the
writer's version), may be reached through a ``.lnk`` file naming the real directory, and save a previous
run's distinct errors to ``<prefix>-<local time>-error.log`` before reusing a mark file, as Aeron's
``CommonContext.saveExistingErrors`` does. The component-specific layouts stay in
runtime/aeronkit/archive/mark_file.py and runtime/aeronkit/cluster/mark_file.py.
"""

from __future__ import annotations

import mmap
import os
from datetime import datetime
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, BinaryIO

from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.constants import LONG_MAX, semantic_version_major
from aeronkit.errors import CorruptFileError, ProtocolError

if TYPE_CHECKING:
    from aeronkit.concurrent.error_log import ErrorObservation

ACTIVATION_IN_PROGRESS_TIMESTAMP = LONG_MAX
"""The activity timestamp a mark file holds while its owner is starting (CAS'd in, so two starters race
safely); readers treat the file as not yet active."""


def resolve_mark_file_dir(directory: str | os.PathLike[str], link_filename: str) -> Path:
    """The directory a ``.lnk`` file in ``directory`` names (trimmed ASCII), else ``directory`` itself."""
    link = Path(directory) / link_filename
    if link.exists():
        try:
            return Path(link.read_bytes().decode("ascii").strip())
        except UnicodeDecodeError as ex:
            raise CorruptFileError(str(link), ex.start, "link file is not ASCII") from None
    return Path(directory)


def map_existing(path: Path, min_length: int, *, writable: bool) -> tuple[BinaryIO, mmap.mmap]:
    """Open and map an existing mark file of at least ``min_length`` bytes; the caller owns both (the file
    is closed here when the mapping cannot be made). A missing or short file is a CorruptFileError naming
    the path."""
    if not path.exists():
        raise CorruptFileError(str(path), 0, "mark file not found")
    file = open(path, "r+b" if writable else "rb")  # noqa: SIM115 - handed to the caller
    try:
        size = os.fstat(file.fileno()).st_size
        if size < min_length:
            raise CorruptFileError(
                str(path), 0,
                f"mark file of {size} bytes is truncated: too short for its header ({min_length} bytes)")
        access = mmap.ACCESS_WRITE if writable else mmap.ACCESS_READ
        return file, mmap.mmap(file.fileno(), size, access=access)
    except BaseException:
        file.close()
        raise


def check_major_version(path: Path, header_offset: int, version: int, major: int) -> None:
    """Refuse a mark file written by a software of another major version (agrona MarkFile's check)."""
    if semantic_version_major(version) != major:
        raise CorruptFileError(
            str(path), header_offset,
            f"mark file major version {semantic_version_major(version)} does not match software: {major}")


def sbe_header_offset(data: mmap.mmap | bytes, codecs: ModuleType) -> int:
    """The message header's length when the file starts with one for ``codecs``' MarkFileHeader, else 0
    (the legacy layout, header fields at offset 0)."""
    if len(data) < codecs.HEADER_LENGTH:
        return 0
    header = codecs.MessageHeaderDecoder().wrap(data, 0)
    is_sbe = header.template_id == codecs.MarkFileHeaderDecoder.TEMPLATE_ID
    is_sbe = is_sbe and header.schema_id == codecs.SCHEMA_ID
    return codecs.HEADER_LENGTH if is_sbe else 0


def format_error_log(observations: list[ErrorObservation]) -> str:
    """A distinct error log as Aeron prints it (CommonContext.printErrorLog), for tools and saved logs."""
    from aeronkit.loss_report import format_timestamp

    parts = [
        f"\n{o.observation_count} observations from {format_timestamp(o.first_observation_ms)} "
        f"to {format_timestamp(o.last_observation_ms)} for:\n{o.encoded_error}\n"
        for o in observations
    ]
    parts.append(f"\n{len(observations)} distinct errors observed.\n")
    return "".join(parts)


def save_existing_errors(
    directory: Path, mapping: mmap.mmap, start: int, length: int, prefix: str, now_ms: int
) -> Path | None:
    """Write the distinct errors logged in ``mapping[start:start + length]`` to
    ``<prefix>-<yyyy-MM-dd-HH-mm-ss-SSSZ>-error.log`` in ``directory``, stamped with ``now_ms`` in local
    time; returns that path, or None if there were none (a damaged log counts as none: a crashed
    component's leftovers are not worth refusing to start for)."""
    from aeronkit.concurrent.error_log import ErrorLogReader

    buffer = AtomicBuffer(mapping, start, length)
    try:
        observations = list(ErrorLogReader.observations(buffer))
    except ProtocolError:
        observations = []
    finally:
        buffer.close()
    if not observations:
        return None
    try:
        stamp = datetime.fromtimestamp(now_ms / 1000).astimezone()
        when = f"{stamp.strftime('%Y-%m-%d-%H-%M-%S-')}{now_ms % 1000:03d}{stamp.strftime('%z')}"
    except (OverflowError, OSError, ValueError):  # a simulated clock far outside the calendar
        when = str(now_ms)
    target = directory / f"{prefix}-{when}-error.log"
    target.write_text(format_error_log(observations), "ascii", errors="replace")
    return target
