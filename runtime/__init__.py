"""aeronkit: Aeron for Python.

Wire- and file-compatible with Aeron Java: the media driver and client (IPC, UDP), Archive and
Cluster, over codecs generated from SBE schemas, with C hot paths through cffi.
"""

from aeronkit.errors import (
    AeronError,
    ClosedError,
    CodecError,
    ConfigurationError,
    CorruptFileError,
    DriverTimeoutError,
    ProtocolError,
    RegistrationError,
    SchemaError,
)

__version__ = "0.1.0"

__all__ = [
    "AeronError",
    "ClosedError",
    "CodecError",
    "ConfigurationError",
    "CorruptFileError",
    "DriverTimeoutError",
    "ProtocolError",
    "RegistrationError",
    "SchemaError",
    "__version__",
]
