"""`stat --watch` and `streams --watch`: a refreshing view with each value's change per second.

The loop runs on a simulated clock: this module replaces `aeronkit.tools.common.time`, whose `sleep`
advances the clock and, like a busy driver between two refreshes, adds to counters in cnc.dat.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from aeronkit.cnc import CncFile
from aeronkit.tools import common

ToolRunner = Callable[..., tuple[int, str, str]]
OurDir = tuple[Path, Any]

BYTES_SENT_ID = 0  # the first counter the our_dir fixture allocates
SUB_POS_ID = 4  # sub-pos of registration 9 on aeron:ipc, stream 1001


class _Busy:
    """A clock advanced only by ``sleep``; each sleep adds ``per_s * seconds`` to some counters."""

    def __init__(self, cnc: CncFile, per_s: dict[int, int]) -> None:
        self.now = 100.0
        self.cnc = cnc
        self.per_s = per_s
        self.sleeps: list[float] = []

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds
        manager = self.cnc.counters_manager()
        for counter_id, rate in self.per_s.items():
            manager.set_counter_value(counter_id, manager.get_counter_value(counter_id) + int(rate * seconds))


@pytest.fixture
def busy(our_dir: OurDir, monkeypatch: pytest.MonkeyPatch) -> Iterator[_Busy]:
    cnc = CncFile.map(our_dir[0], writable=True)
    clock = _Busy(cnc, {BYTES_SENT_ID: 1_000, SUB_POS_ID: 4_096})
    monkeypatch.setattr(common, "time", clock)
    yield clock
    cnc.close()


def test_rates_are_changes_per_second_since_the_previous_sample() -> None:
    rates: common.Rates[str] = common.Rates()
    assert rates.sample(10.0, {"a": 5}) == {}
    assert rates.sample(12.0, {"a": 15, "b": 1}) == {"a": 5.0}  # b is new: no rate yet
    assert rates.sample(12.5, {"a": 14, "b": 2}) == {"a": -2.0, "b": 2.0}
    shown = (common.show_rate(1234.4), common.show_rate(-2.0), common.show_rate(None))
    assert shown == ("+1,234/s", "-2/s", "")


def test_stat_watch_shows_per_second_rates(tool: ToolRunner, our_dir: OurDir, busy: _Busy) -> None:
    code, out, _ = tool("stat", "--dir", str(our_dir[0]), "--watch", "--count", "3", "--delay", "2")
    assert code == 0
    assert busy.sleeps == [2.0, 2.0]  # three updates, --delay apart, then it stops by itself
    frames = out.split("--\n")[:-1]
    assert len(frames) == 3
    bytes_sent = [line for frame in frames for line in frame.splitlines() if line.endswith(" - Bytes sent")]
    assert "/s" not in bytes_sent[0]  # nothing to compare with yet
    assert bytes_sent[1].split() == ["0:", "123,458,789", "+1,000/s", "-", "Bytes", "sent"]
    assert "\x1b[" not in out  # no terminal control codes into a pipe


def test_stat_watch_json_has_rate_per_s(tool: ToolRunner, our_dir: OurDir, busy: _Busy) -> None:
    code, out, _ = tool("stat", "--dir", str(our_dir[0]), "--watch", "--count", "2", "--json")
    assert code == 0
    first, second = (json.loads(line) for line in out.splitlines())
    assert all("rate_per_s" not in c for c in first["counters"])
    by_id = {c["counter_id"]: c for c in second["counters"]}
    assert by_id[BYTES_SENT_ID]["rate_per_s"] == 1_000.0 and by_id[1]["rate_per_s"] == 0.0


def test_streams_watch_shows_position_rates(tool: ToolRunner, our_dir: OurDir, busy: _Busy) -> None:
    code, out, _ = tool("streams", "--dir", str(our_dir[0]), "--watch", "--count", "2", "--delay", "0.5")
    assert code == 0
    frames = out.split("--\n")[:-1]
    assert len(frames) == 2
    assert "sub-pos:9:4096 " in frames[0] or frames[0].rstrip().endswith("sub-pos:9:4096")
    assert "sub-pos:9:6144(+4,096/s)" in frames[1]
    assert "pub-lmt:7:131072(+0/s)" in frames[1]
    code, out, _ = tool("streams", "--dir", str(our_dir[0]), "--watch", "--count", "2", "--json")
    rows = [json.loads(line) for line in out.splitlines()]
    ipc = [r for r in rows if r["channel"] == "aeron:ipc"]
    sub_pos = [p for p in ipc[1]["positions"] if p["name"] == "sub-pos"]
    assert sub_pos[0]["rate_per_s"] == 4_096.0 and "rate_per_s" not in ipc[0]["positions"][0]


def test_without_watch_one_update_and_no_rates(tool: ToolRunner, our_dir: OurDir, busy: _Busy) -> None:
    code, out, _ = tool("streams", "--dir", str(our_dir[0]), "--count", "5")
    assert code == 0 and busy.sleeps == [] and "/s" not in out and "--" not in out
