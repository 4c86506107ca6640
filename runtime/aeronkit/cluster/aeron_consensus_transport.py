"""The consensus transport over Aeron: how members' consensus modules reach each other on the wire.

Aeron Java wires its members together in ConsensusModuleAgent's constructor and ClusterMember (upstream,
1.51.0: aeron-cluster/src/main/java/io/aeron/cluster/ConsensusModuleAgent.java, the consensus subscription,
and ClusterMember.java ``addConsensusPublications``/``addConsensusPublication``/``setControlEndpoint``):

* one subscription on the consensus channel (``aeron.cluster.consensus.channel``, default ``aeron:udp``)
  and stream (108) with ``endpoint=`` this member's consensus endpoint unless the channel names one;
* one exclusive publication per peer on the same channel with ``endpoint=`` the peer's consensus endpoint
  and, when ``aeron.cluster.consensus.control.enable`` is on (the default), ``control=`` this member's
  consensus host with port 0;
* a message for a peer whose publication is missing is not sent (Java's ConsensusPublisher returns at once
  when the publication is null) and the publication is (re-)added: Java does that when a follower canvasses
  (``checkFollowerForConsensusPublication``); here any send to a peer without an open publication does it,
  which covers that case and also a publication the driver closed underneath us.

The subscription is added at construction and waited for, as Java's constructor does: a consensus
endpoint that cannot be bound (a port in use, aeron-io/aeron#1433) fails the consensus module's start with
the driver's reason instead of leaving a member that can neither hear nor be heard. Every later step is
asynchronous (``async_add_*`` then ``get_*`` on a later call), so an election or consensus duty cycle that
polls or sends through this transport never waits on the driver. Messages are whole SBE
frames (header + body) as ``ConsensusPublisher`` encodes them; fragmented ones are reassembled before the
handler sees them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from aeronkit.client import Aeron, ExclusivePublication, FragmentAssembler, Header, Subscription
from aeronkit.cluster.cluster_member import MemberEndpoints
from aeronkit.cluster.consensus_transport import MessageHandler
from aeronkit.constants import NULL_VALUE
from aeronkit.driver import channel_uri
from aeronkit.errors import ConfigurationError, RegistrationError


def port_as_wildcard(endpoint: str) -> str | None:
    """Everything up to the last ``:`` followed by 0 (Java's ``ChannelUri.replacePortWithWildcard``); None
    when the endpoint has no ``:``."""
    host, separator, _ = endpoint.rpartition(":")
    return f"{host}:0" if separator else None


def subscription_channel(channel: str, this_member: MemberEndpoints) -> str:
    """The consensus subscription's channel: ``channel`` with this member's consensus endpoint unless it
    names one itself."""
    uri = channel_uri.parse(channel)
    params = dict(uri.params)
    params.setdefault("endpoint", this_member.consensus)
    return str(channel_uri.ChannelUri(uri.media, params, uri.spy))


def publication_channel(
    channel: str, this_member: MemberEndpoints, peer: MemberEndpoints, bind_control: bool
) -> str:
    """The exclusive publication to ``peer``: its consensus endpoint, and our consensus host with port 0 as
    the control address when ``bind_control`` (ClusterMember.setControlEndpoint)."""
    uri = channel_uri.parse(channel)
    params = dict(uri.params)
    params["endpoint"] = peer.consensus
    if bind_control:
        control = port_as_wildcard(this_member.consensus)
        if control is not None:
            params["control"] = control
    return str(channel_uri.ChannelUri(uri.media, params, uri.spy))


@dataclass
class _Peer:
    """One peer's publication: the channel, the pending registration, and the publication once it exists."""

    channel: str
    registration_id: int = NULL_VALUE
    publication: ExclusivePublication | None = None


class AeronConsensusTransport:
    """A ``ConsensusTransport`` on an Aeron client: a subscription in, an exclusive publication per peer."""

    def __init__(
        self,
        aeron: Aeron,
        this_member: MemberEndpoints,
        members: Sequence[MemberEndpoints],
        *,
        channel: str,
        stream_id: int,
        bind_control: bool = True,
    ) -> None:
        if sum(1 for member in members if member.id == this_member.id) != 1:
            raise ConfigurationError(f"member {this_member.id} must appear exactly once in the members")
        self._aeron = aeron
        self._stream_id = stream_id
        self._peers = {
            member.id: _Peer(publication_channel(channel, this_member, member, bind_control))
            for member in members
            if member.id != this_member.id
        }
        self.subscription_channel = subscription_channel(channel, this_member)
        try:
            self._subscription: Subscription = aeron.add_subscription(self.subscription_channel, stream_id)
        except RegistrationError as ex:
            raise RegistrationError(
                ex.correlation_id, ex.error_code,
                f"member {this_member.id} cannot listen on its consensus endpoint {this_member.consensus} "
                f"(aeron.cluster.members): {ex}",
            ) from ex
        self._handler: MessageHandler | None = None
        self._assembler = FragmentAssembler(self._on_fragment)
        self._closed = False
        self.registration_errors = 0
        self.last_error = ""
        for peer in self._peers.values():
            self._add(peer)

    # -- ConsensusTransport ------------------------------------------------------------------------------

    def send(self, member_id: int, message: bytes) -> bool:
        """Offer ``message`` to ``member_id``; False while its publication is being (re-)added, is not
        connected or is back pressured (Java drops consensus messages in those cases too)."""
        publication = self.publication(member_id)
        return publication is not None and publication.offer(message) > 0

    def poll(self, handler: MessageHandler, limit: int) -> int:
        if self._closed:
            return 0
        self._handler = handler
        return int(self._subscription.poll(self._assembler, limit))

    # -- what tests and the consensus module look at ------------------------------------------------------

    def publication(self, member_id: int) -> ExclusivePublication | None:
        """The open publication to ``member_id``, re-adding it when it is missing or was closed."""
        if self._closed:
            return None
        peer = self._peers[member_id]
        if peer.publication is not None and peer.publication.is_closed:
            peer.publication = None
        if peer.publication is None:
            if peer.registration_id == NULL_VALUE:
                self._add(peer)
            if peer.registration_id != NULL_VALUE:
                try:
                    peer.publication = self._aeron.get_exclusive_publication(peer.registration_id)
                except RegistrationError as ex:
                    self._count_error(f"failed to add consensus publication for member: {member_id} - {ex}")
                    peer.registration_id = NULL_VALUE
                    return None
                if peer.publication is not None:
                    peer.registration_id = NULL_VALUE
        return peer.publication

    def is_connected(self, member_id: int) -> bool:
        publication = self.publication(member_id)
        return publication is not None and publication.is_connected

    def close(self) -> None:
        """Release the subscription and every publication (or abandon them while still being added)."""
        if self._closed:
            return
        self._closed = True
        for peer in self._peers.values():
            if peer.publication is not None:
                peer.publication.close()
            elif peer.registration_id != NULL_VALUE:
                self._aeron.async_remove_publication(peer.registration_id)
        self._subscription.close()

    # -- internals -----------------------------------------------------------------------------------------

    def _add(self, peer: _Peer) -> None:
        peer.registration_id = self._aeron.async_add_exclusive_publication(peer.channel, self._stream_id)

    def _on_fragment(self, buffer: memoryview, offset: int, length: int, header: Header) -> None:
        assert self._handler is not None
        self._handler(bytes(buffer[offset : offset + length]))

    def _count_error(self, reason: str) -> None:
        self.registration_errors += 1
        self.last_error = reason
