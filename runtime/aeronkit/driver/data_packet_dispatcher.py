"""Which image a DATA or SETUP frame belongs to, per receive endpoint, stream and session.

aeron-driver/src/main/java/io/aeron/driver/DataPacketDispatcher.java at 1.51.0. A stream is of interest once
a subscription asks for it (all sessions, or only ``session-id=``). Each session of an interesting stream is
in one state: PENDING_SETUP_FRAME (DATA seen, a setup-eliciting SM sent; forgotten after 1 s so a later
DATA asks again), INIT_IN_PROGRESS (SETUP seen, the conductor is creating the image), ACTIVE (DATA goes to
the image), ON_COOL_DOWN (its image timed out; ignored until the cool-down is removed) or NO_INTEREST (a
session the subscriptions filter out).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aeronkit.driver.publication_image import PublicationImage

PENDING_SETUPS_TIMEOUT_NS = 1_000_000_000


class SessionState(enum.Enum):
    ACTIVE = 1
    PENDING_SETUP_FRAME = 2
    INIT_IN_PROGRESS = 3
    ON_COOL_DOWN = 4
    NO_INTEREST = 5


@dataclass
class SessionEntry:
    state: SessionState
    image: PublicationImage | None = None
    time_ns: int = 0


@dataclass
class StreamInterest:
    all_sessions: bool = False
    session_ids: dict[int, int] = field(default_factory=dict)  # session id -> subscription count
    all_count: int = 0
    sessions: dict[int, SessionEntry] = field(default_factory=dict)

    def wants(self, session_id: int) -> bool:
        return self.all_sessions or session_id in self.session_ids


class DataPacketDispatcher:
    """Per receive endpoint; used on the receiver thread only."""

    def __init__(self) -> None:
        self.streams: dict[int, StreamInterest] = {}
        # bumped whenever the set of ACTIVE images changes, so the endpoint rebuilds its native image table
        self.version = 0

    # -- interest ----------------------------------------------------------------------------------------

    def add_subscription(self, stream_id: int, session_id: int | None) -> None:
        interest = self.streams.setdefault(stream_id, StreamInterest())
        if session_id is None:
            interest.all_sessions = True
            interest.all_count += 1
            for entry in interest.sessions.values():
                if entry.state is SessionState.NO_INTEREST:
                    entry.state = SessionState.PENDING_SETUP_FRAME
                    entry.time_ns = -PENDING_SETUPS_TIMEOUT_NS  # expires at once
        else:
            interest.session_ids[session_id] = interest.session_ids.get(session_id, 0) + 1
            existing = interest.sessions.get(session_id)
            if existing is not None and existing.state is SessionState.NO_INTEREST:
                del interest.sessions[session_id]

    def remove_subscription(self, stream_id: int, session_id: int | None) -> list[PublicationImage]:
        """Drop one subscription's interest; returns images nobody wants any more."""
        interest = self.streams.get(stream_id)
        if interest is None:
            return []
        if session_id is None:
            interest.all_count = max(0, interest.all_count - 1)
            interest.all_sessions = interest.all_count > 0
        else:
            count = interest.session_ids.get(session_id, 0) - 1
            if count <= 0:
                interest.session_ids.pop(session_id, None)
            else:
                interest.session_ids[session_id] = count
        dropped: list[PublicationImage] = []
        for sid, entry in list(interest.sessions.items()):
            if not interest.wants(sid):
                if entry.image is not None:
                    dropped.append(entry.image)
                    self.version += 1
                del interest.sessions[sid]
        if not interest.all_sessions and not interest.session_ids:
            del self.streams[stream_id]
        return dropped

    def has_interest(self, stream_id: int) -> bool:
        return stream_id in self.streams

    # -- images ------------------------------------------------------------------------------------------

    def add_image(self, image: PublicationImage) -> None:
        interest = self.streams.get(image.stream_id)
        if interest is not None:
            interest.sessions[image.session_id] = SessionEntry(SessionState.ACTIVE, image)
            self.version += 1

    def remove_image(self, image: PublicationImage, cool_down: bool, now_ns: int) -> None:
        interest = self.streams.get(image.stream_id)
        if interest is None:
            return
        entry = interest.sessions.get(image.session_id)
        if entry is not None and entry.image is image:
            self.version += 1
            if cool_down:
                interest.sessions[image.session_id] = SessionEntry(SessionState.ON_COOL_DOWN, None, now_ns)
            else:
                del interest.sessions[image.session_id]

    def remove_cool_down(self, session_id: int, stream_id: int) -> None:
        interest = self.streams.get(stream_id)
        if interest is not None:
            entry = interest.sessions.get(session_id)
            if entry is not None and entry.state is SessionState.ON_COOL_DOWN:
                del interest.sessions[session_id]

    def image_creation_failed(self, session_id: int, stream_id: int) -> None:
        interest = self.streams.get(stream_id)
        if interest is not None:
            entry = interest.sessions.get(session_id)
            if entry is not None and entry.state is SessionState.INIT_IN_PROGRESS:
                del interest.sessions[session_id]

    # -- frames ------------------------------------------------------------------------------------------

    def on_data(
        self,
        session_id: int,
        stream_id: int,
        is_eos: bool,
        now_ns: int,
        elicit_setup: Callable[[], None],
    ) -> None:
        """A DATA frame of a session with no image (those with one went straight into it, in C): a new
        session of interest is asked for its SETUP, again after the pending-setup timeout."""
        interest = self.streams.get(stream_id)
        if interest is None:
            return
        entry = interest.sessions.get(session_id)
        if entry is not None:
            if (
                entry.state is SessionState.PENDING_SETUP_FRAME
                and entry.time_ns + PENDING_SETUPS_TIMEOUT_NS - now_ns < 0
            ):
                entry.time_ns = now_ns
                elicit_setup()
            return
        if not interest.wants(session_id):
            interest.sessions[session_id] = SessionEntry(SessionState.NO_INTEREST)
        elif not is_eos:
            interest.sessions[session_id] = SessionEntry(SessionState.PENDING_SETUP_FRAME, None, now_ns)
            elicit_setup()

    def active_image(self, session_id: int, stream_id: int) -> PublicationImage | None:
        """The image a session already has on this endpoint (its SETUP may come again, on another
        destination of a multi-destination subscription)."""
        interest = self.streams.get(stream_id)
        entry = None if interest is None else interest.sessions.get(session_id)
        return None if entry is None or entry.state is not SessionState.ACTIVE else entry.image

    def on_setup(self, session_id: int, stream_id: int) -> bool:
        """True when the conductor should create an image for this SETUP."""
        interest = self.streams.get(stream_id)
        if interest is None or not interest.wants(session_id):
            return False
        entry = interest.sessions.get(session_id)
        if entry is None or entry.state is SessionState.PENDING_SETUP_FRAME:
            interest.sessions[session_id] = SessionEntry(SessionState.INIT_IN_PROGRESS)
            return True
        return False

    def images(self) -> list[PublicationImage]:
        return [e.image for i in self.streams.values() for e in i.sessions.values() if e.image is not None]
