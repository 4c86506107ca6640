"""Shared-memory structures of cnc.dat, byte-compatible with Agrona: ring, broadcast, counters, errors.

Each module wraps the native (C) half in ``aeronkit._native`` that does every ordered access; Python keeps
only control logic (free lists, dedup of errors, dispatch to handlers).
"""

from aeronkit.concurrent.atomic_buffer import AtomicBuffer
from aeronkit.concurrent.broadcast import BroadcastReceiver, BroadcastTransmitter, CopyBroadcastReceiver
from aeronkit.concurrent.counters import CountersManager, CountersReader
from aeronkit.concurrent.error_log import DistinctErrorLog, ErrorLogReader
from aeronkit.concurrent.ring_buffer import ManyToOneRingBuffer

__all__ = [
    "AtomicBuffer",
    "BroadcastReceiver",
    "BroadcastTransmitter",
    "CopyBroadcastReceiver",
    "CountersManager",
    "CountersReader",
    "DistinctErrorLog",
    "ErrorLogReader",
    "ManyToOneRingBuffer",
]
