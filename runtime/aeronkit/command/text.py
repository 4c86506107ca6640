"""ASCII strings as Aeron writes them (Agrona's putStringAscii / getStringAscii)."""

from __future__ import annotations

from aeronkit.errors import CodecError


def ascii_bytes(text: str | bytes) -> bytes:
    """putStringAscii writes '?' for a character outside ASCII rather than failing; so do we."""
    if isinstance(text, str):
        return text.encode("ascii", errors="replace")
    return bytes(text)


def ascii_text(data: bytes, what: str) -> str:
    """Aeron only ever writes ASCII here, so any other byte marks a malformed record."""
    try:
        return data.decode("ascii")
    except UnicodeDecodeError as exc:
        raise CodecError(f"{what}: not valid ascii at byte {exc.start}") from None
