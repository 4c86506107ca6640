"""Recording started/progress/stopped events on the optional recording events publication.

aeron-archive/src/main/java/io/aeron/archive/RecordingEventsProxy.java at 1.51.0: enabled by
``aeron.archive.recording.events.enabled``; messages that cannot be offered now are dropped, as Aeron
drops them (events are advisory; recording signals on the control session are the reliable form).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aeronkit.archive.server.control_response_proxy import offer
from aeronkit.codecs import archive as codecs

if TYPE_CHECKING:
    from aeronkit.client.publication import Publication


class RecordingEventsProxy:
    def __init__(self, publication: Publication) -> None:
        self.publication = publication
        self._buffer = bytearray(8192)
        self._started = codecs.RecordingStartedEncoder()
        self._progress = codecs.RecordingProgressEncoder()
        self._stopped = codecs.RecordingStoppedEncoder()

    def started(
        self,
        recording_id: int,
        start_position: int,
        session_id: int,
        stream_id: int,
        channel: str,
        source_identity: str,
    ) -> bool:
        enc = self._started.wrap_and_apply_header(self._buffer, 0)
        enc.recording_id = recording_id
        enc.start_position = start_position
        enc.session_id = session_id
        enc.stream_id = stream_id
        enc.put_channel(channel[:4096])
        enc.put_source_identity(source_identity[:1024])
        return offer(self.publication, self._buffer, enc.limit)

    def progress(self, recording_id: int, start_position: int, position: int) -> bool:
        enc = self._progress.wrap_and_apply_header(self._buffer, 0)
        enc.recording_id = recording_id
        enc.start_position = start_position
        enc.position = position
        return offer(self.publication, self._buffer, enc.limit)

    def stopped(self, recording_id: int, start_position: int, stop_position: int) -> bool:
        enc = self._stopped.wrap_and_apply_header(self._buffer, 0)
        enc.recording_id = recording_id
        enc.start_position = start_position
        enc.stop_position = stop_position
        return offer(self.publication, self._buffer, enc.limit)

    def close(self) -> None:
        if self.publication is not None and not self.publication.is_closed:
            self.publication.close()
