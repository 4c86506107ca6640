"""aeronkit's media driver: ``MediaDriver.launch_embedded()`` in process, or ``aeronkit driver``.

IPC today (DriverConductor, IPC publications, counters, cnc.dat); the UDP half (Sender, Receiver,
network publications, images) plugs in as further agents. See docs/driver.md.
"""

from aeronkit.driver.configuration import ThreadingMode
from aeronkit.driver.exceptions import ActiveDriverError, ControlProtocolError
from aeronkit.driver.media_driver import Context, MediaDriver

__all__ = ["ActiveDriverError", "Context", "ControlProtocolError", "MediaDriver", "ThreadingMode"]
