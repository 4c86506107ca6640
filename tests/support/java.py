"""Our small Java test programs, compiled once per content hash into the JavaToolchain cache.

The classes live outside the repository (never committed) under ``JavaToolchain.cache``, in a directory named
by a hash of the sources and the pinned aeron-all jar name, so an edited source or a new pin recompiles and
an unchanged tree reuses the classes across test runs.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
from pathlib import Path

from aeronkit.interop.java import JavaToolchain


def sources_digest(sources: list[Path], java: JavaToolchain) -> str:
    """Hash of every source's name and bytes plus the pinned aeron-all jar name."""
    digest = hashlib.sha256(java.pins.aeron.jar_name.encode())
    for source in sorted(sources):
        digest.update(source.name.encode() + b"\0" + source.read_bytes())
    return digest.hexdigest()[:16]


def compiled_classes(java: JavaToolchain, source_dir: Path, name: str) -> Path:
    """Classes dir of ``source_dir/*.java`` (compiled if no matching cache entry exists yet).

    Compiles into a per-process temporary directory and renames it into place, so concurrent test runs
    never see half-written classes; the loser of a rename race drops its copy and uses the winner's.
    """
    sources = sorted(source_dir.glob("*.java"))
    if not sources:
        raise FileNotFoundError(f"no Java sources in {source_dir}")
    out = java.cache / f"aeronkit-{name}-{sources_digest(sources, java)}"
    if not (out / ".done").exists():
        tmp = out.with_name(f"{out.name}.tmp{os.getpid()}")
        shutil.rmtree(tmp, ignore_errors=True)
        java.compile(sources, tmp)
        (tmp / ".done").write_text("ok")
        with contextlib.suppress(OSError):
            tmp.rename(out)
        shutil.rmtree(tmp, ignore_errors=True)
    return out
