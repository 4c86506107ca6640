"""A user's SBE schema, compiled at run time for the Spark data source.

The archive data source decodes recorded payloads with whatever schema the user names
(``.option("schema", "market.xml")``). Nothing for that schema is committed or built ahead of time, so
this module runs the project's code generator at run time: the Python codecs and the Spark mapping are
generated in memory and loaded as modules; the C column decoders are compiled with cffi, lazily, once per
schema text, into a cache shared by every process of the machine (Spark starts several Python workers,
and each must not pay for a compile another one already did).

Cache layout: ``$AERONKIT_CACHE_DIR/sbe/<digest>/`` (default ``~/.cache/aeronkit/sbe/<digest>/``), where
``<digest>`` is the sha256 of the schema text. The shared library's file name also carries a hash of the
generated C, so a newer code generator never loads a library built by an older one.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
import re
import shutil
import sys
import tempfile
import threading
import types
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aeronkit.errors import ConfigurationError, SchemaError

CACHE_ENV = "AERONKIT_CACHE_DIR"
COMPILE_FLAGS = ("-O2", "-std=c11", "-D_GNU_SOURCE")

Native = tuple[Any, Any]  # (ffi, lib) of a compiled cffi module


@dataclass(frozen=True)
class MessageType:
    """One message of the schema, as the reader needs it.

    ``fixed`` means one fixed block (no groups, no var data): such messages are decoded by the generated
    C column decoders; the others by the generated Python codec, one message at a time.
    """

    name: str
    template_id: int
    block_length: int
    fixed: bool


def cache_root() -> Path:
    """``$AERONKIT_CACHE_DIR``, else ``~/.cache/aeronkit``: where compiled schemas are kept."""
    configured = os.environ.get(CACHE_ENV)
    return Path(configured).expanduser() if configured else Path.home() / ".cache" / "aeronkit"


def load_source_module(source: str, module_name: str, filename: str) -> types.ModuleType:
    """Execute generated Python ``source`` as a fresh module registered as ``module_name``.

    The module is put in ``sys.modules`` before its code runs, because dataclasses and enum look their
    defining module up by name while the class bodies execute.
    """
    module = types.ModuleType(module_name)
    module.__file__ = filename
    sys.modules[module_name] = module
    try:
        exec(compile(source, filename, "exec"), module.__dict__)
    except BaseException:
        sys.modules.pop(module_name, None)
        raise
    return module


def _find_compiler() -> str:
    """The C compiler cffi will run (``CC``, else ``cc``), or ConfigurationError when there is none."""
    compiler = os.environ.get("CC", "cc").split()
    if not compiler or shutil.which(compiler[0]) is None:
        raise ConfigurationError(
            "decoding a user SBE schema needs a C compiler for its column decoders: "
            f"CC={os.environ.get('CC', '') or '(unset; tried cc)'} was not found; "
            "install gcc or clang or set CC"
        )
    return compiler[0]


def _load_extension(module_name: str, path: Path) -> Native:
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise ConfigurationError(f"cannot load the compiled SBE decoders at {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.ffi, module.lib


def compile_native(
    prefix: str, header: str, cdef: str, target: Path, flags: Sequence[str] = COMPILE_FLAGS
) -> Native:
    """Compile the generated C (``header``, ``cdef``) into a cffi module kept in ``target``; load it.

    ``flags`` are the compiler's (the tests of the generator build with warnings as errors).

    Safe across processes: each builds in its own temporary directory next to ``target``, then publishes
    the library with ``os.link``, which fails if the name exists. A loser of that race deletes its own build
    and loads the winner's file, so every process uses one library. A library already there is loaded
    without compiling.
    """
    code_hash = hashlib.sha256((header + "\0" + cdef + "\0" + " ".join(flags)).encode()).hexdigest()
    module_name = f"_aeronkit_{prefix}_{code_hash[:12]}"
    library = target / f"{module_name}.so"
    if library.exists():
        return _load_extension(module_name, library)
    import cffi

    _find_compiler()
    try:
        target.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=".build-", dir=target))
    except OSError as exc:
        raise ConfigurationError(
            f"cannot write the compiled SBE decoders to {target} ({exc.strerror or exc}); "
            f"set {CACHE_ENV} to a writable directory"
        ) from None
    try:
        # the header is not called "<prefix>.h" alone: a schema named like a system header would shadow it
        (work / f"aeronkit_{prefix}.h").write_text(header)
        builder = cffi.FFI()
        builder.cdef(cdef)
        builder.set_source(module_name, f'#include "aeronkit_{prefix}.h"\n', include_dirs=[str(work)],
                           extra_compile_args=list(flags))
        try:
            built = Path(builder.compile(tmpdir=str(work)))
        except Exception as exc:  # cffi raises VerificationError or a distutils/setuptools CompileError
            raise ConfigurationError(
                f"compiling the SBE column decoders in {work} failed (CC={os.environ.get('CC', 'cc')}): {exc}"
            ) from exc
        os.replace(work / f"aeronkit_{prefix}.h", target / f"{prefix}.h")  # for readers of the cache only
        with contextlib.suppress(FileExistsError):  # another process published first: use its library
            os.link(built, library)
        return _load_extension(module_name, library)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _relocate(problems: list[str], name: str, source: str) -> list[str]:
    """Problems say ``<file name>:line``; give the path the user passed instead of our temporary file."""
    return [source + p[len(name):] if p.startswith(name + ":") else p for p in problems]


def _parse(xml_text: str, source: str) -> Any:
    from aeronkit.codegen.frontend import parse_schema

    name = re.sub(r"[^A-Za-z0-9_.-]", "_", os.path.basename(source)) or "schema.xml"
    with tempfile.TemporaryDirectory(prefix="aeronkit-sbe-") as tmp:
        path = Path(tmp) / name
        path.write_text(xml_text, encoding="utf-8")
        try:
            return parse_schema(path)
        except SchemaError as exc:
            raise SchemaError(_relocate(exc.problems, name, source)) from None


class MessageSchema:
    """A user's SBE schema with its generated codecs, Spark mapping and (lazily) C column decoders.

    Build it with ``from_xml`` or ``load``; both are memoised per process by the schema text's sha256, so
    every reader partition of a Python worker shares one instance and one compiled library.
    """

    _memo: dict[str, MessageSchema] = {}
    _memo_lock = threading.Lock()

    def __init__(self, ir: Any, digest: str, source: str, cache_dir: str | None, xml_text: str = "") -> None:
        from aeronkit.codegen import backends
        from aeronkit.codegen.output import MemoryOutput

        self.ir = ir
        self._xml_text = xml_text
        self.digest = digest
        self.source = source
        self.schema_id: int = ir.id
        self.version: int = ir.version
        self.prefix = f"sbe_{digest[:16]}"  # C identifiers and module names: unique per schema text
        self._cache_dir = cache_dir
        out = MemoryOutput()
        for lang in ("python", "c", "spark"):
            backends.get(lang).generate(ir, self.prefix, out)
        self._c_header = out.files[f"c/{self.prefix}.h"]
        self._c_cdef = out.files[f"c/{self.prefix}.cdef"]
        label = f"<generated from {source}>"
        self.codecs = load_source_module(out.files[f"python/{self.prefix}.py"],
                                         f"_aeronkit_{self.prefix}_codecs", label)
        self.mapping = load_source_module(out.files[f"spark/{self.prefix}.py"],
                                          f"_aeronkit_{self.prefix}_spark", label)
        fixed = self.mapping.FIXED_MESSAGES
        self.messages: Mapping[str, MessageType] = types.MappingProxyType({
            m.name: MessageType(m.name, m.id, m.block_length, m.name in fixed) for m in ir.messages
        })
        self._by_template = {m.template_id: m for m in self.messages.values()}
        self._native: Native | None = None
        self._native_lock = threading.Lock()

    @classmethod
    def from_xml(
        cls, xml_text: str, *, source: str = "<schema>", cache_dir: str | None = None
    ) -> MessageSchema:
        """The schema in ``xml_text``; SchemaError listing every problem as ``source:line: reason``.

        ``cache_dir`` overrides ``$AERONKIT_CACHE_DIR`` as the root of the compiled-decoder cache.
        """
        digest = hashlib.sha256(xml_text.encode("utf-8")).hexdigest()
        with cls._memo_lock:
            found = cls._memo.get(digest)
            if found is None:
                found = cls(_parse(xml_text, source), digest, source, cache_dir, xml_text)
                cls._memo[digest] = found
            return found

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> MessageSchema:
        """Read the schema file at ``path``; ConfigurationError (option ``schema``) if it cannot be read."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigurationError(
                f"option schema: cannot read SBE schema {os.fspath(path)!r}: {exc}"
            ) from None
        return cls.from_xml(text, source=os.fspath(path))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its text: a Spark worker that unpickles it rebuilds it (memoised, cache shared)."""
        return (_from_xml, (self._xml_text, self.source, self._cache_dir))

    def __repr__(self) -> str:
        return (f"MessageSchema({self.source!r}, id={self.schema_id}, version={self.version}, "
                f"messages={list(self.messages)})")

    def by_template(self, template_id: int) -> MessageType | None:
        return self._by_template.get(template_id)

    def message(self, name: str) -> MessageType:
        """The message called ``name``; ConfigurationError naming the option ``message`` otherwise."""
        found = self.messages.get(name)
        if found is None:
            raise ConfigurationError(
                f"option message: schema {self.source} has no message {name!r}; "
                f"known: {', '.join(self.messages)}"
            )
        return found

    def struct_type(self, name: str) -> Any:
        """The pyspark StructType of message ``name`` (docs/spark-mapping.md)."""
        return self.mapping.struct_type(self.message(name).name)

    def arrow_schema(self, name: str) -> Any:
        """The pyarrow schema of message ``name``, the same mapping as ``struct_type``."""
        return self.mapping.arrow_schema(self.message(name).name)

    @property
    def cache_path(self) -> Path:
        """Where this schema's compiled column decoders live."""
        root = Path(self._cache_dir).expanduser() if self._cache_dir else cache_root()
        return root / "sbe" / self.digest

    @property
    def native(self) -> Native:
        """(ffi, lib) of the compiled C flyweights and column decoders; compiled on first use."""
        with self._native_lock:
            if self._native is None:
                self._native = compile_native(self.prefix, self._c_header, self._c_cdef, self.cache_path)
            return self._native


def _from_xml(xml_text: str, source: str, cache_dir: str | None) -> MessageSchema:
    return MessageSchema.from_xml(xml_text, source=source, cache_dir=cache_dir)
