"""Real Aeron Java and sbe-tool as peers: pinned versions, jar fetching, JVM launching."""

from aeronkit.interop.java import JavaToolchain, Pins, aeron_version, load_pins

__all__ = ["JavaToolchain", "Pins", "aeron_version", "load_pins"]
