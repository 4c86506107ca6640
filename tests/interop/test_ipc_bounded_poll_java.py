"""Bounded polls against Aeron Java's: our Image and Java's Image read the same IPC stream, published by
Aeron's Java client on a Java MediaDriver, with the same plan of calls, and must see the same fragments.

tests/interop/java/BoundedPollProbe.java subscribes, publishes about 400 KiB of pattern messages (8 B to
3 KiB, so some are fragmented over the 1408-byte MTU) on an exclusive IPC publication that starts 200 KiB
before the end of a 1 MiB term, so the stream pads that term's end and goes on in the next. Our
subscription joined the stream before the first message. Python then reads the frame layout from the log
and writes a plan of 150 calls: Image.boundedPoll, boundedControlledPoll (handlers steering with CONTINUE,
COMMIT, ABORT, BREAK) and controlledPeek from the current position, with limits at frame starts and ends,
inside frames, at the term end and far away, and fragment limits from 0 up; then calls that drain the
stream. Both sides run the plan and print, per fragment, the header position, term offset, length, flags,
a CRC-32 of the payload and the subscriber position the handler sees, and per call its result and the
position after it. The transcripts must be identical.
"""

from __future__ import annotations

import random
import struct
import subprocess
import zlib
from pathlib import Path
from typing import Any

import pytest
from support.drivers import launched
from support.java import java_program
from support.processes import read_line, stop
from support.wait import wait_until

from aeronkit.client import Aeron, Context, ControlledPollAction, Image
from aeronkit.interop.java import JavaToolchain
from aeronkit.logbuffer import descriptor as d

pytestmark = pytest.mark.java

TERM = 1 << 20
START = TERM - 200 * 1024
STREAM_BYTES = 400 * 1024
STREAM_ID = 4101
CHANNEL = f"aeron:ipc?term-length=1m|init-term-id=100|term-id=100|term-offset={START}"
LONG_MAX = 2**63 - 1
STEPS = 150
ACTIONS = {"C": ControlledPollAction.CONTINUE, "M": ControlledPollAction.COMMIT,
           "A": ControlledPollAction.ABORT, "B": ControlledPollAction.BREAK}
Step = tuple[str, int, int, str]


def _frames(image: Image, start: int, end: int) -> list[tuple[int, int, bool]]:
    """(begin, end, is_padding) of every frame from ``start`` to ``end``, read from our mapping."""
    frames = []
    position = start
    while position < end:
        term = image.logs.term_buffer(d.index_by_position(position, image.position_bits_to_shift))
        offset = position & (TERM - 1)
        length, _, _, frame_type = struct.unpack_from("<iBBH", term, offset)
        assert length >= 32, f"no frame at {position}"
        aligned = d.align(length, 32)
        frames.append((position, position + aligned, frame_type == 0))
        position += aligned
    assert position == end
    return frames


def _plan(rng: random.Random, frames: list[tuple[int, int, bool]], start: int, end: int) -> list[Step]:
    """Limits that move forward through the stream, each of a kind that matters for the bounded scan."""
    steps: list[Step] = []
    for k in range(STEPS):
        target = start + (end - start) * (k + 1) // STEPS
        begin, finish, _ = next(f for f in frames if f[1] > target) if target < end else frames[-1]
        limit = rng.choice([begin, finish, begin + rng.randrange(1, finish - begin), target, TERM, TERM + 1,
                            end + 4096, LONG_MAX, start])
        kind = rng.choice(["bounded", "controlled", "peek"])
        fragment_limit = rng.choice([0, 1, 2, 3, 5, 10, 100])
        actions = "".join(rng.choice("CCCMAB") for _ in range(rng.randint(1, 4)))
        if kind == "bounded":
            actions = "-"
        steps.append((kind, limit, fragment_limit, actions))
    return steps + [("bounded", LONG_MAX, 1000, "-")] * 10


class Transcript:
    """Our side of the plan, printing exactly what BoundedPollProbe prints."""

    def __init__(self, image: Image) -> None:
        self.image = image
        self.lines: list[str] = []
        self.steering: list[ControlledPollAction] = []
        self.calls = 0

    def record(self, buffer: memoryview, offset: int, length: int, header: Any) -> None:
        crc = zlib.crc32(bytes(buffer[offset:offset + length]))
        self.lines.append(f"F {header.position} {header.term_offset} {length} {header.flags} {crc} "
                          f"{self.image.position}")

    def steer(self, buffer: memoryview, offset: int, length: int, header: Any) -> ControlledPollAction:
        self.record(buffer, offset, length, header)
        if not self.steering:
            return ControlledPollAction.CONTINUE
        self.calls += 1
        return self.steering[(self.calls - 1) % len(self.steering)]


def _run(image: Image, steps: list[Step]) -> list[str]:
    transcript = Transcript(image)
    record, steer = transcript.record, transcript.steer
    for step, (kind, limit, fragment_limit, actions) in enumerate(steps):
        transcript.steering = [ACTIONS[a] for a in actions if a != "-"]
        transcript.calls = 0
        if kind == "bounded":
            result = image.bounded_poll(record, limit, fragment_limit)
        elif kind == "controlled":
            result = image.bounded_controlled_poll(steer, limit, fragment_limit)
        else:
            result = image.controlled_peek(image.position, steer, limit)
        transcript.lines.append(f"S {step} {kind} {result} {image.position}")
    return transcript.lines


def test_bounded_polls_see_what_javas_see(java: JavaToolchain, tmp_path: Path) -> None:
    plan = tmp_path / "plan.txt"
    with launched("java", java=java, aeron_dir=tmp_path / "aeron") as driver, \
            Aeron.connect(Context(aeron_dir=str(driver.aeron_dir))) as aeron:
        subscription = aeron.add_subscription("aeron:ipc", STREAM_ID)
        probe = subprocess.Popen(
            java_program(java, "BoundedPollProbe", driver.aeron_dir, channel=CHANNEL,
                         stream_id=str(STREAM_ID), bytes=str(STREAM_BYTES), plan=str(plan),
                         timeout_ms="120000"),
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            seen: list[str] = []
            while not (line := read_line(probe, 120, seen)).startswith("published "):
                pass
            start, end, messages = (int(v) for v in line.split()[1:])
            image = wait_until(lambda: subscription.images[0] if subscription.image_count else None, 30,
                               "our image of the Java publication")
            assert image.join_position == image.position == start == START
            frames = _frames(image, start, end)
            steps = _plan(random.Random(20260115), frames, start, end)
            plan.write_text("".join(f"{kind} {limit} {fragments} {actions}\n"
                                    for kind, limit, fragments, actions in steps))
            Path(f"{plan}.ready").write_text("")
            ours = _run(image, steps)
            theirs: list[str] = []
            while (line := read_line(probe, 120, seen).rstrip("\n")) != "done":
                if line[:2] in ("F ", "S "):
                    theirs.append(line)
            assert probe.wait(60) == 0, "".join(seen)
        finally:
            stop(probe, 10)

    first_difference = next((i for i, (a, b) in enumerate(zip(ours, theirs, strict=False)) if a != b), None)
    assert first_difference is None and len(ours) == len(theirs), (
        f"first difference at line {first_difference}: ours {ours[first_difference or 0]!r}, "
        f"Java's {theirs[first_difference or 0]!r}")
    # The plan did what it is for: the stream crossed a padded term end, every message was seen whole
    # at least once, limits fell inside frames, and the stream was consumed to its end.
    assert any(is_pad for _, _, is_pad in frames) and frames[-1][1] > TERM
    fragments = [line.split() for line in ours if line.startswith("F ")]
    assert len({int(f[1]) for f in fragments}) == sum(1 for _, _, is_pad in frames if not is_pad)
    assert messages > 200 and any(int(f[4]) & 0xC0 != 0xC0 for f in fragments), "fragmented messages"
    assert ours[-1].split()[-1] == str(end)
    crossed = [s for s in steps if s[0] != "peek" and any(b < s[1] < e for b, e, _ in frames)]
    assert len(crossed) > 10
