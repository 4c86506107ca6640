"""`aeronkit loss`: the entries of a driver's loss-report.dat as CSV, like Aeron's LossStat.

Format of each line: LossReportReader.defaultEntryConsumer
(aeron-driver/src/main/java/io/aeron/driver/reports/LossReportReader.java at 1.51.0).
"""

from __future__ import annotations

import argparse
import dataclasses

from aeronkit.errors import AeronError
from aeronkit.loss_report import CSV_HEADER, LossReportFile, format_entry
from aeronkit.tools import common

HELP = "print the loss report of a media driver (loss-report.dat) as CSV, like LossStat"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    common.add_dir_argument(parser)
    common.add_json_argument(parser)


def run(args: argparse.Namespace) -> int:
    try:
        with LossReportFile.map(common.aeron_dir(args)) as report:
            entries = report.entries()
    except AeronError as ex:
        common.error_line("aeronkit loss", ex)
        return 1
    if args.json:
        for entry in entries:
            common.print_json(dataclasses.asdict(entry))
        return 0
    print(CSV_HEADER)
    for entry in entries:
        print(format_entry(entry))
    print(f"{len(entries)} loss entries")
    return 0
