"""Our small Java test programs, compiled once per content hash into the JavaToolchain cache; JVM options.

The classes live outside the repository (never committed) under ``JavaToolchain.cache``, in a directory named
by a hash of the sources and the pinned aeron-all jar name, so an edited source or a new pin recompiles and
an unchanged tree reuses the classes across test runs. ``java_program`` runs the pattern programs of
tests/interop/java against a driver's aeron dir.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
from pathlib import Path

from aeronkit.interop.java import JavaToolchain

JVM_OPTIONS = ("-Xmx256m", "-XX:+UseSerialGC", "-XX:-UsePerfData")
"""Small heaps and a single-threaded collector: several JVMs share two cores in CI."""

PROGRAM_SOURCES = Path(__file__).resolve().parents[1] / "interop" / "java"
"""StandardPattern{Publisher,Subscriber} and the other client programs the interop tests run."""


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


def compiled_programs(java: JavaToolchain) -> Path:
    """Classes dir of tests/interop/java/*.java, compiled once per source hash."""
    return compiled_classes(java, PROGRAM_SOURCES, "client-programs")


def java_program(java: JavaToolchain, main_class: str, aeron_dir: Path | str, **props: str) -> list[str]:
    """argv for one of the tests/interop/java programs against the driver in ``aeron_dir``.

    Each keyword becomes the system property ``aeronkit.<name with dots for underscores>``.
    """
    properties = {"aeron.dir": str(aeron_dir)}
    properties.update({f"aeronkit.{k.replace('_', '.')}": v for k, v in props.items()})
    argv = java.java_command(main_class, classpath=[compiled_programs(java)], properties=properties)
    argv.insert(1, "-Xmx128m")
    return argv
