"""The consensus module agent's ingress: the clients' session messages, connects, closes, keep-alives,
challenge responses and admin requests as ``IngressAdapter`` hands them over, and the admin request's
control toggle.

After the ingress methods of ConsensusModuleAgent.java
(aeron-cluster/src/main/java/io/aeron/cluster/ConsensusModuleAgent.java at 1.51.0: onIngressMessage,
onSessionConnect, onSessionClose, onSessionKeepAlive, onIngressChallengeResponse, onAdminRequest).
A mixin of ``ConsensusModuleAgent``: the agent's attributes and methods it uses are declared, without
values, so mypy checks every use.
"""

from __future__ import annotations

from aeronkit.client import Image
from aeronkit.client.header import ControlledPollAction
from aeronkit.cluster.cluster_clock import ClusterClock
from aeronkit.cluster.cluster_session import ClusterSession
from aeronkit.cluster.consensus_module import Context, ModuleCounters
from aeronkit.cluster.consensus_module_views import ModuleViews
from aeronkit.cluster.egress_publisher import EgressPublisher
from aeronkit.cluster.election_state import Role
from aeronkit.cluster.log_publisher import LogPublisher
from aeronkit.cluster.module_counters import compare_and_set
from aeronkit.cluster.protocol import ClusterControlToggle
from aeronkit.cluster.session_manager import SessionManager
from aeronkit.codecs import cluster as codecs


class IngressDuties(ModuleViews):
    """The ingress callbacks of ``ConsensusModuleAgent``."""

    clock: ClusterClock
    counters: ModuleCounters
    ctx: Context
    egress: EgressPublisher
    ingress_endpoints: str
    leadership_term_id: int
    log_publisher: LogPublisher
    role: Role
    session_manager: SessionManager

    # -- ingress ----------------------------------------------------------------------------------------

    def on_ingress_message(
        self, leadership_term_id: int, cluster_session_id: int, payload: memoryview
    ) -> ControlledPollAction:
        if leadership_term_id == self.leadership_term_id and self.role is Role.LEADER:
            session = self.session_manager.find(cluster_session_id)
            if session is not None and session.is_open:
                timestamp = self.clock.time()
                if (
                    self.log_publisher.append_message(
                        leadership_term_id, cluster_session_id, timestamp, payload
                    )
                    > 0
                ):
                    session.time_of_last_activity_ns = self.clock.convert_to_nanos(timestamp)
                else:
                    return ControlledPollAction.ABORT
        return ControlledPollAction.CONTINUE

    def on_session_connect(
        self,
        correlation_id: int,
        response_stream_id: int,
        version: int,
        response_channel: str,
        encoded_credentials: bytes,
        client_info: str,
        image: Image,
    ) -> None:
        self.session_manager.on_session_connect(
            correlation_id,
            response_stream_id,
            version,
            self._refine_response_channel(response_channel),
            encoded_credentials,
            client_info,
            image,
            self.role is Role.LEADER,
            self.ingress_endpoints,
        )

    def _refine_response_channel(self, response_channel: str) -> str:
        """Merge the params of ``aeron.cluster.egress.channel`` (when set) into a response channel."""
        template = self.ctx.egress_channel
        if not template:
            return response_channel
        if response_channel.startswith("aeron:ipc"):
            return response_channel if self.ctx.is_ipc_ingress_allowed else template
        from aeronkit.driver import channel_uri

        uri = channel_uri.parse(response_channel)
        params = dict(uri.params)
        params.update(channel_uri.parse(template).params)
        return str(channel_uri.ChannelUri(uri.media, params, uri.spy))

    def on_session_close(self, leadership_term_id: int, cluster_session_id: int) -> None:
        if leadership_term_id == self.leadership_term_id and self.role is Role.LEADER:
            self.session_manager.on_session_close(leadership_term_id, cluster_session_id)

    def on_session_keep_alive(self, leadership_term_id: int, cluster_session_id: int, image: Image) -> None:
        if leadership_term_id == self.leadership_term_id and self.role is Role.LEADER:
            session = self.session_manager.find(cluster_session_id)
            if session is not None and session.is_open:
                self.session_manager.on_keep_alive(session, image.correlation_id, self.clock.time_nanos())

    def on_ingress_challenge_response(
        self, correlation_id: int, cluster_session_id: int, encoded_credentials: bytes
    ) -> None:
        if self.role is Role.LEADER:
            self.session_manager.on_challenge_response(
                correlation_id, cluster_session_id, encoded_credentials
            )

    def on_admin_request(
        self,
        leadership_term_id: int,
        cluster_session_id: int,
        correlation_id: int,
        request_type: codecs.AdminRequestType | int,
        payload: bytes,
    ) -> None:
        if self.role is not Role.LEADER or leadership_term_id != self.leadership_term_id:
            return
        session = self.session_manager.find(cluster_session_id)
        if session is None or not session.is_open:
            return
        name = request_type.name if isinstance(request_type, codecs.AdminRequestType) else str(request_type)
        known = (
            request_type
            if isinstance(request_type, codecs.AdminRequestType)
            else codecs.AdminRequestType.NULL_VAL
        )
        if not self.session_manager.authorisation.is_authorised(
            codecs.SCHEMA_ID, codecs.AdminRequestDecoder.TEMPLATE_ID, request_type, session.encoded_principal
        ):
            self._admin_response(
                session,
                correlation_id,
                known,
                codecs.AdminResponseCode.UNAUTHORISED_ACCESS,
                f"Execution of the {name} request was not authorised",
            )
        elif request_type == codecs.AdminRequestType.SNAPSHOT:
            if self._toggle_to(ClusterControlToggle.SNAPSHOT):
                self._admin_response(session, correlation_id, known, codecs.AdminResponseCode.OK, "")
            else:
                self._admin_response(
                    session,
                    correlation_id,
                    known,
                    codecs.AdminResponseCode.ERROR,
                    "Failed to switch ClusterControl to the ToggleState.SNAPSHOT state",
                )
        else:
            self._admin_response(
                session,
                correlation_id,
                known,
                codecs.AdminResponseCode.ERROR,
                f"Unknown request type: {name}",
            )

    def _admin_response(
        self,
        session: ClusterSession,
        correlation_id: int,
        request_type: codecs.AdminRequestType,
        code: codecs.AdminResponseCode,
        message: str,
    ) -> None:
        self.egress.send_admin_response(session, correlation_id, request_type, code, message)

    def _toggle_to(self, toggle: ClusterControlToggle) -> bool:
        """ClusterControl.ToggleState.toggle: from NEUTRAL (or SUSPEND to RESUME), atomically."""
        counter = self.counters.control_toggle
        expected = ClusterControlToggle.SUSPEND if toggle is ClusterControlToggle.RESUME else None
        values = self.aeron.counters_reader.values
        if expected is not None and counter.get() == expected:
            return compare_and_set(values, counter.id, int(expected), int(toggle))
        return compare_and_set(values, counter.id, int(ClusterControlToggle.NEUTRAL), int(toggle))
