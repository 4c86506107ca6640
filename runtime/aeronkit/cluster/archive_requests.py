"""The consensus module's requests to its local archive, one at a time, never waited for in a duty cycle.

Aeron's consensus module calls its local archive synchronously (start and extend recording, replay, stop,
list recording, ...), blocking its agent until the answer arrives. Here a duty cycle must never wait for
an answer only the archive agent can produce, so every request goes through this queue: ``submit`` returns
a handle at once, ``poll`` (called every duty cycle) sends the oldest request and collects its answer on a
later cycle, one request in flight at a time as one archive control session allows. While nothing is in
flight, ``poll`` reads recording signals (Aeron's ``pollArchiveEvents``), which the module uses to learn
that its log recording stopped.

The archive connection itself is made the same way (``ArchiveConnect``): the response subscription and
request publication are added in ``on_start``, where the driver may be waited for, and the handshake with
the archive is polled from the duty cycle.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from aeronkit.archive.client import AeronArchive
from aeronkit.archive.client import Context as ArchiveContext
from aeronkit.archive.client.archive_error import ArchiveError
from aeronkit.archive.client.async_connect import AsyncConnectState
from aeronkit.archive.client.async_operation import ArchiveOperation
from aeronkit.errors import AeronError


class ArchiveConnect:
    """Connecting to the local archive: driver-side steps at construction, the handshake by ``poll``."""

    def __init__(self, ctx: ArchiveContext) -> None:
        self._connect = AeronArchive.async_connect(ctx)
        while self._connect.state < AsyncConnectState.AWAIT_PUBLICATION_CONNECTED:
            self._connect.poll()  # adds the response subscription and the request publication

    def poll(self) -> AeronArchive | None:
        return self._connect.poll()

    def close(self) -> None:
        self._connect.close()

    @property
    def step(self) -> str:
        return self._connect.state.name


class ArchiveRequest:
    """One queued request; ``done`` once answered, then ``result`` or ``error``."""

    def __init__(self, what: str, start: Callable[[AeronArchive], ArchiveOperation]) -> None:
        self.what = what
        self._start = start
        self.operation: ArchiveOperation | None = None
        self.done = False
        self.result: Any = None
        self.error: BaseException | None = None

    def __repr__(self) -> str:
        state = "done" if self.done else ("sent" if self.operation is not None else "queued")
        return f"ArchiveRequest({self.what}, {state}, result={self.result!r}, error={self.error!r})"

    def value(self) -> Any:
        """The result of a completed request; its error raised."""
        if not self.done:
            raise AeronError(f"archive request {self.what} is not complete")
        if self.error is not None:
            raise self.error
        return self.result


class ArchiveRequests:
    def __init__(self, archive: AeronArchive) -> None:
        self.archive = archive
        self._queue: deque[ArchiveRequest] = deque()

    def submit(self, what: str, start: Callable[[AeronArchive], ArchiveOperation]) -> ArchiveRequest:
        request = ArchiveRequest(what, start)
        self._queue.append(request)
        return request

    @property
    def idle(self) -> bool:
        return not self._queue

    def poll(self) -> int:
        """Advance the oldest request; with none queued, read one recording signal. Returns work done."""
        if not self._queue:
            return self.archive.poll_for_recording_signals()
        request = self._queue[0]
        try:
            if request.operation is None:
                request.operation = request._start(self.archive)
            if not request.operation.poll():
                return 0
            request.result = request.operation.result
        except (ArchiveError, AeronError) as ex:
            request.error = ex
        request.done = True
        self._queue.popleft()
        return 1

    def cancel_all(self, reason: str) -> None:
        """Fail every queued request (the archive connection is going away)."""
        while self._queue:
            request = self._queue.popleft()
            request.error = AeronError(f"archive request {request.what} abandoned: {reason}")
            request.done = True
