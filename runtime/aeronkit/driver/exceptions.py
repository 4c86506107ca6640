"""Errors the conductor turns into ON_ERROR responses, with Aeron's error codes.

Aeron's ControlProtocolException carries an ErrorCode and a message that its AeronException base prefixes
with the category ("ERROR - "); clients print that text, so we keep it. Any other exception a command
raises becomes GENERIC_ERROR with "<type> : <message>", as ClientCommandAdapter.onError does.
"""

from __future__ import annotations

from aeronkit.codecs.driver_commands import ErrorCode
from aeronkit.errors import AeronError, AeronEvent, categorised


class ActiveDriverError(AeronError):
    """Another media driver is alive in the aeron directory (Aeron's ActiveDriverException)."""


class ControlProtocolError(AeronError):
    """A client command the driver refuses; becomes ON_ERROR(code, "ERROR - message")."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        self.code = code
        super().__init__(categorised("ERROR", message))


class InvalidChannelError(ControlProtocolError):
    """A channel URI the driver cannot use (Aeron's InvalidChannelException, code INVALID_CHANNEL)."""

    def __init__(self, message: str) -> None:
        super().__init__(ErrorCode.INVALID_CHANNEL, message)


class DriverEvent(AeronEvent):
    """Something the driver notes in its error log as a warning, not a failure."""
