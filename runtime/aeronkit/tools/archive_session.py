"""What `aeronkit record`, `replay` and `recordings` share: the options naming an archive and connecting.

They talk to a running archive (ours or Aeron Java's) over its control channel, as Aeron's samples do
(aeron-samples/src/main/java/io/aeron/samples/archive/*.java at 1.51.0), through the media driver in
``--dir``; `aeronkit archive-tool` instead reads an archive directory offline.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from aeronkit.archive.client import AeronArchive, Context, RecordingSignalEvent
from aeronkit.client import Aeron
from aeronkit.client import Context as AeronContext
from aeronkit.tools import common

DEFAULT_RESPONSE_CHANNEL = "aeron:udp?endpoint=localhost:0"


def add_archive_arguments(parser: argparse.ArgumentParser) -> None:
    common.add_dir_argument(parser)
    parser.add_argument("--control-channel", metavar="URI",
                        help="the archive's control request channel "
                             "(default -Daeron.archive.control.channel)")
    parser.add_argument("--control-stream-id", type=int, metavar="ID",
                        help="its stream id (default -Daeron.archive.control.stream.id, else 10)")
    parser.add_argument("--response-channel", metavar="URI",
                        help="where the archive answers (default -Daeron.archive.control.response.channel, "
                             f"else {DEFAULT_RESPONSE_CHANNEL})")


def connect(args: argparse.Namespace,
            on_signal: Callable[[RecordingSignalEvent], None] | None = None) -> AeronArchive:
    """A control session owning its own Aeron client (closed with it); AeronError says why not."""
    given, from_property = Context.setting("control_response_channel").from_environment()
    response = args.response_channel or (from_property if given else None) or DEFAULT_RESPONSE_CHANNEL
    aeron = Aeron.connect(AeronContext(aeron_dir=common.aeron_dir(args)))
    try:
        ctx = Context(aeron=aeron, control_request_channel=args.control_channel,
                      control_request_stream_id=args.control_stream_id, control_response_channel=response,
                      recording_signal_consumer=on_signal, owns_aeron_client=True)
        return AeronArchive.connect(ctx)
    except BaseException:
        aeron.close()
        raise
