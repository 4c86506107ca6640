"""`aeronkit errors`: the distinct errors in a driver's cnc.dat with counts and times, like Aeron's ErrorStat.

Reads the error log section (agrona ErrorLogReader format); see
aeron-samples/src/main/java/io/aeron/samples/ErrorStat.java at 1.51.0 for the output this mirrors.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from aeronkit.cnc import CNC_FILE
from aeronkit.loss_report import format_timestamp
from aeronkit.tools import common

HELP = "print the distinct errors a media driver logged, with counts and first/last times (like ErrorStat)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    common.add_dir_argument(parser)
    parser.add_argument("--since", type=int, default=0, metavar="EPOCH_MS",
                        help="only errors last observed at or after this time")
    common.add_json_argument(parser)


def run(args: argparse.Namespace) -> int:
    cnc = common.open_cnc(args)
    if cnc is None:
        return 1
    try:
        observations = cnc.errors(args.since)
    finally:
        cnc.close()
    if args.json:
        common.print_json({"distinct_errors": len(observations), "errors": [
            {"observation_count": o.observation_count, "first_observation_ms": o.first_observation_ms,
             "last_observation_ms": o.last_observation_ms, "encoded_error": o.encoded_error}
            for o in observations]})
        return 0
    print(f"Command `n Control file {Path(common.aeron_dir(args)) / CNC_FILE}")
    for o in observations:
        print()
        print(f"{o.observation_count} observations from {format_timestamp(o.first_observation_ms)} "
              f"to {format_timestamp(o.last_observation_ms)} for:")
        print(o.encoded_error)
    print()
    print(f"{len(observations)} distinct errors observed.")
    return 0
