"""Generated code depends only on the schemas: two runs with different hash seeds give the same bytes.

Like sbe-tool's JavaGeneratorDeterminismTest, but across processes, because Python's set and dict
iteration over strings changes with PYTHONHASHSEED and a template that iterates a set would only
show its nondeterminism in a fresh interpreter.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from aeronkit.codegen import backends

SCRIPT = """
import json, sys
from aeronkit.codegen.bundled import bundled_schemas
from aeronkit.codegen.cli import generate_files
files = generate_files(bundled_schemas(), sys.argv[2].split(","), package_inits=True)
with open(sys.argv[1], "w", encoding="utf-8") as handle:
    json.dump(files, handle)
"""


def _generate(tmp_path, seed: str, langs: list[str]) -> dict[str, str]:
    target = tmp_path / f"seed-{seed}.json"
    env = {**os.environ, "PYTHONHASHSEED": seed}
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(target), ",".join(langs)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(target.read_text(encoding="utf-8"))


def test_bundled_generation_is_byte_identical_across_hash_seeds(tmp_path) -> None:
    langs = backends.available()
    assert langs, "no back end is registered"
    first = _generate(tmp_path, "1", langs)
    second = _generate(tmp_path, "4242", langs)
    assert first, "nothing was generated"
    assert sorted(first) == sorted(second)
    differing = [path for path in first if first[path] != second[path]]
    assert differing == [], f"generated differently under two hash seeds: {differing}"
    for lang in langs:
        assert any(path.startswith(f"{lang}/") for path in first), lang
