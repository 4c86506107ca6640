"""`python -m benchmarks [suite ...] [--quick] [--out DIR]`: run the named suites (default: all) and write
their results to DIR (default benchmarks/results, what `nox -s bench` publishes). The suite table is
aeronkit.bench.SUITES, shared with `aeronkit bench`."""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

from aeronkit.bench import SUITES
from benchmarks.harness import RESULTS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("suites", nargs="*", help=f"suites to run: {', '.join(SUITES)} (default: all)")
    parser.add_argument("--quick", action="store_true", help="fewer operations and rounds (smoke run)")
    parser.add_argument("--out", type=Path, default=RESULTS, help=f"results directory (default {RESULTS})")
    args = parser.parse_args(argv)
    unknown = [s for s in args.suites if s not in SUITES]
    if unknown:
        parser.error(f"unknown suite(s): {', '.join(unknown)}; choose from {', '.join(SUITES)}")
    for name in args.suites or list(SUITES):
        module = importlib.import_module(SUITES[name].module)
        path = module.run(quick=args.quick, results=args.out)
        print(path.read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
