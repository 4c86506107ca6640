"""The consensus module's duty-cycle counters (ConsensusModule.Context.dutyCycleTracker at 1.51.0): the
longest cycle (type 216) and the cycles over ``aeron.cluster.cycle.threshold`` (217), measured on the cluster
clock at the top of every ``do_work``. They are how an operator (and the cluster soak) tells a stalled member
from a slow network: a member starved of CPU shows a long cycle here."""

from __future__ import annotations

from pathlib import Path

from cm_harness import is_leading, start_node

from aeronkit.cluster.service.cluster_counters import find as find_counter
from aeronkit.counter_types import CounterTypeId

MS = 1_000_000


def test_a_stalled_cycle_is_the_max_and_counted_once_over_the_threshold(tmp_path: Path) -> None:
    node, scheduler, clock = start_node(tmp_path, cycle_threshold_ns=50 * MS)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        scheduler.run(20)
        steady_max = node.counter(CounterTypeId.CLUSTER_MAX_CYCLE_TIME)
        exceeded = node.counter(CounterTypeId.CLUSTER_CYCLE_TIME_THRESHOLD_EXCEEDED)
        assert 0 < steady_max < 50 * MS  # one scheduler round is 1 ms of cluster time

        clock.advance(180 * MS)  # the whole member descheduled between two cycles
        scheduler.step()
        assert node.counter(CounterTypeId.CLUSTER_MAX_CYCLE_TIME) >= 180 * MS
        assert node.counter(CounterTypeId.CLUSTER_CYCLE_TIME_THRESHOLD_EXCEEDED) == exceeded + 1

        scheduler.run(20)  # short cycles again: the max stays, nothing more is counted
        assert node.counter(CounterTypeId.CLUSTER_MAX_CYCLE_TIME) >= 180 * MS
        assert node.counter(CounterTypeId.CLUSTER_CYCLE_TIME_THRESHOLD_EXCEEDED) == exceeded + 1
    finally:
        node.close()


def test_the_counters_carry_javas_labels(tmp_path: Path) -> None:
    node, scheduler, _ = start_node(tmp_path, cycle_threshold_ns=250 * MS)
    try:
        scheduler.run_until(lambda: is_leading(node), what="leadership")
        reader = node.archive_aeron.counters_reader
        labels = {
            type_id: reader.get_counter_label(find_counter(reader, type_id, 0))
            for type_id in (
                CounterTypeId.CLUSTER_MAX_CYCLE_TIME,
                CounterTypeId.CLUSTER_CYCLE_TIME_THRESHOLD_EXCEEDED,
            )
        }
        assert labels[CounterTypeId.CLUSTER_MAX_CYCLE_TIME] == "Cluster max cycle time in ns - clusterId=0"
        assert labels[CounterTypeId.CLUSTER_CYCLE_TIME_THRESHOLD_EXCEEDED] == (
            "Cluster work cycle time exceeded count: threshold=250ms - clusterId=0"
        )
    finally:
        node.close()
