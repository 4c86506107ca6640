"""Ingress: one publication per cluster member until the leader is known, then one to the leader.

With ``aeron.cluster.ingress.endpoints`` set, the client adds a publication per member on the ingress channel
with ``endpoint=<member's ingress>`` (a UDP channel; IPC ingress takes no endpoint) and sends its connect
request on whichever connects first; a follower answers REDIRECT with the members' endpoints and the
leader's id. Mirrors AeronCluster.MemberIngress, parseIngressEndpoints and asyncAddIngressPublication
(aeron-cluster/src/main/java/io/aeron/cluster/client/AeronCluster.java at 1.51.0). Publications are added
without waiting (``async_add_*`` then ``get_*`` on later polls), so nothing here blocks a duty cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aeronkit.archive.client.aeron_archive import with_param
from aeronkit.client.publication import Publication
from aeronkit.constants import NULL_VALUE
from aeronkit.errors import RegistrationError

if TYPE_CHECKING:
    from aeronkit.cluster.client.context import Context


def is_udp(channel: str) -> bool:
    """ChannelUri.isUdp: the media of ``aeron:udp?...`` (a spy prefix does not count)."""
    return channel.startswith("aeron:udp")


def parse_ingress_endpoints(endpoints: str) -> dict[int, str]:
    """``id=host:port,...`` -> {member id: endpoint}, in the order given. ValueError names the bad part.

    Java splits on ``,`` (dropping trailing empty parts) and parses the id before the first ``=``.
    """
    parts = endpoints.split(",")
    while parts and not parts[-1]:
        parts.pop()
    found: dict[int, str] = {}
    for part in parts:
        member, sep, endpoint = part.partition("=")
        if not sep:
            raise ValueError(f"endpoint missing '=' separator: {endpoints}")
        try:
            member_id = int(member)
        except ValueError:
            raise ValueError(f"member id {member!r} is not an integer: {endpoints}") from None
        found[member_id] = endpoint
    return found


def member_channel(ingress_channel: str, endpoint: str) -> str:
    """The ingress channel aimed at one member: ``endpoint=`` set on UDP, IPC left as it is."""
    return with_param(ingress_channel, "endpoint", endpoint) if is_udp(ingress_channel) else ingress_channel


def async_add_ingress_publication(ctx: Context, channel: str) -> int:
    """Start adding an ingress publication (exclusive unless the context says otherwise)."""
    if ctx.is_ingress_exclusive:
        return ctx.aeron.async_add_exclusive_publication(channel, ctx.ingress_stream_id)
    return ctx.aeron.async_add_publication(channel, ctx.ingress_stream_id)


def get_ingress_publication(ctx: Context, registration_id: int) -> Publication | None:
    """The publication once the driver made it; raises the driver's RegistrationError if it refused."""
    if ctx.is_ingress_exclusive:
        return ctx.aeron.get_exclusive_publication(registration_id)
    return ctx.aeron.get_publication(registration_id)


class MemberIngress:
    """One member's ingress publication while connecting: being added, added, or refused by the driver."""

    __slots__ = ("ctx", "endpoint", "member_id", "publication", "publication_error", "registration_id")

    def __init__(self, ctx: Context, member_id: int, endpoint: str) -> None:
        self.ctx = ctx
        self.member_id = member_id
        self.endpoint = endpoint
        self.registration_id = NULL_VALUE
        self.publication: Publication | None = None
        self.publication_error: RegistrationError | None = None

    def async_add_publication(self) -> None:
        self.registration_id = async_add_ingress_publication(
            self.ctx, member_channel(self.ctx.ingress_channel, self.endpoint))
        self.publication = None

    def async_get_publication(self) -> None:
        try:
            self.publication = get_ingress_publication(self.ctx, self.registration_id)
        except RegistrationError as ex:
            self.publication_error = ex
            self.registration_id = NULL_VALUE
            return
        if self.publication is not None:
            self.registration_id = NULL_VALUE

    def close(self) -> None:
        """Close the publication, or abandon it while the driver is still adding it."""
        if self.publication is not None:
            self.publication.close()
        elif self.registration_id != NULL_VALUE and not self.ctx.aeron.is_closed:
            self.ctx.aeron.async_remove_publication(self.registration_id)
        self.registration_id = NULL_VALUE
        self.publication = None

    def __repr__(self) -> str:
        return (f"MemberIngress(member_id={self.member_id}, endpoint={self.endpoint!r}, "
                f"publication={self.publication})")


def member_ingresses(ctx: Context, endpoints: str | None) -> dict[int, MemberIngress]:
    """A MemberIngress per member of ``endpoints`` (none when it is None: one ingress channel for all)."""
    if endpoints is None:
        return {}
    return {mid: MemberIngress(ctx, mid, ep) for mid, ep in parse_ingress_endpoints(endpoints).items()}


def close_all(members: dict[int, MemberIngress]) -> None:
    for member in members.values():
        member.close()
