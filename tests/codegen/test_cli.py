"""``aeronkit codegen``: generation, --bundled, the --check drift report, exit codes and messages.

Most tests use a small recording back end registered for the test, so they exercise the command
itself; one test runs the real back ends that are installed.
"""

from __future__ import annotations

import pytest

from aeronkit.codegen import backends
from aeronkit.codegen.bundled import bundled_schemas
from aeronkit.codegen.cli import main

MESSAGES = (
    '<sbe:message name="M" id="1">\n<field name="a" id="1" type="int32" sinceVersion="{since}"/>\n'
    "</sbe:message>"
)


class Recorder:
    """A back end that writes one small file per schema and remembers what it was given."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int, str]] = []

    def generate(self, ir, name, output) -> None:
        self.seen.append((name, ir.version, ir.source))
        fields = ",".join(f.name for m in ir.messages for f in m.fields)
        output.write(
            f"fake/{name}.txt", f"# generated from {ir.source} by aeronkit codegen; do not edit\n{fields}\n"
        )


@pytest.fixture
def recorder(monkeypatch) -> Recorder:
    backend = Recorder()
    monkeypatch.setitem(backends._factories, "fake", lambda: backend)
    return backend


@pytest.fixture
def schema(schema_file, schema_xml):
    return schema_file(schema_xml(messages=MESSAGES.format(since=1), version=1), "my-orders-codecs.xml")


def test_generates_one_module_per_schema_named_by_the_rule(recorder, schema, tmp_path, capsys) -> None:
    out = tmp_path / "out"
    assert main([str(schema), "--out", str(out), "--lang", "fake"]) == 0
    written = out / "fake" / "my_orders.txt"
    assert written.read_text().splitlines() == [
        "# generated from my-orders-codecs.xml by aeronkit codegen; do not edit",
        "a",
    ]
    assert recorder.seen == [("my_orders", 1, "my-orders-codecs.xml")]
    assert "wrote 1 file(s) for 1 schema(s)" in capsys.readouterr().out


def test_version_option_reaches_the_back_end(recorder, schema, tmp_path) -> None:
    out = tmp_path / "out"
    assert main([str(schema), "--out", str(out), "--lang", "fake", "--version", "0"]) == 0
    assert recorder.seen == [("my_orders", 0, "my-orders-codecs.xml")]
    assert (out / "fake" / "my_orders.txt").read_text().splitlines()[1:] == [""]


def test_check_reports_added_different_and_removed(
    recorder, schema, schema_file, schema_xml, tmp_path, capsys
) -> None:
    out = tmp_path / "out"
    assert main([str(schema), "--out", str(out), "--lang", "fake", "--check"]) == 1
    assert capsys.readouterr().out.splitlines() == ["added: fake/my_orders.txt"]
    assert not out.exists()

    assert main([str(schema), "--out", str(out), "--lang", "fake"]) == 0
    capsys.readouterr()
    assert main([str(schema), "--out", str(out), "--lang", "fake", "--check"]) == 0
    assert "up to date" in capsys.readouterr().out

    (out / "fake" / "my_orders.txt").write_text("edited by hand\n")
    stale = out / "fake" / "old.txt"
    stale.write_text("# generated from my-orders-codecs.xml by aeronkit codegen; do not edit\n")
    foreign = out / "fake" / "other.txt"
    foreign.write_text("# generated from someone-else.xml by aeronkit codegen; do not edit\n")
    assert main([str(schema), "--out", str(out), "--lang", "fake", "--check"]) == 1
    captured = capsys.readouterr()
    assert captured.out.splitlines() == ["different: fake/my_orders.txt", "removed: fake/old.txt"]
    assert "would change" in captured.err

    assert main([str(schema), "--out", str(out), "--lang", "fake"]) == 0
    assert not stale.exists() and foreign.exists()
    assert main([str(schema), "--out", str(out), "--lang", "fake", "--check"]) == 0


def test_schema_errors_exit_1_with_file_line_and_write_nothing(
    recorder, schema_file, schema_xml, tmp_path, capsys, line_in
) -> None:
    good = schema_file(schema_xml(messages=MESSAGES.format(since=0)), "good.xml")
    text = schema_xml(
        messages='<sbe:message name="M" id="1">\n<field name="a" id="1" type="Nope"/>\n</sbe:message>'
    )
    bad = schema_file(text, "bad.xml")
    out = tmp_path / "out"
    assert main([str(good), str(bad), "--out", str(out), "--lang", "fake"]) == 1
    err = capsys.readouterr().err.splitlines()
    line = line_in(text, 'type="Nope"')
    assert err[0] == f"bad.xml:{line}: unknown type 'Nope'"
    assert "nothing written" in err[-1]
    assert not out.exists()


def test_warnings_are_printed_and_can_be_fatal(recorder, schema_file, schema_xml, tmp_path, capsys) -> None:
    path = schema_file(
        schema_xml(
            messages='<sbe:message name="M" id="1">\n<field name="for" id="1" type="int8"/>\n</sbe:message>'
        ),
        "kw.xml",
    )
    out = tmp_path / "out"
    assert main([str(path), "--out", str(out), "--lang", "fake"]) == 0
    assert "warning: field name 'for' is a Python or C keyword" in capsys.readouterr().err
    assert main([str(path), "--out", str(out), "--lang", "fake", "--warnings-fatal"]) == 1


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--out", "x", "--lang", "fake"], "no SCHEMA given"),
        (["SCHEMA"], "--out DIR is required"),
        (["SCHEMA", "--out", "x", "--lang", "cobol"], "no code generator back end called 'cobol'"),
        (["SCHEMA", "--bundled", "--lang", "fake"], "either --bundled or SCHEMA"),
        (["SCHEMA", "SCHEMA", "--out", "x", "--lang", "fake"], "would both generate module 'my_orders'"),
    ],
)
def test_usage_errors_exit_2_with_a_clear_message(recorder, schema, capsys, argv, message) -> None:
    argv = [str(schema) if a == "SCHEMA" else a for a in argv]
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_help_explains_the_options(capsys) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    text = capsys.readouterr().out
    for option in (
        "--out",
        "--lang",
        "--version",
        "--bundled",
        "--check",
        "--stop-on-error",
        "--warnings-fatal",
    ):
        assert option in text
    assert "aeronkit codegen --bundled --check" in text


def test_bundled_into_a_folder_then_check_is_clean(recorder, tmp_path, capsys) -> None:
    out = tmp_path / "generated"
    assert main(["--bundled", "--out", str(out), "--lang", "fake"]) == 0
    names = sorted(bundled_schemas())
    assert sorted(p.stem for p in (out / "fake").iterdir()) == names
    assert main(["--bundled", "--out", str(out), "--lang", "fake", "--check"]) == 0


def test_real_back_ends_write_their_paths_with_the_generated_line(schema, tmp_path) -> None:
    langs = backends.available()
    assert langs, "no back end could be loaded"
    out = tmp_path / "out"
    assert main([str(schema), "--out", str(out), "--lang", ",".join(langs)]) == 0
    expected = {
        "python": ["python/my_orders.py"],
        "c": ["c/my_orders.h", "c/my_orders.cdef"],
        "spark": ["spark/my_orders.py"],
    }
    for lang in langs:
        for relpath in expected[lang]:
            first = (out / relpath).read_text().splitlines()[0]
            assert "generated from my-orders-codecs.xml by aeronkit codegen; do not edit" in first, relpath
    assert main([str(schema), "--out", str(out), "--lang", ",".join(langs), "--check"]) == 0


def test_bundled_package_inits_are_written(tmp_path, monkeypatch) -> None:
    out = tmp_path / "generated"
    for lang in ("python", "spark"):
        monkeypatch.setitem(backends._factories, lang, lambda: _Silent())
    assert main(["--bundled", "--out", str(out), "--lang", "python,spark"]) == 0
    for lang, package in (("python", "aeronkit.codecs"), ("spark", "aeronkit.spark_schemas")):
        text = (out / lang / "__init__.py").read_text()
        assert text.startswith("# generated from aeronkit's bundled schemas by aeronkit codegen; do not edit")
        assert f"from {package} import" in text
        compile(text, f"{lang}/__init__.py", "exec")


class _Silent:
    def generate(self, ir, name, output) -> None:
        return None


def test_reachable_through_the_aeronkit_command(recorder, schema, tmp_path) -> None:
    from aeronkit.cli import main as aeronkit_main

    out = tmp_path / "out"
    assert aeronkit_main(["codegen", str(schema), "--out", str(out), "--lang", "fake"]) == 0
    assert (out / "fake" / "my_orders.txt").is_file()
