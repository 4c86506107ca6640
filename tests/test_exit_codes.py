"""Exit statuses follow one documented convention (docs/tools.md "Exit status", aeronkit.exit_codes).

Only the cheap rows run here, in this process through `aeronkit.cli.main`: a missing directory or file,
a bad option or filter pattern, an unknown suite. pub/sub and the long-running components have their own
fault tests (tests/tools/test_pub_sub_faults.py, tests/driver/test_driver_cli.py, ...).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from aeronkit import cli, config, exit_codes

DOC = Path(__file__).resolve().parents[1] / "docs" / "tools.md"
MISSING = "/nonexistent/aeronkit-exit-codes"


@pytest.fixture(autouse=True)
def _no_properties() -> Iterator[None]:
    config.clear_properties()
    yield
    config.clear_properties()


def _status(*argv: str) -> int:
    try:
        return cli.main(list(argv))
    except SystemExit as ex:  # argparse's own usage errors
        return int(ex.code or 0)


@pytest.mark.parametrize(("argv", "expected"), [
    (["stat", "--dir", MISSING], exit_codes.FAILURE),
    (["errors", "--dir", MISSING], exit_codes.FAILURE),
    (["streams", "--dir", MISSING], exit_codes.FAILURE),
    (["loss", "--dir", MISSING], exit_codes.FAILURE),
    (["archive-tool", MISSING, "describe"], exit_codes.FAILURE),
    (["cluster-tool", MISSING, "describe"], exit_codes.USAGE),  # the documented exception
    (["stat", "--type", "(", "--dir", MISSING], exit_codes.USAGE),
    (["bench", "warp"], exit_codes.USAGE),
    (["record", "--dir", MISSING], exit_codes.USAGE),
    (["cluster-node", "--dir", MISSING], exit_codes.USAGE),
    ([], exit_codes.USAGE),
], ids=lambda v: " ".join(v) if isinstance(v, list) else str(v))
def test_cheap_rows_of_the_table(argv: list[str], expected: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert _status(*argv) == expected
    err = capsys.readouterr().err
    assert "Traceback" not in err


@pytest.mark.parametrize("command", sorted(cli.COMMANDS))
def test_a_bad_option_is_a_usage_error_for_every_command(command: str, capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    assert _status(command, "--no-such-option-anywhere") == exit_codes.USAGE
    last = capsys.readouterr().err.splitlines()[-1]
    # argparse's one line: the unknown option, or first what is missing
    assert re.match(rf"aeronkit( {command})?: error: ", last), last


def test_the_documented_table_names_every_command() -> None:
    text = DOC.read_text()
    table = text[text.index("## Exit status"):text.index("## Properties, logging")]
    rows = re.findall(r"^\| (.+?) \|", table, re.MULTILINE)
    named = {name for row in rows for name in re.findall(r"`([a-z-]+)`", row)}
    assert set(cli.COMMANDS) <= named, sorted(set(cli.COMMANDS) - named)
