"""The Porcupine checker (tests/cluster/linearizability/checker, Go): built on first use, run on a history.

Like our Java programs (support.java), the binary never lives in the repository: ``go build`` writes it to
``$AERONKIT_GO_CACHE`` or ``~/.cache/aeronkit/go``, in a directory named by a hash of the Go sources,
go.mod/go.sum and the Go version, so an edit rebuilds and an unchanged tree reuses it. go.sum pins
Porcupine; with ``GOFLAGS=-mod=mod`` the module comes from the Go module proxy into Go's module cache the
first time. A machine without Go skips the Porcupine tests locally and fails them under CI=true
(:func:`support.deps.require_tool`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from support.history import Event

CHECKER_SOURCES = Path(__file__).resolve().parents[1] / "cluster" / "linearizability" / "checker"
BUILD_TIMEOUT_S = 600.0
CHECK_DEADLINE_S = 3600.0
"""A bound on one checker run however many keys hit their per-key limits (they never do on histories of the
campaign's size; a run that long is itself a finding)."""

EXIT_OK, EXIT_ILLEGAL, EXIT_UNKNOWN, EXIT_BAD_INPUT = range(4)
"""The checker's exit codes (main.go)."""


def cache_dir() -> Path:
    root = os.environ.get("AERONKIT_GO_CACHE")
    path = Path(root) if root else Path.home() / ".cache" / "aeronkit" / "go"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _digest(go: str) -> str:
    version = subprocess.run([go, "version"], capture_output=True, text=True, check=True, timeout=60).stdout
    digest = hashlib.sha256(version.encode())
    for source in sorted(CHECKER_SOURCES.iterdir()):
        if source.is_file():
            digest.update(source.name.encode() + b"\0" + source.read_bytes())
    return digest.hexdigest()[:16]


def checker_binary(go: str) -> Path:
    """The built checker (built now if no cache entry matches the sources), with `go` the Go tool."""
    out = cache_dir() / f"linearizability-{_digest(go)}"
    binary = out / "checker"
    if not binary.exists():
        tmp = out.with_name(f"{out.name}.tmp{os.getpid()}")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        env = {**os.environ, "GOFLAGS": "-mod=mod"}
        build = subprocess.run([go, "build", "-o", str(tmp / "checker"), "."], cwd=CHECKER_SOURCES, env=env,
                               capture_output=True, text=True, timeout=BUILD_TIMEOUT_S, check=False)
        if build.returncode != 0:
            shutil.rmtree(tmp, ignore_errors=True)
            raise RuntimeError(f"go build of {CHECKER_SOURCES} failed:\n{build.stderr}")
        with contextlib.suppress(OSError):
            tmp.rename(out)
        shutil.rmtree(tmp, ignore_errors=True)
    return binary


@dataclass(frozen=True)
class Violation:
    key: int
    minimal: bool
    history: list[Event]
    visualization: Path | None


@dataclass(frozen=True)
class Verdict:
    """The checker's JSON verdict, parsed."""

    result: str
    """ok, illegal or unknown (a time limit hit before a violation was found)."""
    events: int
    operations: int
    indeterminate: int
    keys: dict[int, str]
    violations: list[Violation]


def check_history(binary: Path, history: Path, *, timeout_s: float = 120.0, minimize_s: float = 60.0,
                  visualize: Path | None = None) -> Verdict:
    """Run the checker on a JSON-lines history file; RuntimeError when it rejects the input."""
    argv = [str(binary), f"-timeout={timeout_s}s", f"-minimize={minimize_s}s"]
    if visualize is not None:
        argv.append(f"-visualize={visualize}")
    proc = subprocess.run([*argv, str(history)], capture_output=True, text=True, check=False,
                          timeout=CHECK_DEADLINE_S)
    if proc.returncode not in (EXIT_OK, EXIT_ILLEGAL, EXIT_UNKNOWN):
        raise RuntimeError(f"checker exited {proc.returncode} on {history}: {proc.stderr.strip()}")
    raw = json.loads(proc.stdout)
    expected = {"ok": EXIT_OK, "illegal": EXIT_ILLEGAL, "unknown": EXIT_UNKNOWN}[raw["result"]]
    if expected != proc.returncode:
        raise RuntimeError(f"checker said {raw['result']} but exited {proc.returncode}")
    return Verdict(
        result=raw["result"], events=raw["events"], operations=raw["operations"],
        indeterminate=raw["indeterminate"], keys={k["key"]: k["result"] for k in raw["keys"]},
        violations=[
            Violation(v["key"], v["minimal"],
                      [Event.from_json({**e, "value": e.get("value")}, f"violation of key {v['key']}")
                       for e in v["history"]],
                      Path(v["visualization"]) if v.get("visualization") else None)
            for v in raw["violations"]],
    )
