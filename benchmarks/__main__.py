"""`python -m benchmarks [suite ...] [--quick]`: run the named suites (default: all) and write results."""

from __future__ import annotations

import argparse
import importlib
import sys

SUITES = {
    "codecs": "benchmarks.codecs",
    "ipc": "benchmarks.ipc",
    "per-message": "benchmarks.per_message",
    "archive": "benchmarks.archive",
    "udp": "benchmarks.udp",
    "spark": "benchmarks.spark",
    "asyncio": "benchmarks.asyncio_latency",
    "cluster": "benchmarks.cluster",
    "cluster3": "benchmarks.cluster3",
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("suites", nargs="*", help=f"suites to run: {', '.join(SUITES)} (default: all)")
    parser.add_argument("--quick", action="store_true", help="fewer operations and rounds (smoke run)")
    args = parser.parse_args(argv)
    unknown = [s for s in args.suites if s not in SUITES]
    if unknown:
        parser.error(f"unknown suite(s): {', '.join(unknown)}; choose from {', '.join(SUITES)}")
    for name in args.suites or list(SUITES):
        module = importlib.import_module(SUITES[name])
        path = module.run(quick=args.quick)
        print(path.read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
