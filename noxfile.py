"""Developer and CI sessions. `nox -s lint codegen tests` is what CI runs (see README.md)."""

from __future__ import annotations

import os

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
    """ruff over everything we write by hand (generated code is excluded in pyproject.toml)."""
    session.install("ruff>=0.6")
    session.run("ruff", "check", ".")


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
    args = session.posargs or ["-m", "not slow", "-p", "no:cacheprovider"]
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
    """Linearizability campaign against three Aeron Java members under faults
    (docs/cluster-linearizability.md): `nox -s cluster_jepsen -- --minutes M --seed S`. Needs root (network
    namespaces), Java and Go; ends with `N histories, O ops, V violations`. A 30 s cut runs in the default
    suite."""
    _install(session, "test")
    session.run("python", "tests/cluster/linearizability/cluster_jepsen.py", *session.posargs)


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """Benchmarks beside their Aeron Java / baseline anchors; writes benchmarks/results/."""
    _install(session, "bench")
    session.run("python", "-m", "benchmarks", *session.posargs)
