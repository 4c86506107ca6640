"""aeronkit.spark.sbe_schema: a user's SBE schema compiled at run time (codecs, mapping, C decoders)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path

import pytest
from support.deps import require_module

from aeronkit.errors import ConfigurationError, SchemaError
from aeronkit.spark.sbe_schema import MessageSchema, MessageType

SCHEMA_PATH = Path(__file__).parent / "schemas" / "h2-trades.xml"


def variant(note: str) -> str:
    """The test schema with a comment that makes its text (and so its digest) unique."""
    return SCHEMA_PATH.read_text().replace("<types>", f"<!-- {note} -->\n    <types>", 1)


@pytest.fixture(scope="module")
def schema(tmp_path_factory: pytest.TempPathFactory) -> MessageSchema:
    cache = tmp_path_factory.mktemp("sbe-cache")
    return MessageSchema.from_xml(SCHEMA_PATH.read_text(), source=str(SCHEMA_PATH), cache_dir=str(cache))


def test_messages_in_schema_order(schema: MessageSchema) -> None:
    assert (schema.schema_id, schema.version, schema.source) == (101, 2, str(SCHEMA_PATH))
    assert list(schema.messages) == ["Trade", "Quote", "Order", "Tick"]
    assert schema.messages["Trade"] == MessageType("Trade", 1, 82, True)
    assert schema.messages["Order"] == MessageType("Order", 3, 17, False)
    assert schema.by_template(4) is schema.messages["Tick"]
    assert schema.by_template(99) is None
    assert schema.message("Quote").block_length == 17


def test_unknown_message_names_the_option_and_the_known_ones(schema: MessageSchema) -> None:
    with pytest.raises(ConfigurationError) as info:
        schema.message("Trades")
    assert str(info.value).startswith("option message:")
    assert "'Trades'" in str(info.value) and "known: Trade, Quote, Order, Tick" in str(info.value)


def test_spark_and_arrow_schemas_follow_the_mapping(schema: MessageSchema) -> None:
    require_module("pyspark")
    pa = require_module("pyarrow")
    struct = schema.struct_type("Trade")
    arrow = schema.arrow_schema("Trade")
    assert struct.fieldNames() == arrow.names == [
        "tradeId", "symbol", "price", "quantity", "side", "venue", "flags", "bidPx", "levels", "seq",
        "settlement", "region", "lateFlags", "adjust"]
    assert arrow.field("tradeId").type == pa.decimal128(20, 0)
    assert arrow.field("price").type == pa.struct([pa.field("mantissa", pa.int64(), nullable=False),
                                                   pa.field("exponent", pa.int8(), nullable=False)])
    assert arrow.field("settlement").nullable and not arrow.field("quantity").nullable
    assert schema.arrow_schema("Order").field("fills").type.value_type.num_fields == 3
    with pytest.raises(ConfigurationError, match="option message"):
        schema.arrow_schema("Nope")


def test_memoised_by_text(schema: MessageSchema) -> None:
    again = MessageSchema.from_xml(SCHEMA_PATH.read_text(), source="elsewhere.xml")
    assert again is schema
    assert MessageSchema.load(SCHEMA_PATH) is schema
    other = MessageSchema.from_xml(variant("memo"), source="memo.xml")
    assert other is not schema and other.digest != schema.digest
    assert other.codecs is not schema.codecs and other.codecs.__name__ != schema.codecs.__name__


def test_schema_problems_name_the_file_and_line(tmp_path: Path) -> None:
    bad = SCHEMA_PATH.read_text().replace('<field name="bid" id="1" type="int64"/>',
                                          '<field name="bid" id="1" type="int65"/>')
    path = tmp_path / "market.xml"
    path.write_text(bad)
    line = next(n for n, text in enumerate(bad.splitlines(), 1) if 'type="int65"' in text)
    with pytest.raises(SchemaError) as info:
        MessageSchema.load(path)
    assert any(p.startswith(f"{path}:{line}:") and "int65" in p for p in info.value.problems)


def test_unreadable_schema_names_the_option(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="option schema: cannot read SBE schema"):
        MessageSchema.load(tmp_path / "missing.xml")


def test_compiled_once_into_the_cache(schema: MessageSchema, tmp_path: Path) -> None:
    ffi, lib = schema.native
    assert schema.native[1] is lib
    assert schema.cache_path.parent.name == "sbe" and schema.cache_path.name == schema.digest
    libraries = list(schema.cache_path.glob("*.so"))
    assert len(libraries) == 1
    assert not list(schema.cache_path.glob(".build-*"))
    assert hasattr(lib, f"{schema.prefix}_tick_decode_columns_headered")
    assert ffi.sizeof(f"{schema.prefix}_tick_columns") == 8 * ffi.sizeof("void *")


def test_environment_names_the_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("AERONKIT_CACHE_DIR", str(tmp_path))
    schema = MessageSchema.from_xml(variant("env-cache"), source="env.xml")
    assert schema.cache_path == tmp_path / "sbe" / schema.digest


def test_no_compiler_says_so(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("CC", str(tmp_path / "no-such-cc"))
    text = variant(f"no-cc {uuid.uuid4()}")
    schema = MessageSchema.from_xml(text, source="nocc.xml", cache_dir=str(tmp_path))
    with pytest.raises(ConfigurationError, match=r"needs a C compiler.*CC="):
        _ = schema.native
    assert not list((tmp_path / "sbe" / schema.digest).glob("*.so"))


CHILD = textwrap.dedent("""
    import os, sys, time
    from pathlib import Path
    import numpy as np
    from aeronkit.spark.sbe_schema import MessageSchema
    from aeronkit.spark.sbe_decode import decode

    text, rendezvous, me = Path(sys.argv[1]).read_text(), Path(sys.argv[2]), sys.argv[3]
    schema = MessageSchema.from_xml(text, source="race.xml")
    (rendezvous / me).touch()
    deadline = time.monotonic() + 60
    while len(list(rendezvous.iterdir())) < 2:  # both parsed: start compiling together
        if time.monotonic() > deadline:
            sys.exit("the other process never arrived")
        time.sleep(0.01)  # poll interval of this deadline loop (a child: support.wait is not on its path)
    ffi, lib = schema.native
    buffer = bytearray(64)
    enc = schema.codecs.TickEncoder().wrap_and_apply_header(buffer)
    enc.sequence = int(me)
    data = np.frombuffer(bytes(buffer), np.uint8)
    result = decode(schema, data, np.zeros(1, np.uint64), np.asarray([64], np.int32))
    print(result.tables["Tick"][1].column("sequence")[0].as_py())
""")


def test_two_processes_compile_the_same_schema_at_once(tmp_path: Path) -> None:
    schema_file = tmp_path / "race.xml"
    schema_file.write_text(variant(f"race {uuid.uuid4()}"))
    rendezvous = tmp_path / "rendezvous"
    rendezvous.mkdir()
    env = dict(os.environ, AERONKIT_CACHE_DIR=str(tmp_path / "cache"))
    children = [subprocess.Popen([sys.executable, "-c", CHILD, str(schema_file), str(rendezvous), str(n)],
                                 env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for n in (1, 2)]
    outputs: list[str] = []
    try:
        for child in children:
            out, err = child.communicate(timeout=180)
            assert child.returncode == 0, err
            outputs.append(out)
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()
    assert [int(out) for out in outputs] == [1, 2]
    built = tmp_path / "cache" / "sbe"
    (digest_dir,) = built.iterdir()
    names = sorted(p.name for p in digest_dir.iterdir())
    assert len([n for n in names if n.endswith(".so")]) == 1, names  # one library, used by both
    assert not [n for n in names if n.startswith(".build-")], names  # every build dir cleaned up


def test_pickles_as_its_text(schema: MessageSchema) -> None:
    """Spark ships reader objects to Python workers by pickle; a schema travels as its XML text."""
    import pickle

    blob = pickle.dumps(schema)
    assert len(blob) < 2 * len(SCHEMA_PATH.read_text()) + 1000  # no generated modules inside
    assert pickle.loads(blob) is schema  # same process: the memoised instance
    code = ("import pickle, sys; s = pickle.loads(sys.stdin.buffer.read()); "
            "print(s.schema_id, s.message('Order').template_id, s.source)")
    child = subprocess.run([sys.executable, "-c", code], input=blob, capture_output=True, timeout=120)
    assert child.returncode == 0, child.stderr.decode()
    assert child.stdout.decode().split() == ["101", "3", str(SCHEMA_PATH)]


def test_unwritable_cache_names_the_setting(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("")
    text = variant(f"unwritable {uuid.uuid4()}")
    schema = MessageSchema.from_xml(text, source="u.xml", cache_dir=str(blocker))
    with pytest.raises(ConfigurationError, match=r"cannot write the compiled SBE .*AERONKIT_CACHE_DIR"):
        _ = schema.native
