"""Sample clustered services: ``EchoService`` and ``InteropService`` (docs/cluster-interop-service.md)."""

from aeronkit.cluster.samples.echo_service import EchoService
from aeronkit.cluster.samples.interop_service import InteropService

__all__ = ["EchoService", "InteropService"]
