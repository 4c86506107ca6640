"""The exit statuses every ``aeronkit`` command shares (docs/tools.md, "Exit status", has the full table).

0 the command did what it was asked; 1 it ran and failed: a file, directory or driver missing or damaged, a
check that found problems, a job or component that failed; 2 it could not start as asked: the command line
(unknown option, bad value or pattern, missing argument, unknown suite) or a missing extra; 141 its output
reader went away (``| head``), as a process killed by SIGPIPE; 130 Ctrl-C ended a command that has no
handler of its own for it, as a process killed by SIGINT (pub and sub print their summary instead). A few
commands add their own codes above 2, documented with them (pub 3, pub/sub 4, cluster-node 3); argparse's
own usage errors exit 2 as well.
"""

from __future__ import annotations

import signal

OK = 0
FAILURE = 1
USAGE = 2
BROKEN_PIPE = 128 + signal.SIGPIPE
INTERRUPTED = 128 + signal.SIGINT
