"""Aeron Cluster state, byte-compatible with Aeron Java 1.51.0 (so far: recording.log)."""
