"""The replicated log's channels between members: what the leader publishes on and what followers join.

Aeron 1.51.0 lays the log out as a multi-destination cast when the log channel names no ``endpoint``
(ConsensusModule.Context ``isLogMdc``): the leader's exclusive publication takes ``control-mode=manual``
and a control address on its own log host (ConsensusModuleAgent.addLogPublication,
ClusterMember.setControlEndpoint) and one destination per follower, ``aeron:udp?endpoint=<follower log
endpoint>`` (LogPublisher.addDestination, ChannelUri.createDestinationUri). A follower joins with a
multi-destination subscription (Election ``addFollowerSubscription``): manual control mode, the leader's
log session id, group semantics, no rejoin, the log channel's receive buffer and window, alias ``log-cm``;
the live destination is its log endpoint, the catch-up destination its catch-up endpoint (Election
``addLiveLogDestination``/``addCatchupLogDestination``).
"""

from __future__ import annotations

from aeronkit.cluster.aeron_consensus_transport import port_as_wildcard
from aeronkit.driver import channel_uri

CONTROL_MODE_MANUAL = "manual"
FOLLOWER_LOG_ALIAS = "log-cm"
_FOLLOWER_COPIED_PARAMS = ("so-rcvbuf", "rcv-wnd")
"""What a follower's log subscription takes over from the log channel (ChannelUriStringBuilder
``socketRcvbufLength(uri)``/``receiverWindowLength(uri)``)."""


def is_log_mdc(log_channel: str) -> bool:
    """A UDP log channel without an ``endpoint``: the leader sends to each follower as an MDC destination."""
    uri = channel_uri.parse(log_channel)
    return uri.media == "udp" and "endpoint" not in uri.params


def leader_control_params(log_channel: str, this_log_endpoint: str, enable_control: bool) -> dict[str, str]:
    """The MDC parameters of the leader's log publication (empty when the log is not MDC): manual control
    mode and, when ``enable_control``, our log host with port 0 as the control address."""
    if not is_log_mdc(log_channel):
        return {}
    params = {"control-mode": CONTROL_MODE_MANUAL}
    control = port_as_wildcard(this_log_endpoint) if enable_control else None
    if control is not None:
        params["control"] = control
    return params


def destination_uri(channel: str, endpoint: str) -> str:
    """``aeron:<media>?endpoint=<endpoint>`` keeping the channel's ``interface`` (ChannelUri
    .createDestinationUri): a follower destination on the leader's publication or a follower's own."""
    uri = channel_uri.parse(channel)
    interface = uri.get("interface")
    destination = f"aeron:{uri.media}?endpoint={endpoint}"
    return destination if interface is None else f"{destination}|interface={interface}"


def follower_log_channel(log_channel: str, log_session_id: int, tags: tuple[int, int]) -> str:
    """A follower's multi-destination log subscription for the leader's session ``log_session_id``."""
    source = channel_uri.parse(log_channel)
    params = {
        "tags": f"{tags[0]},{tags[1]}",
        "control-mode": CONTROL_MODE_MANUAL,
        "session-id": str(log_session_id),
        "group": "true",
        "rejoin": "false",
    }
    params.update({key: source.params[key] for key in _FOLLOWER_COPIED_PARAMS if key in source.params})
    params["alias"] = FOLLOWER_LOG_ALIAS
    return str(channel_uri.ChannelUri("udp", params))


def live_log_destination(log_channel: str, this_log_endpoint: str) -> str:
    """Where a follower hears the leader's live log: its log endpoint, or the log channel itself when the
    log is not MDC (a multicast or fixed-endpoint log)."""
    return destination_uri(log_channel, this_log_endpoint) if is_log_mdc(log_channel) else log_channel


def catchup_log_destination(log_channel: str, this_catchup_endpoint: str) -> str:
    """Where a follower receives the replay the leader's archive sends it to catch up."""
    return destination_uri(log_channel, this_catchup_endpoint)
