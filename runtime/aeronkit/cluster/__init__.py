"""Aeron Cluster state and tools, byte-compatible with Aeron Java 1.51.0.

So far: recording.log, node-state.dat and the cluster mark files.
"""
