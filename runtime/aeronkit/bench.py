"""``aeronkit bench``: run the side-by-side benchmark suites of a source checkout.

Benchmarks live in the repository's benchmarks/ folder (they are not part of the installed package, since
they need the Java anchors and baseline programs beside them), so this command finds the checkout that an
editable install points at and runs ``python -m benchmarks`` there.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from aeronkit.errors import ConfigurationError

HELP = "run benchmarks side by side with their anchors (Aeron Java, baselines)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("suites", nargs="*", help="suites to run (default: all); see benchmarks/__main__.py")
    parser.add_argument("--quick", action="store_true", help="a short smoke run with fewer rounds")


def checkout_root() -> Path:
    root = Path(__file__).resolve().parent.parent
    if not (root / "benchmarks" / "__main__.py").exists():
        raise ConfigurationError(
            "aeronkit bench needs a source checkout (install with `pip install -e .` from the repository)"
        )
    return root


def run(args: argparse.Namespace) -> int:
    try:
        root = checkout_root()
    except ConfigurationError as exc:
        print(f"aeronkit bench: {exc}", file=sys.stderr)
        return 2
    cmd = [sys.executable, "-m", "benchmarks", *args.suites, *(["--quick"] if args.quick else [])]
    return subprocess.run(cmd, cwd=root, check=False).returncode
