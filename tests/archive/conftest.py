"""Fixtures for the archive format tests: one real Java archive run per session, copied per test."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from archive_java import JavaArchiveRun, record_with_java_archive

from aeronkit.interop.java import JavaToolchain


@pytest.fixture(scope="session")
def java_archive_run(java: JavaToolchain, tmp_path_factory: pytest.TempPathFactory) -> JavaArchiveRun:
    """A stopped Java archive holding a pattern recording (CRC-32C record checksums) and a truncated one."""
    root: Path = tmp_path_factory.mktemp("java-archive")
    return record_with_java_archive(java, root, record_checksum="io.aeron.archive.checksum.Crc32c")


@pytest.fixture
def java_archive(java_archive_run: JavaArchiveRun, tmp_path: Path) -> Path:
    """A private copy of the Java archive directory, free to verify, mark and corrupt."""
    target = tmp_path / "archive"
    shutil.copytree(java_archive_run.archive_dir, target)
    return target
