"""The typed face of aeronkit._native (runtime/aeronkit/_native.pyi) says what the built module holds.

mypy checks every ``lib.*`` call against the stub, so a stale stub would let a wrong call through or
reject a right one; native/stub.py derives it from the cdef files and these tests hold it to them and
to the compiled module.
"""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from aeronkit._native import ffi, lib

ROOT = Path(__file__).resolve().parents[2]


def _stub_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("aeronkit_native_stub", ROOT / "native" / "stub.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _lib_members(text: str) -> dict[str, ast.stmt]:
    tree = ast.parse(text)
    (lib_class,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "_Lib"]
    members: dict[str, ast.stmt] = {}
    for node in lib_class.body:
        if isinstance(node, ast.FunctionDef):
            members[node.name] = node
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            members[node.target.id] = node
    return members


def test_the_stub_on_disk_is_what_the_cdef_files_say() -> None:
    assert _stub_module().main(["--check"]) == 0


def test_the_check_fails_on_a_stale_stub(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    stub = _stub_module()
    stale = tmp_path / "_native.pyi"
    stale.write_text(stub.render().replace("def aeronkit_crc32c(", "def aeronkit_crc32c_renamed(", 1))
    monkeypatch.setattr(stub, "STUB", stale)
    assert stub.main(["--check"]) == 1
    assert "is stale" in capsys.readouterr().err


def test_every_stub_member_is_in_the_built_module_with_its_arity() -> None:
    members = _lib_members((ROOT / "runtime" / "aeronkit" / "_native.pyi").read_text())
    assert len(members) > 1000
    for name, node in members.items():
        value = getattr(lib, name)  # AttributeError names a member the stub invents
        if isinstance(node, ast.FunctionDef):
            declared = len(node.args.posonlyargs) + len(node.args.args) - 1  # less self
            assert declared == len(ffi.typeof(value).args), name
        else:
            assert isinstance(value, int), name


def test_every_built_function_is_in_the_stub() -> None:
    members = _lib_members((ROOT / "runtime" / "aeronkit" / "_native.pyi").read_text())
    built = {name for name in dir(lib) if not name.startswith("_")}
    assert built - set(members) == set()
