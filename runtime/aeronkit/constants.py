"""Values every part of Aeron shares, defined once: null sentinels, the largest long, semantic versions.

Aeron spells these in many classes (``Aeron.NULL_VALUE``, ``AeronArchive.NULL_POSITION``,
``Long.MAX_VALUE`` as "no limit", agrona's ``SemanticVersion``); aeronkit keeps one home so a module never
writes ``-1`` or ``2**63 - 1`` with a private meaning. Wire layouts that hold these values come from the
generated codecs; this module only names them.
"""

from __future__ import annotations

NULL_VALUE = -1
"""An id, counter or length that is not set (io.aeron.Aeron.NULL_VALUE)."""

NULL_POSITION = -1
"""A stream or log position that is not known (AeronArchive.NULL_POSITION, RecordingLog's NULL_POSITION)."""

NULL_TIMESTAMP = -1
"""A timestamp that is not set (Aeron's NULL_TIMESTAMP)."""

LONG_MAX = 2**63 - 1
"""Java's Long.MAX_VALUE: "no limit" for positions and lengths, an end-of-stream position not yet set."""

LONG_MIN = -(2**63)
"""Java's Long.MIN_VALUE: the null of an optional int64 SBE field."""

INT_MIN = -(2**31)
"""Java's Integer.MIN_VALUE: the null of an optional int32 SBE field (e.g. a session's close reason)."""


def compose_semantic_version(major: int, minor: int, patch: int) -> int:
    """agrona SemanticVersion.compose: one byte each, major in the third byte (0.3.0 -> 768)."""
    for part in (major, minor, patch):
        if not 0 <= part <= 255:
            raise ValueError(f"semantic version parts are 0..255: {major}.{minor}.{patch}")
    return (major << 16) | (minor << 8) | patch


def semantic_version_major(version: int) -> int:
    return (version >> 16) & 0xFF


def semantic_version_minor(version: int) -> int:
    return (version >> 8) & 0xFF


def semantic_version_patch(version: int) -> int:
    return version & 0xFF


def semantic_version_string(version: int) -> str:
    """agrona SemanticVersion.toString: ``major.minor.patch``."""
    return (f"{semantic_version_major(version)}.{semantic_version_minor(version)}."
            f"{semantic_version_patch(version)}")
