"""The peers' ChallengeAuthenticator.java in Python, for our node (loaded by ``-Daeron.cluster.authenticator
.supplier=challenge_authenticator:ChallengeAuthenticator``): credentials ``interop-user`` get the challenge
``interop-challenge``; the response ``interop-response`` is authenticated with principal ``interop-user``;
anything else is rejected (tests/cluster/java_peers/ChallengeAuthenticator.java, the same steps)."""

from __future__ import annotations

import enum

from aeronkit.cluster.authenticator import SessionProxy

CREDENTIALS = b"interop-user"
CHALLENGE = b"interop-challenge"
RESPONSE = b"interop-response"
PRINCIPAL = b"interop-user"


class _Step(enum.Enum):
    TO_CHALLENGE = 1
    CHALLENGED = 2
    ACCEPT = 3
    REJECT = 4


class ChallengeAuthenticator:
    def __init__(self) -> None:
        self._steps: dict[int, _Step] = {}

    def on_connect_request(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None:
        self._steps[session_id] = _Step.TO_CHALLENGE if encoded_credentials == CREDENTIALS else _Step.REJECT

    def on_challenge_response(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None:
        if self._steps.get(session_id) is _Step.CHALLENGED:
            self._steps[session_id] = _Step.ACCEPT if encoded_credentials == RESPONSE else _Step.REJECT

    def on_connected_session(self, proxy: SessionProxy, now_ms: int) -> None:
        step = self._steps.get(proxy.session_id)
        if step is _Step.TO_CHALLENGE:
            if proxy.challenge(CHALLENGE):
                self._steps[proxy.session_id] = _Step.CHALLENGED
        elif step is not _Step.CHALLENGED:
            self._steps.pop(proxy.session_id, None)
            proxy.reject()

    def on_challenged_session(self, proxy: SessionProxy, now_ms: int) -> None:
        step = self._steps.get(proxy.session_id)
        if step is _Step.ACCEPT:
            if proxy.authenticate(PRINCIPAL):
                self._steps.pop(proxy.session_id, None)
        elif step in (_Step.REJECT, None):
            self._steps.pop(proxy.session_id, None)
            proxy.reject()
