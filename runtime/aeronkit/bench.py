"""``aeronkit bench``: run the side-by-side benchmark suites of a source checkout.

Benchmarks live in the repository's benchmarks/ folder (they are not part of the installed package, since
they need the Java anchors and baseline programs beside them), so this command finds the checkout that an
editable install points at and runs ``python -m benchmarks SUITE --out DIR`` there, one suite at a time.

The suite table is here, in the installed package, so ``--help`` can list the suites and the command can
check every suite's Python modules before any work starts (a missing extra used to fail after minutes);
``benchmarks/__main__.py`` reads the same table. Results go to ``--out``, by default a per-user cache
directory outside the repository, so a run never dirties the tracked ``benchmarks/results/`` (which
``nox -s bench`` still writes, on purpose, for the published pages).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from aeronkit import exit_codes
from aeronkit.errors import ConfigurationError
from aeronkit.tools.progress import Progress

HELP = "run benchmarks side by side with their anchors (Aeron Java, baselines)"

EXIT_CANNOT_START = exit_codes.USAGE


@dataclass(frozen=True)
class Suite:
    module: str
    needs: tuple[str, ...]
    """Python modules the suite imports, each installed by ``extra``."""
    extra: str
    about: str


SUITES: dict[str, Suite] = {
    "codecs": Suite("benchmarks.codecs", ("sbe", "numpy"), "bench",
                    "SBE encode/decode: generated Python and C beside struct and PyPI sbe"),
    "ipc": Suite("benchmarks.ipc", ("hdrh", "numpy", "matplotlib"), "bench",
                 "IPC throughput and latency beside Aeron Java"),
    "per-message": Suite("benchmarks.per_message", ("hdrh", "numpy", "matplotlib"), "bench",
                         "per-message cost of each client API"),
    "archive": Suite("benchmarks.archive", ("numpy",), "bench",
                     "recording and replay rates beside Aeron Java's archive"),
    "udp": Suite("benchmarks.udp", ("hdrh", "numpy", "matplotlib"), "bench",
                 "UDP throughput and latency beside Aeron Java and a C baseline"),
    "spark": Suite("benchmarks.spark", ("pyspark", "pyarrow", "numpy"), "spark",
                   "reading a recording with the Spark data source beside a plain reader"),
    "asyncio": Suite("benchmarks.asyncio_latency", ("hdrh", "numpy", "matplotlib"), "bench",
                     "round-trip latency of aeronkit.asyncio beside the sync API"),
    "cluster": Suite("benchmarks.cluster", ("hdrh", "numpy"), "bench",
                     "one-member cluster echo: Java's node and ours, Java's client and ours"),
    "cluster3": Suite("benchmarks.cluster3", ("hdrh", "numpy"), "bench",
                      "three Java members: echo round trip, throughput and failover, Java's client and ours"),
}


def default_out() -> Path:
    """``$XDG_CACHE_HOME/aeronkit/bench`` (``~/.cache/aeronkit/bench``): the user's, not the checkout's."""
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "aeronkit" / "bench"


def _suites_help() -> str:
    width = max(map(len, SUITES))
    return "suites:\n" + "\n".join(
        f"  {name:<{width}}  {suite.about} (needs aeronkit[{suite.extra}])" for name, suite in SUITES.items())


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = _suites_help()
    parser.add_argument("suites", nargs="*", metavar="SUITE",
                        help="suites to run (default: all; listed below)")
    parser.add_argument("--quick", action="store_true", help="a short smoke run with fewer rounds")
    parser.add_argument("--out", type=Path, default=None, metavar="DIR",
                        help=f"where the results go (default: {default_out()})")


def checkout_root() -> Path:
    root = Path(__file__).resolve().parent.parent.parent
    if not (root / "benchmarks" / "__main__.py").exists():
        raise ConfigurationError(
            "aeronkit bench needs a source checkout (install with `pip install -e .` from the repository)"
        )
    return root


def missing_modules(names: list[str]) -> list[str]:
    """One line per suite and module that is not installed, naming the extra that installs it."""
    lines = []
    for name in names:
        suite = SUITES[name]
        for module in suite.needs:
            if importlib.util.find_spec(module) is None:
                lines.append(f"suite {name} needs the Python module {module}: "
                             f"pip install 'aeronkit[{suite.extra}]'")
    return lines


def run(args: argparse.Namespace) -> int:
    names = list(args.suites) or list(SUITES)
    unknown = [name for name in names if name not in SUITES]
    problems = [f"unknown suite {name} (choose from {', '.join(SUITES)})" for name in unknown]
    try:
        root = checkout_root()
    except ConfigurationError as exc:
        problems.append(str(exc))
    if not unknown:
        problems += missing_modules(names)
    if problems:
        for line in problems:
            print(f"aeronkit bench: {line}", file=sys.stderr)
        return EXIT_CANNOT_START
    out = (args.out or default_out()).resolve()
    out.mkdir(parents=True, exist_ok=True)
    progress = Progress("bench", len(names))
    for done, name in enumerate(names):
        progress.update(done, name)
        cmd = [sys.executable, "-m", "benchmarks", name, "--out", str(out)]
        cmd += ["--quick"] if args.quick else []
        code = subprocess.run(cmd, cwd=root, check=False).returncode
        if code != 0:
            progress.close()
            print(f"aeronkit bench: suite {name} failed with exit status {code}", file=sys.stderr)
            return exit_codes.FAILURE
    progress.update(len(names), "done")
    progress.close()
    print(f"aeronkit bench: results in {out}", file=sys.stderr)
    return 0
