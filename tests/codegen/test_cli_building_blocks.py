"""The pieces under ``aeronkit codegen``: naming rules, outputs, the back-end registry, bundled schemas."""

from __future__ import annotations

import keyword
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aeronkit.codegen import backends
from aeronkit.codegen.bundled import bundled_schemas, repo_generated_dir
from aeronkit.codegen.naming import (
    C_KEYWORDS,
    c_identifier,
    is_keyword,
    module_name,
    python_identifier,
    sanitize,
    snake_case,
)
from aeronkit.codegen.output import DirOutput, MemoryOutput
from aeronkit.errors import ConfigurationError


@pytest.mark.parametrize(
    ("camel", "snake"),
    [
        ("correlationId", "correlation_id"),
        ("ConnectRequest", "connect_request"),
        ("aeronDirectory", "aeron_directory"),
        ("URIString", "uri_string"),
        ("getURL", "get_url"),
        ("recordingID", "recording_id"),
        ("HTTPRequest2", "http_request2"),
        ("v2Feature", "v2_feature"),
        ("already_snake", "already_snake"),
        ("ABC", "abc"),
        ("x", "x"),
    ],
)
def test_snake_case(camel: str, snake: str) -> None:
    assert snake_case(camel) == snake


@given(st.from_regex(r"[a-z][a-z0-9]{0,6}([A-Z][a-z0-9]{1,6}){0,4}", fullmatch=True))
def test_snake_case_of_camel_words_is_lower_and_reversible_in_words(name: str) -> None:
    snake = snake_case(name)
    assert snake == snake.lower()
    assert snake.replace("_", "") == name.lower()
    assert "__" not in snake and not snake.startswith("_")


@pytest.mark.parametrize(
    ("path", "name"),
    [
        ("schemas/archive-codecs.xml", "archive"),
        ("archive-mark-codecs.xml", "archive_mark"),
        ("cluster-codecs.xml", "cluster"),
        ("cluster-mark-codecs.xml", "cluster_mark"),
        ("/x/cluster-node-state-codecs.xml", "cluster_node_state"),
        ("frames-codecs.xml", "frames"),
        ("transport-frames.xml", "transport_frames"),
        ("driver-commands.xml", "driver_commands"),
        ("my.schema-v2.xml", "my_schema_v2"),
        ("class.xml", "class_"),
    ],
)
def test_module_name_rule(path: str, name: str) -> None:
    assert module_name(path) == name


def test_identifiers_are_sanitised_for_each_language() -> None:
    assert python_identifier("class") == "class_" and python_identifier("int") == "int"
    assert c_identifier("int") == "int_" and c_identifier("class") == "class"
    assert sanitize("2fast") == "_2fast" and sanitize("a-b.c") == "a_b_c"
    assert is_keyword("None") and is_keyword("struct") and not is_keyword("value")
    for word in keyword.kwlist:
        assert python_identifier(word).isidentifier() and not keyword.iskeyword(python_identifier(word))
    for word in C_KEYWORDS:
        assert c_identifier(word) not in C_KEYWORDS


def test_memory_output_refuses_escapes_and_double_writes() -> None:
    output = MemoryOutput()
    output.write("python/a.py", "x")
    assert output.files == {"python/a.py": "x"}
    with pytest.raises(ValueError, match="written twice"):
        output.write("python/a.py", "y")
    for bad in ("/etc/passwd", "../up.py", "python/../../x", ""):
        with pytest.raises(ValueError, match="relative"):
            output.write(bad, "z")


def test_dir_output_writes_utf8_and_leaves_unchanged_files_alone(tmp_path) -> None:
    output = DirOutput(tmp_path)
    output.write("c/x.h", "/* é */\n")
    target = tmp_path / "c" / "x.h"
    assert target.read_bytes() == "/* é */\n".encode()
    before = target.stat().st_mtime_ns
    DirOutput(tmp_path).write("c/x.h", "/* é */\n")
    assert target.stat().st_mtime_ns == before
    DirOutput(tmp_path).write("c/x.h", "changed\n")
    assert target.read_text() == "changed\n"


def test_registry_names_missing_back_ends_clearly() -> None:
    with pytest.raises(
        ConfigurationError, match=r"no code generator back end called 'fortran'.*python, c, spark"
    ):
        backends.get("fortran")
    with pytest.raises(ConfigurationError, match="no code generator back end"):
        backends.get("../python")


def test_registry_register_and_module_function_fallback(monkeypatch, tmp_path) -> None:
    calls: list[str] = []

    class Mine:
        def generate(self, ir, name, output) -> None:
            calls.append(name)

    monkeypatch.setitem(backends._factories, "mine", Mine)
    backends.get("mine").generate(None, "n", MemoryOutput())
    assert calls == ["n"]

    package = tmp_path / "plug"
    package.mkdir()
    (package / "__init__.py").write_text(
        "def generate(ir, name, output):\n    output.write(f'plug/{name}.txt', 'hi')\n"
    )
    monkeypatch.setattr(backends, "__path__", [*backends.__path__, str(tmp_path)])
    monkeypatch.delitem(backends._factories, "plug", raising=False)
    monkeypatch.delitem(sys.modules, "aeronkit.codegen.backends.plug", raising=False)
    output = MemoryOutput()
    backends.get("plug").generate(None, "m", output)
    assert output.files == {"plug/m.txt": "hi"}
    backends._factories.pop("plug", None)


def test_bundled_schemas_follow_the_naming_rule() -> None:
    found = bundled_schemas()
    assert found, "no bundled schemas"
    for name, path in found.items():
        assert path.suffix == ".xml" and path.is_file()
        assert module_name(path) == name
    assert list(found) == sorted(found)
    assert {"archive", "cluster"} <= set(found)


def test_repo_generated_dir_is_the_checkout_folder() -> None:
    generated = repo_generated_dir()
    assert generated.name == "generated"
    assert (generated.parent / "codegen" / "cli.py").is_file()
