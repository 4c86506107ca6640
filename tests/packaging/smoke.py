"""Smoke test of an installed aeronkit wheel, run by `nox -s wheel` inside a fresh virtualenv.

It is a script, not a pytest module: the virtualenv holds only the wheel and its runtime dependencies. It
proves the interpreter found no compiler and imported the installed package (not the checkout), then runs
the main job's steps from ``aeronkit.demo`` against the installed code: codegen of every bundled schema
(compared byte for byte with the installed codecs), IPC and UDP publish/subscribe through an embedded
driver, and an embedded archive's record and replay. Exits 1 on the first failing step.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

# Enough for the 64 KiB terms to rotate ~150 times (messages of 8 B .. 1 KiB): the installed driver, client
# and native code run their whole cycle; the demo's larger counts (100 000 / 50 000) only took longer.
SMOKE_MESSAGES = 20_000


def check(title: str, fn: Callable[[], str]) -> None:
    start = time.perf_counter()
    result = fn()
    print(f"smoke: {title}: {result} ({time.perf_counter() - start:.2f}s)", flush=True)


def no_compiler() -> str:
    found = {name: shutil.which(name) for name in ("gcc", "cc", "clang", "c99")}
    present = {name: path for name, path in found.items() if path}
    if present:
        raise AssertionError(f"a compiler is on PATH: {present}")
    return f"PATH={os.environ.get('PATH')} has no gcc/cc/clang/c99; CC={os.environ.get('CC')}"


def installed_not_checkout() -> str:
    import aeronkit
    from aeronkit import _native

    site = Path(sysconfig.get_paths()["purelib"]).resolve()
    for module in (aeronkit, _native):
        where = Path(module.__file__ or "").resolve()
        if site not in where.parents:
            raise AssertionError(f"{module.__name__} imported from {where}, not from {site}")
    return f"aeronkit {aeronkit.__version__} and {Path(_native.__file__ or '').name} from {site}"


def version_agrees() -> str:
    from importlib.metadata import version

    import aeronkit

    script = Path(sys.executable).with_name("aeronkit")
    proc = subprocess.run([str(script), "--version"], capture_output=True, text=True, check=True)
    out = proc.stdout.strip()
    expected = f"aeronkit {aeronkit.__version__}"
    if out != expected or version("aeronkit") != aeronkit.__version__:
        raise AssertionError(f"`aeronkit --version` said {out!r}, metadata {version('aeronkit')!r}, "
                             f"aeronkit.__version__ {aeronkit.__version__!r}")
    return f"`aeronkit --version` = {out!r} = distribution metadata"


def main() -> int:
    from aeronkit import demo

    try:
        check("no compiler", no_compiler)
        check("imported from the virtualenv", installed_not_checkout)
        check("one version", version_agrees)
        check("codegen of every bundled schema", demo.compile_bundled)
        check("installed codecs match the compiler", demo.compare_with_installed)
        check("IPC pub/sub on an embedded driver", lambda: demo.ipc_pub_sub(SMOKE_MESSAGES))
        check("UDP pub/sub on an embedded driver", lambda: demo.udp_pub_sub(SMOKE_MESSAGES))
        with tempfile.TemporaryDirectory(prefix="aeronkit-smoke-") as tmp:
            check("archive record/replay", lambda: demo.archive_record_replay(Path(tmp)))
    except Exception as exc:  # the script's whole job is to report the first failure as one line
        print(f"smoke: FAILED: {type(exc).__name__}: {exc}", flush=True)
        return 1
    print("smoke: all steps passed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
