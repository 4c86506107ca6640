"""Each shared fact is spelled once: a scan of runtime/ (with ``ast``) and native/ (C text) that fails when a
known fact is written again outside its home.

The homes: ``aeronkit.constants`` (null sentinels, Java's Long.MAX_VALUE/MIN_VALUE, semantic versions),
``aeronkit.counter_types`` (counter type ids), the generated codecs (frame and message header layouts) and
native/aeronkit_errors.h (native error codes). A module may give a fact its own name when the name says
something more (``NO_LIMIT = LONG_MAX``), but only by assigning it from the home, never by re-typing it.
A second copy drifts silently; this test is what keeps there from being one.
"""

from __future__ import annotations

import ast
import operator
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LONG_MAX = 2**63 - 1
LONG_MIN = -(2**63)

CONSTANTS_HOME = "runtime/aeronkit/constants.py"
TYPE_ID_HOME = "runtime/aeronkit/counter_types.py"
ERRORS_HOME = "native/aeronkit_errors.h"
DATA_HEADER_HOME = "native/aeronkit_logbuffer.h"

# ``*_TYPE_ID = <int>`` that are NOT counter type ids, so they stay where they are:
TYPE_ID_ALLOWED = {
    # Agrona CountersManager.DEFAULT_TYPE_ID: what a counter is typed when its allocator names no type.
    ("runtime/aeronkit/concurrent/counters.py", "DEFAULT_TYPE_ID"),
    # SnapshotMarker.typeId of the consensus module's and of a service's snapshot (ConsensusModule.
    # Configuration.SNAPSHOT_TYPE_ID, ClusteredServiceContainer.Configuration.SNAPSHOT_TYPE_ID).
    ("runtime/aeronkit/cluster/protocol.py", "CONSENSUS_MODULE_SNAPSHOT_TYPE_ID"),
    ("runtime/aeronkit/cluster/protocol.py", "SERVICE_SNAPSHOT_TYPE_ID"),
    # Message type ids of ring-buffer and broadcast padding records (Agrona's PADDING_MSG_TYPE_ID), taken
    # from the native headers; listed so that a literal there would still be allowed, being its own fact.
    ("runtime/aeronkit/concurrent/ring_buffer.py", "PADDING_MSG_TYPE_ID"),
    ("runtime/aeronkit/concurrent/broadcast.py", "PADDING_MSG_TYPE_ID"),
}

_FOLD: dict[type[ast.operator], Callable[[int, int], int]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Pow: operator.pow,
    ast.LShift: operator.lshift, ast.RShift: operator.rshift, ast.BitOr: operator.or_,
    ast.BitAnd: operator.and_, ast.BitXor: operator.xor,
}


@dataclass(frozen=True)
class Violation:
    path: str
    line: int
    rule: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.rule}"


def _fold(node: ast.AST) -> int | None:
    """The value of an expression made only of int literals and arithmetic, else None."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd | ast.Invert):
        operand = _fold(node.operand)
        if operand is None:
            return None
        return -operand if isinstance(node.op, ast.USub) else ~operand if isinstance(node.op, ast.Invert) \
            else operand
    if isinstance(node, ast.BinOp) and type(node.op) in _FOLD:
        left, right = _fold(node.left), _fold(node.right)
        huge = isinstance(node.op, ast.Pow | ast.LShift) and not 0 <= (right or 0) <= 128
        if left is None or right is None or huge:
            return None
        return _FOLD[type(node.op)](left, right)
    return None


def _shifts(node: ast.AST, op: type[ast.operator]) -> set[int]:
    return {int(n.right.value) for n in ast.walk(node)
            if isinstance(n, ast.BinOp) and isinstance(n.op, op) and isinstance(n.right, ast.Constant)
            and type(n.right.value) is int}


def _targets(node: ast.AST) -> list[tuple[str, ast.AST]]:
    if isinstance(node, ast.Assign):
        return [(t.id, node.value) for t in node.targets if isinstance(t, ast.Name)]
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
        return [(node.target.id, node.value)]
    return []


def _version_rule(node: ast.expr) -> str | None:
    """A semantic version composed or taken apart by hand (agrona SemanticVersion's byte layout)."""
    if not isinstance(node, ast.BinOp):
        return None
    if isinstance(node.op, ast.BitOr) and {16, 8} <= _shifts(node, ast.LShift):
        return "(major << 16) | (minor << 8) | patch: use constants.compose_semantic_version"
    if isinstance(node.op, ast.BitAnd) and _fold(node.right) == 0xFF and 16 in _shifts(node.left, ast.RShift):
        return "(version >> 16) & 0xFF: use constants.semantic_version_major"
    return None


def scan_python(source: str, path: str) -> list[Violation]:
    tree = ast.parse(source)
    found: list[Violation] = []

    def report(node: ast.AST, rule: str) -> None:
        found.append(Violation(path, getattr(node, "lineno", 0), rule))

    done: set[int] = set()  # ids of nodes inside an expression already judged as a whole
    for node in ast.walk(tree):
        for name, value in _targets(node):
            number = _fold(value)
            if "NULL" in name and number == -1 and path != CONSTANTS_HOME:
                report(node, f"{name} = -1: import the null sentinels from aeronkit.constants")
            if name.endswith("HEADER_LENGTH") and number == 32:
                report(node, f"{name} = 32: take the data header length from the generated codecs")
            if (name.endswith("TYPE_ID") and number is not None and path != TYPE_ID_HOME
                    and (path, name) not in TYPE_ID_ALLOWED):
                report(node, f"{name} = {number}: a counter type id belongs to aeronkit.counter_types")
        if id(node) in done or not isinstance(node, ast.expr):
            continue
        if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                and node.args[0].value == "<HHHH":
            report(node, "struct '<HHHH': the SBE message header layout comes from the generated codecs")
        rule = None if path == CONSTANTS_HOME else _version_rule(node)
        number = _fold(node)
        if rule is not None:
            report(node, rule)
        elif number in (LONG_MAX, LONG_MIN) and path != CONSTANTS_HOME:
            report(node, f"{number}: use LONG_MAX/LONG_MIN from aeronkit.constants")
        if rule is not None or number is not None:
            done.update(id(n) for n in ast.walk(node))
    return found


_C_DEFINE = re.compile(r"^\s*#\s*define\s+(\w+)\s+\(?\s*(-?\w+)\s*\)?", re.MULTILINE)


def scan_c(source: str, path: str) -> list[Violation]:
    found = []
    for match in _C_DEFINE.finditer(source):
        name, value = match.group(1), match.group(2)
        line = source.count("\n", 0, match.start()) + 1
        if "_ERR_" in name and value.startswith("-") and path != ERRORS_HOME:
            found.append(Violation(path, line, f"{name}: native error codes are defined in {ERRORS_HOME}"))
        if name.endswith("HEADER_LENGTH") and value == "32" and path != DATA_HEADER_HOME:
            found.append(Violation(path, line, f"{name} (32): use AERONKIT_DATA_HEADER_LENGTH"))
    return found


def _python_files(package: Path) -> list[Path]:
    """The package's own modules: the links to codegen/ and generated/ (setup.py) are not followed."""
    files = []
    for folder, _dirs, names in os.walk(package):  # os.walk does not follow directory links
        files += [Path(folder, name) for name in names if name.endswith(".py")]
    return sorted(files)


def find_violations(root: Path) -> list[Violation]:
    found = []
    for file in _python_files(root / "runtime" / "aeronkit"):
        found += scan_python(file.read_text(), file.relative_to(root).as_posix())
    for file in sorted((root / "native").glob("*.[ch]")):
        found += scan_c(file.read_text(), file.relative_to(root).as_posix())
    return found


def test_runtime_and_native_spell_each_fact_once() -> None:
    violations = find_violations(ROOT)
    assert not violations, "facts spelled again outside their home:\n" + "\n".join(map(str, violations))


def test_every_allowed_type_id_still_exists() -> None:
    """The allow-list may only name real assignments, so it cannot silently outlive what it excuses."""
    for path, name in TYPE_ID_ALLOWED:
        tree = ast.parse((ROOT / path).read_text())
        assert any(target == name for node in ast.walk(tree) for target, _ in _targets(node)), (path, name)


PLANTED = [
    ("NULL_VALUE = -1", "NULL_VALUE = -1"),
    ("NULL_RECORDING_ID: int = -1", "NULL_RECORDING_ID = -1"),
    ("class K:\n    _NULL_ID = -(1)", "_NULL_ID = -1"),
    ("HEADER_LENGTH = 32", "HEADER_LENGTH = 32"),
    ("FRAME_HEADER_LENGTH = 0x20", "FRAME_HEADER_LENGTH = 32"),
    ("NO_LIMIT = 2**63 - 1", "9223372036854775807"),
    ("x = (1 << 63) - 1", "9223372036854775807"),
    ("x = 0x7FFF_FFFF_FFFF_FFFF", "9223372036854775807"),
    ("ok = -(2**63) <= v", "-9223372036854775808"),
    ("HEARTBEAT_TYPE_ID = 11", "HEARTBEAT_TYPE_ID = 11"),
    ("DEFAULT_TYPE_ID = 0", "DEFAULT_TYPE_ID = 0"),  # allowed in counters.py only
    ("import struct\nH = struct.Struct('<HHHH')", "'<HHHH'"),
    ("from struct import Struct\nH = Struct('<HHHH')", "'<HHHH'"),
    ("V = (1 << 16) | (12 << 8) | 0", "compose_semantic_version"),
    ("m = (v >> 16) & 0xFF", "semantic_version_major"),
]


@pytest.mark.parametrize(("source", "rule"), PLANTED, ids=[p[1] for p in PLANTED])
def test_a_planted_python_violation_is_found(tmp_path: Path, source: str, rule: str) -> None:
    (tmp_path / "runtime" / "aeronkit" / "planted").mkdir(parents=True)
    (tmp_path / "runtime" / "aeronkit" / "planted" / "module.py").write_text(source + "\n")
    (tmp_path / "native").mkdir()
    violations = find_violations(tmp_path)
    assert len(violations) == 1, violations
    assert violations[0].path == "runtime/aeronkit/planted/module.py"
    assert rule.replace("'", "") in str(violations[0]).replace("'", "")


def test_what_is_taken_from_the_home_is_not_a_violation() -> None:
    source = """
from aeronkit.codecs import frames
from aeronkit.constants import LONG_MAX, NULL_VALUE, compose_semantic_version
from aeronkit.counter_types import CounterTypeId
NULL_COUNTER_ID = NULL_VALUE
NO_LIMIT = LONG_MAX
HEADER_LENGTH = frames.DataFrameEncoder.BLOCK_LENGTH
RECORDING_POSITION_TYPE_ID = CounterTypeId.ARCHIVE_RECORDING_POSITION
VERSION = compose_semantic_version(1, 12, 0)
MASK = 0xFFFF_FFFF
SIGNED = v - (1 << 64) if v >= 1 << 63 else v
"""
    assert scan_python(source, "runtime/aeronkit/archive/protocol.py") == []
    assert scan_python("DEFAULT_TYPE_ID = 0", "runtime/aeronkit/concurrent/counters.py") == []
    home = "NULL_VALUE = -1\nLONG_MAX = 2**63 - 1\nX = (a << 16) | (b << 8)"
    assert scan_python(home, CONSTANTS_HOME) == []


def test_a_planted_c_violation_is_found(tmp_path: Path) -> None:
    (tmp_path / "runtime" / "aeronkit").mkdir(parents=True)
    (tmp_path / "native").mkdir()
    (tmp_path / "native" / "aeronkit_planted.h").write_text(
        "#define AERONKIT_PLANTED_ERR_ARGUMENT (-1)\n#define AERONKIT_PLANTED_HEADER_LENGTH (32)\n")
    (tmp_path / "native" / "aeronkit_errors.h").write_text("#define AERONKIT_PLANTED_ERR_BOUNDS (-100901)\n")
    found = find_violations(tmp_path)
    planted = "native/aeronkit_planted.h"
    assert [(v.path, v.line) for v in found] == [(planted, 1), (planted, 2)]
