"""The aeronkit Archive server: record streams into segment files, replay them, serve AeronArchive clients.

``Archive.launch(Context(...))`` runs one on an Aeron client (our driver or Aeron's); see docs/archive.md.
"""

from aeronkit.archive.server.archive import Archive, Context
from aeronkit.archive.server.authenticator import Authenticator, SessionProxy

__all__ = ["Archive", "Authenticator", "Context", "SessionProxy"]
