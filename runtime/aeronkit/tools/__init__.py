"""Command-line readers of the files a media driver leaves in its aeron directory (ours or Aeron Java's).

Each subcommand module exposes HELP, add_arguments(parser) and run(args) -> int; aeronkit.cli wires them.
"""
