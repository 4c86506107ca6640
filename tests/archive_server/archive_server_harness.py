"""Helpers for archive server tests: our Java client program, ArchiveTool, our archive as a command.

Drivers come from support.drivers (their own aeron dir, stopped by pid). The Java program
(tests/archive_server/java/*.java) is compiled once per source hash into the Java cache, never the repo.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from support.java import compiled_classes
from support.ports import free_udp_port

from aeronkit.interop.java import JavaToolchain

JAVA_SOURCES = Path(__file__).resolve().parent / "java"
SUMMARY_RE = re.compile(r"replay received (\d+) messages, (\d+) bytes, gaps (\d+), corrupt (\d+)")


def compiled_scenario(java: JavaToolchain) -> Path:
    return compiled_classes(java, JAVA_SOURCES, "archive-server-programs")


def scenario_command(
    java: JavaToolchain, aeron_dir: Path, aeron_properties: dict[str, str] | None = None, **props: str
) -> list[str]:
    return program_command(java, "ArchiveClientScenario", aeron_dir, aeron_properties, **props)


def program_command(
    java: JavaToolchain,
    main_class: str,
    aeron_dir: Path,
    aeron_properties: dict[str, str] | None = None,
    **props: str,
) -> list[str]:
    """argv for one of our Java programs: Aeron properties as given, ours as aeronkit.<name>."""
    properties = {"aeron.dir": str(aeron_dir), **(aeron_properties or {})}
    properties.update({f"aeronkit.{k.replace('_', '.')}": v for k, v in props.items()})
    argv = java.java_command(main_class, classpath=[compiled_scenario(java)], properties=properties)
    argv.insert(1, "-Xmx128m")
    return argv


free_port = free_udp_port  # the name other archive tests import


def archive_tool(java: JavaToolchain, archive_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """io.aeron.archive.ArchiveTool; answers 'n' to any truncate question."""
    argv = java.java_command("io.aeron.archive.ArchiveTool", str(archive_dir), *args)
    return subprocess.run(argv, input="n\n" * 64, capture_output=True, text=True, timeout=120, check=False)


def archive_command(aeron_dir: Path, archive_dir: Path, *props: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "aeronkit.cli",
        "archive",
        "--dir",
        str(aeron_dir),
        "--archive-dir",
        str(archive_dir),
        "-Daeron.archive.segment.file.length=64k",
        "-Daeron.archive.threading.mode=SHARED",
        *props,
    ]
