"""The docs site's hook (docs/hooks/site.py): the source tree mkdocstrings reads, the CLI reference page.

`nox -s docs` builds the whole site with --strict; these check the two things the hook makes, without
mkdocs: that runtime/ holds every part of the package where an import would find it, and that the
generated CLI reference has a section for every registered command.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from aeronkit import cli

HOOK = Path(__file__).resolve().parents[2] / "docs" / "hooks" / "site.py"


def load_hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("docs_site_hook", HOOK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_source_root_lays_out_every_part_of_the_package() -> None:
    """mkdocstrings reads runtime/ (mkdocs.yml): every part of the package must be found there, as a static
    tool finds it, the generated codecs through their link."""
    package = Path(__file__).resolve().parents[2] / "runtime" / "aeronkit"
    for module in ("__init__.py", "client/aeron.py", "asyncio/client.py", "tools/metrics.py",
                   "codegen/cli.py", "codecs/archive.py", "spark_schemas/archive.py"):
        assert (package / module).is_file(), module
    assert (package / "codecs" / "archive.py").resolve().parent.name == "python"  # generated/python


def test_the_cli_reference_has_every_command_with_its_help() -> None:
    page = load_hook().cli_reference()
    for name in cli.COMMANDS:
        assert f"\n## aeronkit {name}\n" in page, name
    assert "usage: aeronkit record" in page and "--control-channel URI" in page
    assert page.count("```text") == len(cli.COMMANDS) + 1
