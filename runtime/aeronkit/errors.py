"""One exception tree for aeronkit.

Hot paths return Aeron's result codes; these exceptions are for the edges: configuration, I/O,
protocol faults, misuse. Each subclass also inherits the builtin a Python user would catch.
"""

from __future__ import annotations


class AeronError(Exception):
    """Root of every error aeronkit raises."""


def categorised(category: str, message: str) -> str:
    """A message as Aeron's AeronException words it, behind its category (``WARN - ...``, ``ERROR - ...``):
    clients print it, and error-log readers tell warnings from errors by it."""
    return f"{category} - {message}"


class AeronEvent(AeronError):
    """Something a component notes in its error log as a warning, not a failure (Aeron's AeronEvent, WARN).
    Operators and the soak tell these apart from errors by that category."""

    def __init__(self, message: str) -> None:
        super().__init__(categorised("WARN", message))


class ConfigurationError(AeronError, ValueError):
    """A setting is invalid; the message names the setting as the user spelled it."""


class ClosedError(AeronError, RuntimeError):
    """A resource was used after it was closed."""


class DriverTimeoutError(AeronError, TimeoutError):
    """The media driver stopped answering within the driver timeout."""


class ProtocolError(AeronError, ValueError):
    """Bytes on the wire or in a buffer do not form a valid message."""


class CodecError(ProtocolError):
    """An SBE codec was wrapped over too few bytes or over a foreign message."""


class SchemaError(AeronError, ValueError):
    """An SBE schema is invalid; carries every problem found, each with file:line."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(self.problems) if self.problems else "invalid schema")


class CorruptFileError(AeronError, OSError):
    """An on-disk structure is damaged; the message names the path and the byte offset."""

    def __init__(self, path: str, offset: int, reason: str) -> None:
        self.path = path
        self.offset = offset
        self.reason = reason
        super().__init__(f"{path} at offset {offset}: {reason}")


class RegistrationError(AeronError):
    """The driver or a server refused a request; carries its correlation id and error code."""

    def __init__(self, correlation_id: int, error_code: int, message: str) -> None:
        self.correlation_id = correlation_id
        self.error_code = error_code
        super().__init__(f"correlation_id={correlation_id} code={error_code}: {message}")


class ReentrantCallError(AeronError, RuntimeError):
    """A handler that a client was running called back into the same client.

    The Aeron client runs image, counter and close handlers while half-way through the driver's broadcasts,
    and the archive client runs signal, descriptor and error handlers while reading its one response
    stream; a nested call would consume what the outer one is reading. Aeron refuses the same way
    (ClientConductor.ensureNotReentrant, AeronArchive.ensureNotReentrant at 1.51.0).
    """

    def __init__(self, message: str = "reentrant calls not permitted during callbacks") -> None:
        super().__init__(message)


class LogBufferArgumentError(AeronError, ValueError):
    """An argument to a log buffer operation is invalid (negative length, unusable claim, ...)."""


class LogBufferBoundsError(AeronError, IndexError):
    """An offset or length lies outside the mapped term or the source buffer."""


class MessageTooLongError(LogBufferArgumentError):
    """The message exceeds the log's max message length (min(term_length / 8, 16 MiB))."""


class LappedError(ProtocolError):
    """A broadcast receiver fell a whole buffer behind the transmitter and lost messages."""


class BatchArgumentError(AeronError, ValueError):
    """A UDP batch was asked to hold or send something out of range (slot size, count, offsets, family)."""
