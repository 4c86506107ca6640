"""aeronkit: Aeron for Python.

Wire- and file-compatible with Aeron Java: the media driver and client (IPC, UDP), Archive and
Cluster, over codecs generated from SBE schemas, with C hot paths through cffi.
"""

from typing import TYPE_CHECKING

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

if TYPE_CHECKING:  # what __getattr__ below loads, as type checkers and IDEs should see it
    from aeronkit.client import Aeron, Context
    from aeronkit.driver import MediaDriver

__version__ = "0.1.0"

# The client and driver pull in the native extension; load them on first use so `import aeronkit`
# (and the codegen command) stay cheap and work before the extension is built.
_LAZY = {
    "Aeron": "aeronkit.client",
    "Context": "aeronkit.client",
    "MediaDriver": "aeronkit.driver",
}


def __getattr__(name: str) -> object:
    module_name = _LAZY.get(name)
    if module_name is None:
        raise AttributeError(f"module 'aeronkit' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module_name), name)
    globals()[name] = value
    return value

__all__ = [
    "Aeron",
    "AeronError",
    "ClosedError",
    "CodecError",
    "ConfigurationError",
    "Context",
    "CorruptFileError",
    "DriverTimeoutError",
    "MediaDriver",
    "ProtocolError",
    "RegistrationError",
    "SchemaError",
    "__version__",
]
