"""A warning for every -D property no aeronkit component reads; `--log-level` and the component loggers.

Unknown properties used to be silently ignored (`-Daeron.threading.mod=SHARED` ran a DEDICATED driver).
The commands run in this process through `aeronkit.cli.main`, against a directory with no cnc.dat, so they
fail fast after the property check; the check itself is what is asserted.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from aeronkit import cli, config, log, property_names
from aeronkit.archive.server.archive import Context as ArchiveContext
from aeronkit.cluster.consensus_module import Context as ConsensusModuleContext
from aeronkit.cluster.service.container import Context as ServiceContext
from aeronkit.driver.media_driver import Context as DriverContext
from aeronkit.driver.media_driver import MediaDriver


@pytest.fixture(autouse=True)
def _clean_properties_and_logging() -> Iterator[None]:
    logger = logging.getLogger(log.ROOT)
    level, handlers = logger.level, list(logger.handlers)
    config.clear_properties()
    yield
    config.clear_properties()
    logger.handlers[:] = handlers
    logger.setLevel(level)


def _stat(capsys: pytest.CaptureFixture[str], tmp_path: Path, *args: str) -> list[str]:
    """stderr lines of `aeronkit <args> stat --dir <empty dir>` (which fails: no cnc.dat)."""
    capsys.readouterr()
    assert cli.main([*args, "stat", "--dir", str(tmp_path)]) == 1
    return capsys.readouterr().err.splitlines()


def test_misspelled_property_is_named_with_the_closest_known_one(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    lines = _stat(capsys, tmp_path, "-Daeron.threading.mod=SHARED")
    warnings = [line for line in lines if "aeronkit.config WARNING" in line]
    assert len(warnings) == 1
    assert warnings[0].endswith("unknown property aeron.threading.mod (did you mean aeron.threading.mode?);"
                                " it is ignored")


def test_java_property_we_do_not_implement_is_told_apart_from_a_typo(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    lines = _stat(capsys, tmp_path, "-Daeron.print.configuration=true", "-Daeronkit.nonsense=1")
    assert any("property aeron.print.configuration is an Aeron Java property aeronkit does not implement"
               in line for line in lines)
    assert any("unknown property aeronkit.nonsense;" in line for line in lines)


def test_known_and_foreign_properties_give_no_warning(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    lines = _stat(capsys, tmp_path, "-Daeron.threading.mode=SHARED", "-Daeron.archive.segment.file.length=1m",
                  "-Daeron.cluster.member.id=1", "-Daeron.debug.receive.data.loss.rate=0.1",
                  "-Daeron.cluster.tool.timeout=5s", "-Dspark.master=local")
    assert not [line for line in lines if "WARNING" in line]


@pytest.mark.parametrize("context", [DriverContext, ArchiveContext, ConsensusModuleContext, ServiceContext])
def test_every_property_of_the_settings_tables_is_known(context: type[DriverContext]) -> None:
    props = [s.prop for s in context.SETTINGS if s.prop is not None]
    assert props
    assert [p for p in props if property_names.problem(p) is not None] == []


def test_log_level_before_or_after_the_command(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    _stat(capsys, tmp_path, "--log-level", "debug")
    assert logging.getLogger(log.DRIVER).getEffectiveLevel() == logging.DEBUG
    capsys.readouterr()
    assert cli.main(["stat", "--log-level", "ERROR", "--dir", str(tmp_path)]) == 1
    assert logging.getLogger(log.ARCHIVE).getEffectiveLevel() == logging.ERROR
    capsys.readouterr()
    args = ["-Daeron.threading.mod=SHARED", "--log-level", "error", "stat", "--dir", str(tmp_path)]
    assert cli.main(args) == 1
    assert "unknown property" not in capsys.readouterr().err  # a warning is below ERROR


def test_bad_log_level_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--log-level", "loud", "stat"])
    assert exit_info.value.code == 2
    assert "--log-level" in capsys.readouterr().err


def test_driver_logs_start_and_close_on_its_own_logger(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    log.configure("info")
    driver = MediaDriver.launch(DriverContext(aeron_dir=str(tmp_path / "aeron"), threading_mode="SHARED",
                                              dir_delete_on_shutdown=True))
    driver.close()
    err = capsys.readouterr().err
    directory = tmp_path / "aeron"
    assert f"aeronkit.driver INFO: media driver started in {directory} (threading mode SHARED)" in err
    assert f"aeronkit.driver INFO: media driver in {directory} closed" in err
