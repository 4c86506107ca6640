"""One reading of a subscriber's summary, whichever subscriber printed it.

Java's StandardPatternSubscriber (and the other Java test programs) print ``testpattern.Verifier``'s
line, which knows how many messages were sent; ``aeronkit sub`` prints ``testpattern.ArrivalCheck``'s,
which counts only what arrived. A pair test that runs either checks the same thing of both: how many
messages and bytes arrived, and whether they were exactly messages 0..N-1, each once and intact.
"""

from __future__ import annotations

from dataclasses import dataclass

from aeronkit import testpattern


@dataclass(frozen=True)
class Delivered:
    messages: int
    bytes: int
    exact: bool  # exactly the pattern messages 0..messages-1, each once, none damaged, nothing else


def delivered(out: str) -> Delivered:
    """The last summary line in ``out``: ``aeronkit sub``'s if it printed one, else a Java program's."""
    if testpattern.ARRIVAL_RE.search(out):
        s = testpattern.parse_arrival_summary(out)
        exact = (s.other, s.lowest, s.highest, s.missing, s.out_of_order, s.duplicates, s.corrupt) == (
            0, 0, s.messages - 1, 0, 0, 0, 0)
        return Delivered(s.messages, s.bytes, exact)
    java = testpattern.parse_summary(out)
    return Delivered(java.messages, java.bytes, java.gaps == 0 == java.corrupt)
