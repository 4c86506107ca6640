"""Who may open a cluster session, and which admin requests a session may make.

Aeron splits this in two (aeron-client/src/main/java/io/aeron/security/ at 1.51.0): an ``Authenticator``
decides, session by session, whether a connecting client is let in (possibly after a challenge), and an
``AuthorisationService`` decides whether an authenticated principal may perform an action (a cluster
``AdminRequest``, a backup query). The consensus module drives the authenticator from its slow tick, one
``SessionProxy`` call per pending session (aeron-cluster/.../ClusterSessionProxy.java, SessionManager.java).

Configuration follows Aeron's property values where they make sense in Python:

* ``aeron.cluster.authenticator.supplier``: empty or ``io.aeron.security.DefaultAuthenticatorSupplier``
  for Aeron's default (everyone in, empty principal); ``module:Name`` names a Python class (or factory)
  whose call returns an Authenticator.
* ``aeron.cluster.authorisation.service.supplier``: empty for Aeron 1.51.0's default
  (``AllowBackupAndStandbyAuthorisationService``: only BackupQuery, HeartbeatRequest and StandbySnapshot
  are authorised, so an AdminRequest gets UNAUTHORISED_ACCESS), ``ALLOW_ALL``, ``DENY_ALL``, or
  ``module:Name``.

The protocols match the archive server's ``Authenticator`` hooks, so one authenticator class can guard
both.
"""

from __future__ import annotations

import importlib
from typing import Protocol, runtime_checkable

from aeronkit.codecs import cluster as codecs
from aeronkit.context import invalid

AUTHENTICATOR_SUPPLIER_PROP = "aeron.cluster.authenticator.supplier"
AUTHORISATION_SERVICE_SUPPLIER_PROP = "aeron.cluster.authorisation.service.supplier"
DEFAULT_AUTHENTICATOR_SUPPLIER = "io.aeron.security.DefaultAuthenticatorSupplier"
ALLOW_ALL_NAME = "ALLOW_ALL"
DENY_ALL_NAME = "DENY_ALL"
NULL_ENCODED_PRINCIPAL = b""
MAX_ENCODED_PRINCIPAL_LENGTH = 4 * 1024
"""ClusterSession.MAX_ENCODED_PRINCIPAL_LENGTH."""


class SessionProxy(Protocol):
    """What an authenticator may do to the session it is deciding on."""

    @property
    def session_id(self) -> int: ...

    def challenge(self, encoded_challenge: bytes) -> bool:
        """Send a Challenge to the client; False if it could not be sent now (try on a later call)."""
        ...

    def authenticate(self, encoded_principal: bytes) -> bool:
        """Let the session in; the principal is kept for authorisation and written to the log."""
        ...

    def reject(self) -> None:
        """Answer AUTHENTICATION_REJECTED and drop the session."""
        ...


@runtime_checkable
class Authenticator(Protocol):
    """Aeron's Authenticator: connect/challenge callbacks, then a decision per pending session."""

    def on_connect_request(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None: ...

    def on_challenge_response(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None: ...

    def on_connected_session(self, proxy: SessionProxy, now_ms: int) -> None: ...

    def on_challenged_session(self, proxy: SessionProxy, now_ms: int) -> None: ...


class DefaultAuthenticator:
    """DefaultAuthenticatorSupplier.DefaultAuthenticator: every session in, with an empty principal."""

    def on_connect_request(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None:
        """Credentials are not looked at."""

    def on_challenge_response(self, session_id: int, encoded_credentials: bytes, now_ms: int) -> None:
        """Never challenged, so never answered."""

    def on_connected_session(self, proxy: SessionProxy, now_ms: int) -> None:
        proxy.authenticate(NULL_ENCODED_PRINCIPAL)

    def on_challenged_session(self, proxy: SessionProxy, now_ms: int) -> None:
        proxy.authenticate(NULL_ENCODED_PRINCIPAL)


@runtime_checkable
class AuthorisationService(Protocol):
    """io.aeron.security.AuthorisationService: may ``encoded_principal`` perform ``action_id`` of the
    protocol (SBE schema id) ``protocol_id``? ``request_type`` refines the action (AdminRequestType)."""

    def is_authorised(
        self, protocol_id: int, action_id: int, request_type: object, encoded_principal: bytes
    ) -> bool: ...


class AllowAll:
    """AuthorisationService.ALLOW_ALL."""

    def is_authorised(
        self, protocol_id: int, action_id: int, request_type: object, encoded_principal: bytes
    ) -> bool:
        return True


class DenyAll:
    """AuthorisationService.DENY_ALL."""

    def is_authorised(
        self, protocol_id: int, action_id: int, request_type: object, encoded_principal: bytes
    ) -> bool:
        return False


class AllowBackupAndStandby:
    """AllowBackupAndStandbyAuthorisationService: Aeron 1.51.0's default for the consensus module."""

    _ALLOWED = frozenset(
        {
            codecs.BackupQueryDecoder.TEMPLATE_ID,
            codecs.HeartbeatRequestDecoder.TEMPLATE_ID,
            codecs.StandbySnapshotDecoder.TEMPLATE_ID,
        }
    )

    def is_authorised(
        self, protocol_id: int, action_id: int, request_type: object, encoded_principal: bytes
    ) -> bool:
        return protocol_id == codecs.SCHEMA_ID and action_id in self._ALLOWED


def _load(prop: str, name: str) -> object:
    """Instantiate ``module:Name`` (a class or a zero-argument factory)."""
    module_name, sep, attr = name.partition(":")
    if not sep or not module_name or not attr:
        raise invalid(
            prop, name, "must be module:Name of a Python class (Java class names cannot be loaded here)"
        )
    try:
        factory = getattr(importlib.import_module(module_name), attr)
    except (ImportError, AttributeError) as ex:
        raise invalid(prop, name, f"cannot be loaded: {ex}") from None
    if not callable(factory):
        raise invalid(prop, name, "is not callable")
    made: object = factory()
    return made


def authenticator_from_name(name: str | None) -> Authenticator:
    """The authenticator a ``aeron.cluster.authenticator.supplier`` value names."""
    if not name or name == DEFAULT_AUTHENTICATOR_SUPPLIER:
        return DefaultAuthenticator()
    made = _load(AUTHENTICATOR_SUPPLIER_PROP, name)
    if not isinstance(made, Authenticator):
        raise invalid(AUTHENTICATOR_SUPPLIER_PROP, name, "did not make an Authenticator")
    return made


def authorisation_service_from_name(name: str | None) -> AuthorisationService:
    """The service a ``aeron.cluster.authorisation.service.supplier`` value names."""
    if not name:
        return AllowBackupAndStandby()
    if name == ALLOW_ALL_NAME:
        return AllowAll()
    if name == DENY_ALL_NAME:
        return DenyAll()
    made = _load(AUTHORISATION_SERVICE_SUPPLIER_PROP, name)
    if not isinstance(made, AuthorisationService):
        raise invalid(AUTHORISATION_SERVICE_SUPPLIER_PROP, name, "did not make an AuthorisationService")
    return made
