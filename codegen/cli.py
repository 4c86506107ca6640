"""``aeronkit codegen``: SBE schemas in, Python / C / Spark codecs out, plus the CI drift check.

Two ways to run it:

* ``aeronkit codegen my-schema.xml --out gen --lang python,c`` compiles a user's schemas.
* ``aeronkit codegen --bundled [--check]`` regenerates (or checks) every schema aeronkit ships into
  the repository's ``generated/`` folder; ``--check`` writes nothing and exits 1 if any file would change.

Everything is generated in memory first, so a failing schema or back end leaves no half-written tree,
and the same path serves the drift check.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from aeronkit.codegen import backends
from aeronkit.codegen.bundled import bundled_schemas, repo_generated_dir
from aeronkit.codegen.frontend import parse_schema
from aeronkit.codegen.naming import module_name
from aeronkit.codegen.output import DirOutput, MemoryOutput
from aeronkit.errors import ConfigurationError, SchemaError

HELP = "generate codecs from SBE schemas (ours or yours)"
DEFAULT_LANGS = ("python", "c", "spark")
MARKER = "by aeronkit codegen"
# Package __init__ files written with --bundled (generated/ is imported as aeronkit.codecs, .spark_schemas).
PACKAGE_INITS = {"python": "aeronkit.codecs", "spark": "aeronkit.spark_schemas"}

EPILOG = """\
examples:
  aeronkit codegen my-schema.xml --out gen                 all back ends into gen/{python,c,spark}/
  aeronkit codegen a.xml b.xml --out gen --lang python     only Python codecs
  aeronkit codegen my-schema.xml --out old --version 2     the schema as it was at version 2
  aeronkit codegen --bundled                               regenerate the repository's generated/
  aeronkit codegen --bundled --check                       CI drift check: exit 1 if anything would change

Each schema becomes one module named after its file (archive-codecs.xml -> archive): python/<name>.py,
c/<name>.h and c/<name>.cdef, spark/<name>.py. Problems are reported as file:line: reason, all at once.
exit status: 0 success, 1 schema errors or (with --check) drift, 2 usage or configuration errors.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = EPILOG
    parser.add_argument("schemas", nargs="*", metavar="SCHEMA", type=Path, help="SBE 1.0 XML schema files")
    parser.add_argument(
        "--out",
        type=Path,
        metavar="DIR",
        help="output root (required unless --bundled, which defaults to the repo's generated/)",
    )
    parser.add_argument(
        "--lang",
        default=",".join(DEFAULT_LANGS),
        metavar="LANGS",
        help="comma-separated back ends: python, c, spark (default: all three)",
    )
    parser.add_argument(
        "--version",
        type=int,
        metavar="N",
        dest="schema_version",
        help="generate the schema as it was at version N (drops later additions)",
    )
    parser.add_argument("--bundled", action="store_true", help="every schema shipped in aeronkit.schemas")
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 listing every file that would be added, removed or changed",
    )
    parser.add_argument("--stop-on-error", action="store_true", help="stop at the first schema error")
    parser.add_argument("--warnings-fatal", action="store_true", help="treat schema warnings as errors")
    parser.add_argument(
        "--no-xsd", action="store_true", help="skip XSD validation (semantic checks still run)"
    )


@dataclass
class Plan:
    """What one invocation will do: which schemas, into which folder, with which back ends."""

    schemas: dict[str, Path]
    out: Path
    langs: list[str]
    bundled: bool
    files: dict[str, str] = field(default_factory=dict)


def run(args: argparse.Namespace) -> int:
    try:
        plan = _plan(args)
        plan.files = generate_files(
            plan.schemas,
            plan.langs,
            version=args.schema_version,
            stop_on_error=args.stop_on_error,
            warnings_fatal=args.warnings_fatal,
            validate_xsd=not args.no_xsd,
            package_inits=plan.bundled,
        )
    except SchemaError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        print(f"aeronkit codegen: {len(exc.problems)} schema problem(s); nothing written", file=sys.stderr)
        return 1
    except ConfigurationError as exc:
        print(f"aeronkit codegen: {exc}", file=sys.stderr)
        return 2
    stale = stale_files(
        plan.out, plan.langs, plan.files, None if plan.bundled else set(plan.schemas.values())
    )
    if args.check:
        return _report_drift(plan, stale)
    output = DirOutput(plan.out)
    for relpath, text in sorted(plan.files.items()):
        output.write(relpath, text)
    for relpath in stale:
        (plan.out / relpath).unlink()
    print(
        f"aeronkit codegen: wrote {len(plan.files)} file(s) for {len(plan.schemas)} schema(s) into {plan.out}"
        + (f", removed {len(stale)} stale" if stale else "")
    )
    return 0


def _plan(args: argparse.Namespace) -> Plan:
    langs = [lang.strip() for lang in args.lang.split(",") if lang.strip()]
    if not langs:
        raise ConfigurationError("--lang names no back end")
    for lang in langs:
        backends.get(lang)  # fail early, with the registry's message, on an unknown back end
    if args.bundled:
        if args.schemas:
            raise ConfigurationError("give either --bundled or SCHEMA files, not both")
        schemas = bundled_schemas()
        out = args.out or repo_generated_dir()
    else:
        if not args.schemas:
            raise ConfigurationError("no SCHEMA given (or use --bundled for aeronkit's own schemas)")
        if args.out is None:
            raise ConfigurationError("--out DIR is required when generating from SCHEMA files")
        schemas = {}
        for path in args.schemas:
            name = module_name(path)
            if name in schemas:
                raise ConfigurationError(f"{schemas[name]} and {path} would both generate module {name!r}")
            schemas[name] = path
        out = args.out
    return Plan(schemas=schemas, out=out, langs=langs, bundled=args.bundled)


def generate_files(
    schemas: dict[str, Path],
    langs: Sequence[str],
    *,
    version: int | None = None,
    stop_on_error: bool = False,
    warnings_fatal: bool = False,
    validate_xsd: bool = True,
    package_inits: bool = False,
) -> dict[str, str]:
    """Every generated file as ``{relpath: text}``, in memory. Schema problems of all schemas are
    collected before raising, so one run shows everything that needs fixing."""
    output = MemoryOutput()
    problems: list[str] = []
    parsed = {}
    for name, path in schemas.items():
        try:
            parsed[name] = parse_schema(
                path,
                version=version,
                stop_on_error=stop_on_error,
                warnings_fatal=warnings_fatal,
                validate_xsd=validate_xsd,
                on_warning=lambda text: print(text, file=sys.stderr),
            )
        except SchemaError as exc:
            if stop_on_error:
                raise
            problems += exc.problems
    if problems:
        raise SchemaError(problems)
    for lang in langs:
        backend = backends.get(lang)
        for name, ir in parsed.items():
            backend.generate(ir, name, output)
    if package_inits:
        for lang, package in PACKAGE_INITS.items():
            if lang in langs:
                output.write(f"{lang}/__init__.py", package_init(package, sorted(parsed)))
    return dict(sorted(output.files.items()))


def package_init(package: str, modules: list[str]) -> str:
    listing = ", ".join(modules)
    return (
        f"# generated from aeronkit's bundled schemas {MARKER}; do not edit\n"
        f'"""Generated from the SBE schemas bundled with aeronkit: {listing}.\n\n'
        f"Import one module per schema, e.g. ``from {package} import {modules[0] if modules else 'x'}``;\n"
        f'nothing is imported eagerly so importing the package stays cheap.\n"""\n'
    )


def stale_files(
    out: Path, langs: Sequence[str], files: dict[str, str], schema_paths: set[Path] | None
) -> list[str]:
    """Generated files on disk this run would not produce.

    A file counts only if its first line carries our marker; without ``--bundled`` it must also
    name one of the schemas being generated, so other schemas' outputs in the same folder survive.
    """
    names = None if schema_paths is None else {p.name for p in schema_paths}
    stale = []
    for lang in langs:
        folder = out / lang
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob("*")):
            if not path.is_file() or "__pycache__" in path.parts:
                continue
            relpath = path.relative_to(out).as_posix()
            if relpath in files:
                continue
            first = _first_line(path)
            if MARKER not in first:
                continue
            if names is not None and not any(f"generated from {n} " in first for n in names):
                continue
            stale.append(relpath)
    return stale


def _first_line(path: Path) -> str:
    try:
        with path.open("rb") as handle:
            return handle.readline(512).decode("utf-8", "replace")
    except OSError:
        return ""


def _report_drift(plan: Plan, stale: list[str]) -> int:
    changes: list[str] = []
    for relpath, text in plan.files.items():
        target = plan.out / relpath
        if not target.exists():
            changes.append(f"added: {relpath}")
        elif target.read_bytes() != text.encode("utf-8"):
            changes.append(f"different: {relpath}")
    changes += [f"removed: {relpath}" for relpath in stale]
    if not changes:
        print(f"aeronkit codegen --check: {len(plan.files)} generated file(s) in {plan.out} are up to date")
        return 0
    for line in sorted(changes, key=lambda c: c.split(": ", 1)[1]):
        print(line)
    print(
        f"aeronkit codegen --check: {len(changes)} file(s) in {plan.out} would change; "
        "run `aeronkit codegen --bundled` (or your codegen command) and commit the result",
        file=sys.stderr,
    )
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    """Standalone entry point (``python -m aeronkit.codegen.cli``), same options as ``aeronkit codegen``."""
    parser = argparse.ArgumentParser(prog="aeronkit codegen", description=HELP)
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
