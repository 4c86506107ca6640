"""The committed Python codecs for aeronkit's bundled schemas (generated/python, ``aeronkit.codecs``).

Every message of every bundled schema round-trips values drawn from its IR; the encoded bytes are
compared with the struct-based reference encoder built from the IR offsets, so a codec that agreed
only with itself would fail.
"""

from __future__ import annotations

import importlib
import subprocess
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from support.deps import require_tool
from test_backend_python_support import decoder, encode, expected, message_values, ref_message, same

from aeronkit.codegen.backends.python import render
from aeronkit.codegen.bundled import bundled_schemas, repo_generated_dir
from aeronkit.codegen.frontend import parse_schema
from aeronkit.codegen.ir import Ir
from aeronkit.errors import CodecError

SCHEMAS = bundled_schemas()
IRS: dict[str, Ir] = {name: parse_schema(path) for name, path in SCHEMAS.items()}
CASES = [(name, m.name) for name, ir in IRS.items() for m in ir.messages]


def _module(name: str) -> Any:
    return importlib.import_module(f"aeronkit.codecs.{name}")


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_committed_module_is_what_the_generator_writes_now(name: str) -> None:
    committed = (repo_generated_dir() / "python" / f"{name}.py").read_text(encoding="utf-8")
    assert committed == render(IRS[name], name), f"generated/python/{name}.py is stale: run aeronkit codegen"
    assert committed.startswith(f"# generated from {SCHEMAS[name].name} by aeronkit codegen; do not edit\n")


def test_generated_modules_pass_the_project_lint_rules() -> None:
    """generated/ is excluded from ruff's config so users' edits never get "fixed"; the output should
    still meet the same rules, so run them explicitly (ruff is a dev dependency, see pyproject.toml)."""
    ruff = require_tool("ruff")
    files = [str(repo_generated_dir() / "python" / f"{name}.py") for name in sorted(SCHEMAS)]
    rules = ["--select", "E,F,W,I,B,UP,SIM,RUF", "--ignore", "RUF012"]
    argv = [ruff, "check", "--isolated", "--line-length", "110", "--target-version", "py311", *rules, *files]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout[-3000:]


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_module_constants_match_the_schema(name: str) -> None:
    module, ir = _module(name), IRS[name]
    assert (ir.id, ir.version) == (module.SCHEMA_ID, module.SCHEMA_VERSION)
    assert ir.semantic_version == module.SEMANTIC_VERSION and ir.byte_order.value == module.BYTE_ORDER
    assert sorted(module.MESSAGES) == sorted(m.id for m in ir.messages)
    for m in ir.messages:
        dec_cls, enc_cls = module.MESSAGES[m.id]
        assert dec_cls.BLOCK_LENGTH == enc_cls.BLOCK_LENGTH == m.block_length
        assert m.id == dec_cls.TEMPLATE_ID and ir.id == dec_cls.SCHEMA_ID


@pytest.mark.parametrize(("name", "message"), CASES, ids=[f"{n}.{m}" for n, m in CASES])
def test_every_bundled_message_round_trips(name: str, message: str) -> None:
    module, ir = _module(name), IRS[name]
    m = ir.message(message)

    @settings(max_examples=8, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(message_values(m))
    def check(values: dict[str, Any]) -> None:
        data = encode(module, m, values)
        assert data == ref_message(ir, m, values), "encoder bytes differ from the IR reference layout"
        dec = decoder(module, m).wrap_with_header(data)
        got = dec.to_dict()
        assert same(got, expected(m.fields, m.groups, m.var_data, values)), got
        assert dec.encoded_length == len(data) - module.HEADER_LENGTH
        with pytest.raises(CodecError):
            decoder(module, m).wrap_with_header(data[: len(data) - 1]).to_dict()

    check()


FIRST, SECOND = IRS["archive"].messages[:2]


@settings(max_examples=5, deadline=None, database=None)
@given(message_values(FIRST))
def test_a_decoder_rejects_another_messages_bytes(values: dict[str, Any]) -> None:
    archive = _module("archive")
    data = encode(archive, FIRST, values)
    with pytest.raises(CodecError, match=f"template id {FIRST.id}"):
        decoder(archive, SECOND).wrap_with_header(data)
