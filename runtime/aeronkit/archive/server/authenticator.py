"""Who may connect to the archive: Aeron's Authenticator hook and the SessionProxy it acts through.

aeron-client/src/main/java/io/aeron/security/{Authenticator,SessionProxy}.java at 1.51.0 (interfaces the
archive and the cluster share). Kept apart from ``archive.py`` so a control session can import
the proxy without importing the launcher that builds the conductor that owns the sessions.
"""

from __future__ import annotations

from typing import Protocol


class AuthenticatedSession(Protocol):
    """What a SessionProxy drives: the control session waiting on the authenticator's decision."""

    control_session_id: int

    def challenge(self, encoded_challenge: bytes) -> bool: ...

    def authenticate(self, encoded_principal: bytes = b"") -> bool: ...

    def reject(self) -> None: ...


class SessionProxy:
    """What an authenticator may do to a connecting session (Aeron's SessionProxy)."""

    def __init__(self, session: AuthenticatedSession) -> None:
        self._session = session

    @property
    def session_id(self) -> int:
        return int(self._session.control_session_id)

    def challenge(self, encoded_challenge: bytes) -> bool:
        return bool(self._session.challenge(encoded_challenge))

    def authenticate(self, encoded_principal: bytes = b"") -> bool:
        return bool(self._session.authenticate(encoded_principal))

    def reject(self) -> None:
        self._session.reject()


class Authenticator:
    """Aeron's Authenticator hook. The default (this class) lets every client in without a challenge.

    Subclass and override: ``on_connect_request`` sees the credentials of an AuthConnectRequest,
    ``on_challenge_response`` those of a ChallengeResponse; ``on_connected_session`` and
    ``on_challenged_session`` are called each duty cycle for sessions waiting on a decision and must call
    ``authenticate``, ``challenge`` or ``reject`` on the proxy.
    """

    def on_connect_request(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None:
        """Called once per connect request."""

    def on_challenge_response(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None:
        """Called once per challenge response."""

    def on_connected_session(self, proxy: SessionProxy, now_ms: int) -> None:
        proxy.authenticate(b"")

    def on_challenged_session(self, proxy: SessionProxy, now_ms: int) -> None:
        """Default: a challenged session waits (only custom authenticators challenge)."""
