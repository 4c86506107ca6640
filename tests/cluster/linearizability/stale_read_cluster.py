"""A fake cluster that is *not* linearizable, to prove the campaign rig catches what it is meant to catch.

Three in-process replicas of a map. The leader applies every write at once and appends it to its log;
followers copy the log a few entries at a time as operations go by, and each get is answered by a random
replica -- so a get may see a follower that has not caught up: a stale read, the classic bug of a
cluster that serves reads from followers without a read index or a lease. With ``stale_reads=False``
every operation goes to the leader and the fake is linearizable (each operation is atomic under one lock,
inside its client's invoke/complete interval): the control that shows the rig does not cry wolf.
Faults are accepted and do nothing.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Mapping, Sequence

from support.history import EventType
from support.interop_ops import ABSENT
from support.kv_cluster import Outcome

LEADER = 0


class StaleReadCluster:
    def __init__(self, seed: int, *, stale_reads: bool = True) -> None:
        self.rng = random.Random(seed)
        self.stale_reads = stale_reads
        self.lock = threading.Lock()
        self.log: list[tuple[int, int]] = []
        self.replicas: list[dict[int, int]] = [{}, {}, {}]
        self.applied = [0, 0, 0]

    @property
    def member_ids(self) -> Sequence[int]:
        return range(len(self.replicas))

    def settings(self) -> Mapping[str, object]:
        return {"cluster": "in-process fake", "stale_reads": self.stale_reads}

    def start(self) -> None:
        pass

    def close(self) -> None:
        pass

    def await_healthy(self, timeout_s: float) -> int:
        return LEADER

    def leader(self) -> int | None:
        return LEADER

    def new_client(self) -> FakeClient:
        return FakeClient(self)

    def kill(self, member_id: int) -> None:
        pass

    def stop(self, member_id: int) -> None:
        pass

    def restart(self, member_id: int, lossy: bool = False) -> None:
        pass

    def pause(self, member_id: int) -> None:
        pass

    def resume(self, member_id: int) -> None:
        pass

    def isolate(self, member_id: int) -> None:
        pass

    def partition(self, member_id: int) -> None:
        pass

    def heal(self, member_id: int) -> None:
        pass

    def _write(self, key: int, value: int) -> None:
        self.replicas[LEADER][key] = value
        self.log.append((key, value))
        self.applied[LEADER] = len(self.log)

    def _replicate(self) -> None:
        for follower in range(1, len(self.replicas)):
            for _ in range(self.rng.randint(0, 2)):
                if self.applied[follower] < len(self.log):
                    key, value = self.log[self.applied[follower]]
                    self.replicas[follower][key] = value
                    self.applied[follower] += 1

    def put(self, key: int, value: int) -> Outcome:
        with self.lock:
            self._replicate()
            previous = self.replicas[LEADER].get(key, ABSENT)
            self._write(key, value)
            return Outcome(EventType.OK, previous=previous)

    def get(self, key: int) -> Outcome:
        with self.lock:
            self._replicate()
            replica = self.rng.randrange(len(self.replicas)) if self.stale_reads else LEADER
            return Outcome(EventType.OK, value=self.replicas[replica].get(key, ABSENT))

    def cas(self, key: int, expected: int, new: int) -> Outcome:
        with self.lock:
            self._replicate()
            swapped = self.replicas[LEADER].get(key, ABSENT) == expected
            if swapped:
                self._write(key, new)
            return Outcome(EventType.OK, swapped=swapped, current=self.replicas[LEADER].get(key, ABSENT))


class FakeClient:
    def __init__(self, cluster: StaleReadCluster) -> None:
        self.cluster = cluster

    @property
    def connected(self) -> bool:
        return True

    def connect(self) -> bool:
        return True

    def put(self, key: int, value: int) -> Outcome:
        return self.cluster.put(key, value)

    def get(self, key: int) -> Outcome:
        return self.cluster.get(key)

    def cas(self, key: int, expected: int, new: int) -> Outcome:
        return self.cluster.cas(key, expected, new)

    def close(self) -> None:
        pass
