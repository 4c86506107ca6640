"""Which ``aeron.*`` / ``aeronkit.*`` properties aeronkit reads, and a warning for each -D one it does not.

Aeron Java silently ignores a property nobody reads, so ``-Daeron.threading.mod=SHARED`` runs a DEDICATED
driver and the user never learns why. The settings tables (``aeronkit.context.Setting`` rows of every
component: driver, client, archive, archive client, consensus module, service container, cluster client)
know every name we read; the few properties read outside a table are module constants named ``*_PROP`` in
the modules listed in ``_PROPERTY_MODULES`` and the debug loss properties. A name in none of them is
either one Aeron Java defines and we do not implement (``java_property_names``) or a typo, and the warning
says which, with the closest known name for a typo.

The tables are imported only when a command was given an ``aeron.*`` property, so ``aeronkit --help``
stays cheap.
"""

from __future__ import annotations

import difflib
import functools
import importlib
import logging
from collections.abc import Iterable

from aeronkit.context import Context, Setting
from aeronkit.java_property_names import JAVA_PROPERTIES

LOG = logging.getLogger("aeronkit.config")

PREFIXES = ("aeron.", "aeronkit.")
"""Only names in Aeron's (and our) namespaces are checked; ``-Dfoo=bar`` may belong to someone else."""

_PROPERTY_MODULES = (
    "aeronkit.common_settings",
    "aeronkit.driver.configuration",
    "aeronkit.driver.flow_control",
    "aeronkit.driver.media_driver",
    "aeronkit.driver.media.transport",
    "aeronkit.client.aeron",
    "aeronkit.archive.server.archive",
    "aeronkit.archive.client.aeron_archive",
    "aeronkit.cluster.consensus_module",
    "aeronkit.cluster.service.container",
    "aeronkit.cluster.client.context",
    "aeronkit.cluster.authenticator",
    "aeronkit.cluster.cluster_clock",
    "aeronkit.cluster.node",
    "aeronkit.cluster.tool_live",
)


def _props_of(value: object) -> Iterable[str]:
    if isinstance(value, Setting) and value.prop is not None:
        yield value.prop
    elif isinstance(value, tuple):
        for item in value:
            yield from _props_of(item)
    elif isinstance(value, type) and issubclass(value, Context):
        yield from _props_of(value.SETTINGS)


@functools.cache
def known_properties() -> frozenset[str]:
    """Every property name some aeronkit component reads."""
    from aeronkit.driver.ext.loss_generators import DebugChannelEndpointConfiguration

    names: set[str] = set()
    for module_name in _PROPERTY_MODULES:
        for attr, value in vars(importlib.import_module(module_name)).items():
            if attr.endswith("_PROP") and isinstance(value, str):
                names.add(value)
            else:
                names.update(_props_of(value))
    for kind in DebugChannelEndpointConfiguration.KINDS:
        names.update((f"aeron.debug.{kind}.loss.rate", f"aeron.debug.{kind}.loss.seed"))
    return frozenset(names)


def problem(name: str) -> str | None:
    """The warning for one property name, or None when aeronkit reads it (or it is not in our namespace)."""
    if not name.startswith(PREFIXES) or name in known_properties():
        return None
    if name in JAVA_PROPERTIES:
        return f"property {name} is an Aeron Java property aeronkit does not implement; it is ignored"
    close = difflib.get_close_matches(name, sorted(known_properties() | JAVA_PROPERTIES), n=1, cutoff=0.8)
    hint = f" (did you mean {close[0]}?)" if close else ""
    return f"unknown property {name}{hint}; it is ignored"


def warn_unknown(names: Iterable[str]) -> int:
    """Log one warning per property aeronkit will not read; returns how many."""
    count = 0
    for name in names:
        message = problem(name)
        if message is not None:
            LOG.warning(message)
            count += 1
    return count
