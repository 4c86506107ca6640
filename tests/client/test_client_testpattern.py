"""The standard test pattern: content against a byte-by-byte model, the verifier against an event model,
the length sequence's bounds and determinism, and the summary line parser."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aeronkit import testpattern


def _model(i: int, length: int) -> bytes:
    return i.to_bytes(8, "little", signed=True) + bytes((i + k) & 0xFF for k in range(8, length))


@given(st.integers(0, 2**62), st.integers(8, 3000))
def test_message_matches_the_definition_and_checks(i: int, length: int) -> None:
    data = testpattern.message(i, length)
    assert data == _model(i, length)
    assert testpattern.check(data) == i
    buffer = bytearray(length + 5)
    testpattern.write_message(buffer, 5, i, length)
    assert bytes(buffer[5:]) == data


@given(st.integers(0, 10_000), st.integers(8, 600), st.data())
def test_any_flipped_byte_is_detected(i: int, length: int, data: st.DataObject) -> None:
    message = bytearray(testpattern.message(i, length))
    k = data.draw(st.integers(8, length - 1)) if length > 8 else None
    if k is None:
        return
    message[k] ^= data.draw(st.integers(1, 255))
    assert testpattern.check(message) == -1


def test_short_or_negative_messages_are_not_pattern_messages() -> None:
    assert testpattern.check(b"1234567") == -1
    assert testpattern.check((-1).to_bytes(8, "little", signed=True)) == -1
    with pytest.raises(ValueError):
        testpattern.message(0, 7)


def _garbage(index: int, length: int) -> bytes:
    """``length`` bytes whose index field says ``index`` and whose payload disagrees with it everywhere."""
    return index.to_bytes(8, "little", signed=True) + bytes(b ^ 0xFF for b in _model(index, length)[8:])


@settings(max_examples=200)
@given(st.lists(st.sampled_from(["ok", "skip", "corrupt", "duplicate", "garbage"]), max_size=60),
       st.integers(0, 5), st.data())
def test_verifier_against_an_event_model(events: list[str], tail_missing: int, data: st.DataObject) -> None:
    expected_messages = sum(1 for event in events if event != "garbage") + tail_missing
    verifier = testpattern.Verifier(expected_messages=expected_messages)
    expected_gaps = expected_corrupt = received = 0
    nbytes = 0
    i = 0
    for event in events:
        if event == "skip":
            i += 1
            expected_gaps += 1
            continue
        if event == "garbage":
            # An index ahead (but possible) with a payload that disagrees, or an impossible one, even as
            # a bare 8-byte message: corrupt, and the sequence stays where it was.
            claimed = data.draw(st.one_of(st.integers(i + 1, i + 100), st.integers(expected_messages, 2**62)))
            length = 8 if claimed >= expected_messages else data.draw(st.integers(10, 60))
            garbage = _garbage(claimed, length)
            verifier.on_message(garbage)
            received += 1
            nbytes += len(garbage)
            expected_corrupt += 1
            continue
        message = bytearray(testpattern.message(i, 20 + i % 7))
        if event == "corrupt":
            message[12] ^= 0x5A
            expected_corrupt += 1
        verifier.on_message(message)
        received += 1
        nbytes += len(message)
        if event == "duplicate":
            verifier.on_message(message)
            received += 1
            nbytes += len(message)
            expected_corrupt += 1
        i += 1
    # A trailing skip is only seen as a gap once finish() knows how many were sent.
    verifier.finish(i + tail_missing)
    assert verifier.messages == received and verifier.bytes == nbytes
    assert verifier.gaps == expected_gaps + tail_missing
    assert verifier.corrupt == expected_corrupt
    assert verifier.ok == (expected_gaps + tail_missing + expected_corrupt == 0)
    assert testpattern.parse_summary("noise\n" + verifier.summary() + "\n") == testpattern.Summary(
        received, nbytes, expected_gaps + tail_missing, expected_corrupt)


def test_one_garbage_message_is_one_corrupt_message_not_a_jump() -> None:
    """A garbage message used to hand its "index" to the verifier: gaps of about 10**18, and every good
    message after it counted as corrupt."""
    verifier = testpattern.Verifier(expected_messages=3)
    verifier.on_message(testpattern.message(0, 40))
    verifier.on_message(_garbage(10**18, 40))
    verifier.on_message((10**18).to_bytes(8, "little"))  # a bare index: an impossible message number
    verifier.on_message(testpattern.message(1, 40))
    verifier.on_message(testpattern.message(2, 40))
    verifier.finish(3)
    assert (verifier.messages, verifier.gaps, verifier.corrupt, verifier.next_index) == (5, 0, 2, 3)


@given(st.integers(0, 2**64 - 1), st.integers(8, 100), st.integers(0, 400), st.integers(0, 5))
def test_lengths_are_deterministic_and_in_bounds(seed: int, lo: int, span: int, large_every: int) -> None:
    a = testpattern.LengthGenerator(seed, lo, lo + span, large_every, lo + 2 * span)
    b = testpattern.LengthGenerator(seed, lo, lo + span, large_every, lo + 2 * span)
    first = [a.next() for _ in range(50)]
    assert first == [b.next() for _ in range(50)]
    assert all(lo <= n <= lo + 2 * span for n in first)
    if large_every == 0:
        assert all(n <= lo + span for n in first)


def test_one_in_a_hundred_is_large() -> None:
    gen = testpattern.LengthGenerator(11, 8, 4096, 100, 8192)
    lengths = [gen.next() for _ in range(100_000)]
    large = sum(1 for n in lengths if n > 4096)
    assert 300 < large < 700  # ~1% draw the large range, about half of those land above 4096
    assert min(lengths) >= 8 and max(lengths) <= 8192


def test_parse_summary_without_a_line_is_an_error() -> None:
    with pytest.raises(ValueError, match="no 'received"):
        testpattern.parse_summary("nothing here")


def _damaged(i: int, length: int) -> bytes:
    """Message ``i`` with one byte of its payload flipped: still recognisably message ``i``."""
    data = bytearray(testpattern.message(i, length))
    data[length - 1] ^= 0x5A
    return bytes(data)


FOREIGN = [b"Hello World! 0", b"\x00" * 7, "Grüße".encode() * 5, b"\xff" * 8, b"{\"id\": 12}"]


@settings(max_examples=300)
@given(st.lists(st.tuples(st.sampled_from(["ok", "damaged", "foreign"]), st.integers(0, 40)), max_size=80),
       st.sampled_from([None, 41]))
def test_arrival_check_counts_only_what_arrived(events: list[tuple[str, int]], limit: int | None) -> None:
    """Against a model that keeps every number seen: the sequence range, its holes, reorderings and repeats
    come from arrived pattern messages only; foreign payloads are counted and read for nothing."""
    check = testpattern.ArrivalCheck(limit=limit)
    seen: list[int] = []
    out_of_order = duplicates = corrupt = other = nbytes = 0
    for kind, i in events:
        if kind == "foreign":
            data = FOREIGN[i % len(FOREIGN)]
            other += 1
        else:
            data = testpattern.message(i, 40) if kind == "ok" else _damaged(i, 40)
            corrupt += kind == "damaged"
            if i in seen:
                duplicates += 1
            elif seen and (i < max(seen)):
                out_of_order += 1
            seen.append(i)
        nbytes += len(data)
        check.on_message(data)
    missing = (max(seen) - min(seen) + 1 - len(set(seen))) if seen else 0
    assert (check.messages, check.bytes, check.other, check.corrupt) == (len(events), nbytes, other, corrupt)
    assert (check.missing, check.out_of_order, check.duplicates) == (missing, out_of_order, duplicates)
    assert (check.lowest, check.highest) == ((min(seen), max(seen)) if seen else (-1, -1))
    assert check.ok == (missing == out_of_order == duplicates == corrupt == 0)
    parsed = testpattern.parse_arrival_summary("noise\n" + check.summary() + "\n")
    assert parsed == testpattern.ArrivalSummary(
        len(events), nbytes, other, min(seen) if seen else None, max(seen) if seen else None,
        missing, out_of_order, duplicates, corrupt)


def test_a_java_text_message_is_another_payload_not_a_sequence_number() -> None:
    """Aeron's BasicPublisher sends "Hello World! N": its first 8 bytes read as an int64 are about 8e18, once
    reported as that many gaps. Now it is one other payload, and the summary says nothing arrived missing."""
    check = testpattern.ArrivalCheck(limit=None)
    for n in range(3):
        check.on_message(f"Hello World! {n}".encode())
    assert check.summary() == ("received 3 messages, 42 bytes, other payloads 3; pattern sequence none, "
                               "missing sequence numbers 0, out of order 0, duplicates 0, corrupt 0")
    assert check.ok


def test_an_impossible_number_is_corrupt_and_takes_no_place() -> None:
    check = testpattern.ArrivalCheck(limit=3)
    for data in (testpattern.message(0, 40), testpattern.message(7, 40), testpattern.message(1, 40)):
        check.on_message(data)
    assert (check.corrupt, check.lowest, check.highest, check.missing, check.other) == (1, 0, 1, 0, 0)


def test_parse_arrival_summary_without_a_line_is_an_error() -> None:
    with pytest.raises(ValueError, match="no 'aeronkit sub' summary"):
        testpattern.parse_arrival_summary(testpattern.Verifier().summary())
