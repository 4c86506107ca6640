"""The conductor reaches the Sender and Receiver through named proxies over bounded queues (CommandProxy).

On a stepped driver (INVOKER: every agent on the test's thread): while the Sender's queue is full the
conductor leaves the next client command in the to-driver ring buffer (DriverConductor
.notAcceptingClientCommands); when a command's second offer finds the queue full, the refusal is counted in
"Failed offers to SenderProxy" and, the consumer being on the same thread, the oldest queued command runs to
make room, so the publication still comes up. The Receiver's image requests reach the conductor through the
DriverConductorProxy, which the conductor drains as a duty of its own.
"""

from __future__ import annotations

from driver_harness import ON_PUBLICATION_READY, SteppedDriver
from support.ports import free_udp_port

from aeronkit.driver.configuration import CMD_QUEUE_CAPACITY
from aeronkit.driver.system_counters import SystemCounterId


def _fill(queue_owner: object, leave_free: int) -> list[int]:
    ran: list[int] = []
    commands = queue_owner.commands  # type: ignore[attr-defined]
    while commands.remaining_capacity > leave_free:
        assert commands.offer(lambda: ran.append(1))
    return ran


def test_the_conductor_takes_no_client_command_while_the_sender_queue_is_full(stepped: SteppedDriver) -> None:
    driver = stepped.driver
    ran = _fill(driver.sender, leave_free=0)
    client = stepped.client()
    client.add_publication(f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}", 7)
    consumed = client.ring.consumer_position()
    for _ in range(5):
        driver.conductor.do_work()
    assert client.ring.consumer_position() == consumed, "a command was read with the sender's queue full"
    assert ran == []
    driver.sender.commands.drain(CMD_QUEUE_CAPACITY)
    driver.conductor.do_work()
    assert client.ring.consumer_position() > consumed
    assert driver.system_counters[SystemCounterId.SENDER_PROXY_FAILS].get() == 0


def test_a_full_queue_counts_the_failed_offer_and_the_command_still_completes(stepped: SteppedDriver) -> None:
    driver = stepped.driver
    ran = _fill(driver.sender, leave_free=1)  # room for the endpoint, not for the publication after it
    client = stepped.client()
    cid = client.add_publication(f"aeron:udp?endpoint=127.0.0.1:{free_udp_port()}", 7)
    driver.conductor.do_work()
    assert len(ran) == 1, "the producer ran the oldest queued command to make room"
    assert driver.system_counters[SystemCounterId.SENDER_PROXY_FAILS].get() == 1
    ready = client.await_message(ON_PUBLICATION_READY, lambda m: m.q(0) == cid)
    assert ready.q(8) == cid
    stepped.step(CMD_QUEUE_CAPACITY // 64 + 1)  # the Sender runs up to 64 queued commands a cycle
    assert len(ran) == CMD_QUEUE_CAPACITY - 1 and len(driver.sender.commands) == 0
    assert len(driver.sender.publications) == 1
    assert driver.system_counters[SystemCounterId.RECEIVER_PROXY_FAILS].get() == 0
    assert driver.system_counters[SystemCounterId.CONDUCTOR_PROXY_FAILS].get() == 0
