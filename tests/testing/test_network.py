"""aeronkit.testing.SimNetwork: one seed, one network history; each fault does what it says and only that."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit.testing import LinkProfile, ManualClock, PatternLossGenerator, Scheduler, SimNetwork

MS = 1_000_000
rates = st.floats(0.0, 0.5)


def _traffic(network: SimNetwork, messages: int, nodes: int = 3) -> list[tuple[int, int, bytes]]:
    """Every node sends to every other once a millisecond; returns (time, receiver, message) as delivered."""
    got: list[tuple[int, int, bytes]] = []
    clock = network.clock
    for i in range(messages):
        for source in range(nodes):
            for destination in range(nodes):
                if source != destination:
                    network.send(source, destination, f"{source}->{destination}#{i}".encode())
        clock.advance(MS)
        for node in range(nodes):
            network.poll(node, lambda m, n=node: got.append((clock.nano_time(), n, m)))
    for _ in range(100):
        clock.advance(MS)
        for node in range(nodes):
            network.poll(node, lambda m, n=node: got.append((clock.nano_time(), n, m)))
    return got


def _run(seed: int, profile: LinkProfile) -> tuple[bytes, list[tuple[int, int, bytes]]]:
    network = SimNetwork(ManualClock(), seed, profile)
    delivered = _traffic(network, 30)
    return network.history_bytes(), delivered


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), loss=rates, duplicate=rates, reorder=rates,
       max_delay=st.integers(0, 30 * MS))
def test_the_same_seed_gives_the_same_network_history_byte_for_byte(
    seed: int, loss: float, duplicate: float, reorder: float, max_delay: int,
) -> None:
    profile = LinkProfile(min_delay_ns=0, max_delay_ns=max_delay, loss=loss, duplicate=duplicate,
                          reorder=reorder)
    first = _run(seed, profile)
    assert first == _run(seed, profile)
    assert first[0]  # something happened


def test_different_seeds_give_different_histories() -> None:
    profile = LinkProfile(loss=0.1, duplicate=0.1, reorder=0.1)
    assert len({_run(seed, profile)[0] for seed in range(10)}) == 10


def test_a_clean_network_delivers_everything_once_within_the_delay_bounds() -> None:
    clock = ManualClock()
    network = SimNetwork(clock, 5, LinkProfile(min_delay_ns=2 * MS, max_delay_ns=4 * MS))
    arrivals: list[int] = []
    for i in range(200):
        network.send("a", "b", bytes([i]))
    for _ in range(10):
        clock.advance(MS)
        network.poll("b", lambda m: arrivals.append(clock.nano_time()))
    assert len(arrivals) == 200
    assert min(arrivals) >= 2 * MS and max(arrivals) <= 4 * MS
    stats = network.stats("a", "b")
    assert (stats.sent, stats.delivered, stats.dropped, stats.duplicated) == (200, 200, 0, 0)


def test_loss_duplication_and_reordering_happen_at_about_their_rates() -> None:
    network = SimNetwork(ManualClock(), 9, LinkProfile(min_delay_ns=MS, max_delay_ns=MS, loss=0.2,
                                                         duplicate=0.3, reorder=0.1, reorder_delay_ns=5 * MS))
    got: list[bytes] = []
    for i in range(5_000):
        network.send("a", "b", i.to_bytes(4, "little"))
        network.clock.advance(100_000)
        network.poll("b", got.append)
    network.clock.advance(10 * MS)
    network.poll("b", got.append)
    stats = network.stats("a", "b")
    assert 850 < stats.dropped < 1_150
    assert 1_050 < stats.duplicated < 1_350
    assert stats.delivered == len(got) == 5_000 - stats.dropped + stats.duplicated
    sequence = [int.from_bytes(m, "little") for m in got]
    assert sequence != sorted(sequence), "held-back messages arrive after later ones"
    assert stats.reordered > 0


def test_a_deterministic_loss_generator_decides_before_the_random_rate() -> None:
    network = SimNetwork(ManualClock(), 1, LinkProfile(min_delay_ns=0, max_delay_ns=0))
    network.link("a", "b", loss_generator=PatternLossGenerator("01"))
    got: list[bytes] = []
    for i in range(10):
        network.send("a", "b", bytes([i]))
    network.poll("b", got.append)
    assert got == [bytes([i]) for i in range(0, 10, 2)]


def test_a_partition_cuts_across_groups_only_until_healed() -> None:
    network = SimNetwork(ManualClock(), 2, LinkProfile(min_delay_ns=0, max_delay_ns=0))
    network.partition([0, 1], [2])
    for source, destination in ((0, 1), (1, 0), (0, 2), (2, 0), (1, 2)):
        network.send(source, destination, b"x")
    assert [network.poll(n, lambda m: None) for n in range(3)] == [1, 1, 0]
    assert not network.connected(2, 1) and network.connected(0, 1)
    network.heal()
    network.send(2, 1, b"x")
    assert network.poll(1, lambda m: None) == 1


def test_a_cut_link_loses_one_direction_only() -> None:
    network = SimNetwork(ManualClock(), 2, LinkProfile(min_delay_ns=0, max_delay_ns=0))
    network.cut("a", "b")
    network.send("a", "b", b"lost")
    network.send("b", "a", b"kept")
    assert network.poll("b", lambda m: None) == 0
    assert network.poll("a", lambda m: None) == 1
    network.restore("a", "b")
    network.send("a", "b", b"back")
    assert network.poll("b", lambda m: None) == 1


def test_a_crashed_node_loses_what_was_in_flight_and_is_unreachable_until_restarted() -> None:
    network = SimNetwork(ManualClock(), 2, LinkProfile(min_delay_ns=MS, max_delay_ns=MS))
    network.send("a", "b", b"in flight")
    network.crash("b")
    assert not network.is_up("b") and network.in_flight("b") == 0
    network.send("a", "b", b"to the dead")
    network.send("b", "a", b"from the dead")
    network.clock.advance(MS)
    assert network.poll("a", lambda m: None) == 0
    assert network.stats("a", "b").dropped == 2
    network.restart("b")
    network.send("a", "b", b"alive again")
    network.clock.advance(MS)
    got: list[bytes] = []
    network.poll("b", got.append)
    assert got == [b"alive again"]


def test_poll_hands_over_at_most_limit_messages_earliest_first() -> None:
    network = SimNetwork(ManualClock(), 4, LinkProfile(min_delay_ns=0, max_delay_ns=5 * MS))
    for i in range(20):
        network.send("a", "b", bytes([i]))
    network.clock.advance(5 * MS)
    endpoint = network.endpoint("b")
    got: list[bytes] = []
    assert endpoint.poll(got.append, 7) == 7
    assert endpoint.poll(got.append, 100) == 13
    assert sorted(got) == [bytes([i]) for i in range(20)]
    assert network.endpoint("a").send("b", b"via endpoint") is True


@pytest.mark.parametrize(
    ("changes", "message"),
    [({"loss": 1.5}, "loss=1.5 not in"), ({"duplicate": -0.1}, "duplicate=-0.1 not in"),
     ({"min_delay_ns": 5, "max_delay_ns": 1}, "0 <= min <= max"), ({"reorder_delay_ns": -1}, "negative")],
)
def test_a_bad_profile_names_its_field(changes: dict[str, float], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        LinkProfile(**changes)  # type: ignore[arg-type]


class PingPong:
    """Answers each new value with its successor until ``limit``; what it received is part of the history."""

    def __init__(self, network: SimNetwork, me: str, peer: str, limit: int) -> None:
        self.network, self.me, self.peer, self.limit = network, me, peer, limit
        self.received: list[int] = []

    def do_work(self) -> int:
        return self.network.poll(self.me, self._on_message)

    def _on_message(self, message: bytes) -> None:
        value = int.from_bytes(message, "little")
        first = value not in self.received  # a duplicate is not answered again
        self.received.append(value)
        if first and value < self.limit:
            self.network.send(self.me, self.peer, (value + 1).to_bytes(4, "little"))


def _simulation(seed: int) -> bytes:
    """A scheduler and a lossy network from one seed, as the cluster simulation composes them."""
    clock = ManualClock()
    network = SimNetwork(clock, seed, LinkProfile(max_delay_ns=3 * MS, duplicate=0.2, reorder=0.2))
    scheduler = Scheduler(seed, clock)
    agents = [PingPong(network, "a", "b", 200), PingPong(network, "b", "a", 200)]
    for agent in agents:
        scheduler.add(agent.me, agent.do_work)
    network.send("a", "b", (0).to_bytes(4, "little"))
    scheduler.run(500)
    return scheduler.history_bytes() + network.history_bytes()


def test_a_scheduler_and_network_from_one_seed_repeat_exactly() -> None:
    assert _simulation(11) == _simulation(11)
    assert len({_simulation(seed) for seed in range(5)}) == 5


def test_next_due_is_the_earliest_delivery_to_anyone_and_none_when_nothing_is_in_flight() -> None:
    clock = ManualClock()
    network = SimNetwork(clock, 3, LinkProfile(min_delay_ns=0, max_delay_ns=0))
    assert network.next_due_ns() is None
    network.link(0, 1, min_delay_ns=9 * MS, max_delay_ns=9 * MS)
    network.link(2, 0, min_delay_ns=4 * MS, max_delay_ns=4 * MS)
    network.send(0, 1, b"late")
    network.send(2, 0, b"early")
    assert network.next_due_ns() == 4 * MS
    clock.advance(4 * MS)
    assert network.poll(0, lambda _: None) == 1
    assert network.next_due_ns() == 9 * MS
    clock.advance(5 * MS)
    network.poll(1, lambda _: None)
    assert network.next_due_ns() is None
