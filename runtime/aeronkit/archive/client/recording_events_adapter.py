"""Recording progress events from the archive's optional recording events stream.

When an archive runs with ``aeron.archive.recording.events.enabled=true`` it publishes RecordingStarted,
RecordingProgress and RecordingStopped (templates 101..103) on the recording events channel
(default ``aeron:udp?control-mode=dynamic|control=localhost:8030``, stream 30). This adapter decodes
them for a subscription on that channel and calls the listener's ``on_start`` / ``on_progress`` /
``on_stop`` (aeron-archive/src/main/java/io/aeron/archive/client/RecordingEventsAdapter.java at 1.51.0).
Messages of another schema or too short for their layout are counted, not raised.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from aeronkit.archive.client.control_response_poller import MessageCheck
from aeronkit.client.header import Header
from aeronkit.codecs import archive as codecs
from aeronkit.errors import CodecError

if TYPE_CHECKING:
    from aeronkit.client.subscription import FragmentSource


class RecordingEventsListener(Protocol):
    def on_start(
        self,
        recording_id: int,
        start_position: int,
        session_id: int,
        stream_id: int,
        channel: str,
        source_identity: str,
    ) -> None: ...

    def on_progress(self, recording_id: int, start_position: int, position: int) -> None: ...

    def on_stop(self, recording_id: int, start_position: int, stop_position: int) -> None: ...


class RecordingEventsAdapter:
    def __init__(
        self, listener: RecordingEventsListener, subscription: FragmentSource, fragment_limit: int = 10
    ) -> None:
        self.listener = listener
        self.subscription = subscription
        self.fragment_limit = fragment_limit
        self.check = MessageCheck()
        self._started = codecs.RecordingStartedDecoder()
        self._progress = codecs.RecordingProgressDecoder()
        self._stopped = codecs.RecordingStoppedDecoder()

    @property
    def malformed_count(self) -> int:
        return self.check.malformed_count

    def poll(self) -> int:
        return self.subscription.poll(self.on_fragment, self.fragment_limit)

    def on_fragment(self, buffer: Any, offset: int, length: int, header: Header | None = None) -> None:
        check = self.check
        template_id = check.template_id(buffer, offset, length)
        try:
            if template_id == codecs.RecordingStartedDecoder.TEMPLATE_ID:
                s = check.wrap(self._started, buffer, offset, length)
                self.listener.on_start(
                    s.recording_id, s.start_position, s.session_id, s.stream_id, s.channel, s.source_identity
                )
            elif template_id == codecs.RecordingProgressDecoder.TEMPLATE_ID:
                p = check.wrap(self._progress, buffer, offset, length)
                self.listener.on_progress(p.recording_id, p.start_position, p.position)
            elif template_id == codecs.RecordingStoppedDecoder.TEMPLATE_ID:
                t = check.wrap(self._stopped, buffer, offset, length)
                self.listener.on_stop(t.recording_id, t.start_position, t.stop_position)
        except CodecError as exc:
            check.malformed(str(exc))
