"""Market-data messages of tests/spark/market.xml encoded in Python, with the row each must read back as.

The rows follow docs/spark-mapping.md the way ``Row.asDict(recursive=True)`` / Arrow ``to_pylist`` show
them: uint64 as ``Decimal``, enums by name, sets as lists of names (lowest bit first), char arrays without
NUL padding, optional nulls as None, the Decimal composite as a dict, groups as lists of dicts.
"""

from __future__ import annotations

import random
from decimal import Decimal
from pathlib import Path
from typing import Any

from aeronkit.spark.sbe_schema import MessageSchema

MARKET_XML = Path(__file__).resolve().parent / "market.xml"
EXPONENT = -4
FLAG_NAMES = ("AUCTION", "ODD_LOT", "OPENING", "CLOSING", "SHORT_SALE")
MATCH_ID_NULL = 2**32 - 1


def market_schema() -> MessageSchema:
    return MessageSchema.load(MARKET_XML)


def _flags(codecs: Any, names: list[str]) -> Any:
    value = codecs.TradeFlags(0)
    for name in names:
        value |= codecs.TradeFlags[name]
    return value


def trade(rng: random.Random, i: int) -> tuple[bytes, dict[str, Any]]:
    codecs = market_schema().codecs
    buf = bytearray(128)
    e = codecs.TradeEncoder().wrap_and_apply_header(buf)
    flags = [n for n in FLAG_NAMES if rng.random() < 0.3]
    row = {
        "timestamp": 1_700_000_000_000_000_000 + i * 1_000_000,
        "symbol": rng.choice(["AAPL", "MSFT", "EURUSD", "X"]),
        "tradeId": rng.choice([i, 2**63 + i, 2**64 - 2]),
        "price": {"mantissa": rng.randint(-(2**40), 2**40), "exponent": EXPONENT},
        "quantity": rng.randint(0, 2**32 - 1),
        "side": rng.choice(["BUY", "SELL"]),
        "flags": flags,
        "matchId": rng.choice([None, rng.randint(0, 2**32 - 2)]),
        "venueSequence": rng.randint(0, 2**32 - 1),
    }
    e.timestamp = row["timestamp"]
    e.symbol = row["symbol"]
    e.trade_id = row["tradeId"]
    e.price.mantissa = row["price"]["mantissa"]
    e.quantity = row["quantity"]
    e.side = codecs.Side[row["side"]]
    e.flags = _flags(codecs, flags)
    e.match_id = MATCH_ID_NULL if row["matchId"] is None else row["matchId"]
    e.venue_sequence = row["venueSequence"]
    row["tradeId"] = Decimal(row["tradeId"])
    return bytes(buf[: e.limit]), row


def quote(rng: random.Random, i: int) -> tuple[bytes, dict[str, Any]]:
    codecs = market_schema().codecs
    buf = bytearray(128)
    e = codecs.QuoteEncoder().wrap_and_apply_header(buf)
    row = {
        "timestamp": 1_700_000_000_000_000_000 + i * 1_000_000 + 1,
        "symbol": rng.choice(["AAPL", "MSFT"]),
        "quoteId": rng.randint(0, 2**64 - 2),
        "bid": {"mantissa": rng.randint(0, 10**9), "exponent": EXPONENT},
        "ask": {"mantissa": rng.randint(0, 10**9), "exponent": EXPONENT},
        "bidSize": rng.randint(0, 2**32 - 1),
        "askSize": rng.randint(0, 2**32 - 1),
        "expireTime": rng.choice([None, 1_700_000_000_000_000_000 + i]),
    }
    e.timestamp = row["timestamp"]
    e.symbol = row["symbol"]
    e.quote_id = row["quoteId"]
    e.bid.mantissa = row["bid"]["mantissa"]
    e.ask.mantissa = row["ask"]["mantissa"]
    e.bid_size = row["bidSize"]
    e.ask_size = row["askSize"]
    e.expire_time = -(2**63) if row["expireTime"] is None else row["expireTime"]
    row["quoteId"] = Decimal(row["quoteId"])
    return bytes(buf[: e.limit]), row


def book(rng: random.Random, i: int, levels: int) -> tuple[bytes, dict[str, Any]]:
    """A BookSnapshot of ``levels`` levels (14 bytes each): above ~100 levels it exceeds a 1408-byte MTU."""
    codecs = market_schema().codecs
    buf = bytearray(64 + 14 * levels + 256)
    e = codecs.BookSnapshotEncoder().wrap_and_apply_header(buf)
    row: dict[str, Any] = {
        "timestamp": 1_700_000_000_000_000_000 + i,
        "symbol": "BOOK",
        "snapshotId": Decimal(i),
        "side": rng.choice(["BUY", "SELL"]),
        "levels": [],
        "venue": rng.choice(["XNAS", "XLON", "ünï"]),
        "note": bytes(rng.randrange(256) for _ in range(rng.randrange(0, 40))),
    }
    e.timestamp = row["timestamp"]
    e.symbol = row["symbol"]
    e.snapshot_id = i
    e.side = codecs.Side[row["side"]]
    group = e.levels_count(levels)
    for n in range(levels):
        level = {"price": {"mantissa": 1000 + n, "exponent": EXPONENT}, "size": n * 3, "orders": n % 65536}
        entry = group.next()
        entry.price.mantissa = level["price"]["mantissa"]
        entry.size = level["size"]
        entry.orders = level["orders"]
        row["levels"].append(level)
    e.put_venue(row["venue"])
    e.put_note(row["note"])
    return bytes(buf[: e.limit]), row


Feed = list[tuple[str, bytes, dict[str, Any]]]


def mixed_feed(seed: int, count: int, book_every: int = 0, levels: int = 150) -> Feed:
    """``count`` messages: trades and quotes, and a BookSnapshot every ``book_every`` messages if > 0."""
    rng = random.Random(seed)
    feed = []
    for i in range(count):
        if book_every and i % book_every == book_every - 1:
            feed.append(("BookSnapshot", *book(rng, i, rng.randint(1, levels))))
        elif rng.random() < 0.6:
            feed.append(("Trade", *trade(rng, i)))
        else:
            feed.append(("Quote", *quote(rng, i)))
    return feed
