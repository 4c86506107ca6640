"""Fetch the pinned Aeron and sbe-tool jars with Maven and run Java programs against them.

The jars live in a cache outside the repository (``$AERONKIT_JAVA_CACHE`` or ``~/.cache/aeronkit/java``)
because nothing fetched is ever committed. Maven does the fetching so the same resolver, mirrors and
checksums apply as for any Java project on the machine.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tomllib
import zipfile
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from aeronkit.errors import ConfigurationError

DEPENDENCY_PLUGIN = "org.apache.maven.plugins:maven-dependency-plugin:3.6.1"


@dataclass(frozen=True)
class Artifact:
    group: str
    artifact: str
    version: str

    @property
    def coordinates(self) -> str:
        return f"{self.group}:{self.artifact}:{self.version}"

    @property
    def jar_name(self) -> str:
        return f"{self.artifact}-{self.version}.jar"


@dataclass(frozen=True)
class Pins:
    aeron: Artifact
    sbe: Artifact
    add_opens: tuple[str, ...]


def load_pins() -> Pins:
    """Read aeronkit/interop/pins.toml, the single file naming the Java releases we interoperate with."""
    text = resources.files("aeronkit.interop").joinpath("pins.toml").read_text()
    data = tomllib.loads(text)
    return Pins(
        aeron=Artifact(**data["aeron"]),
        sbe=Artifact(**data["sbe"]),
        add_opens=tuple(data["jvm"]["add_opens"]),
    )


def aeron_version() -> tuple[int, int, int]:
    """The Aeron release we are wire-compatible with, as (major, minor, patch): the pinned aeron-all."""
    major, minor, patch = (int(part) for part in load_pins().aeron.version.split(".")[:3])
    return major, minor, patch


def cache_dir() -> Path:
    root = os.environ.get("AERONKIT_JAVA_CACHE")
    path = Path(root) if root else Path.home() / ".cache" / "aeronkit" / "java"
    path.mkdir(parents=True, exist_ok=True)
    return path


class JavaUnavailableError(ConfigurationError):
    """Java, javac or Maven is missing, or Maven could not fetch a pinned jar."""


class JavaToolchain:
    """The JDK, Maven and the pinned jars, fetched on first use."""

    def __init__(self, pins: Pins | None = None, cache: Path | None = None) -> None:
        self.pins = pins or load_pins()
        self.cache = cache or cache_dir()

    @staticmethod
    def missing_tools() -> list[str]:
        return [tool for tool in ("java", "javac", "mvn") if shutil.which(tool) is None]

    def require_tools(self) -> None:
        missing = self.missing_tools()
        if missing:
            raise JavaUnavailableError(f"needed for Java interop but not on PATH: {', '.join(missing)}")

    def jar(self, artifact: Artifact) -> Path:
        """Path of the pinned jar, copied from Maven into the cache if not there yet."""
        target = self.cache / artifact.jar_name
        if target.exists():
            return target
        self.require_tools()
        cmd = [
            "mvn", "-q", "-B", f"{DEPENDENCY_PLUGIN}:copy",
            f"-Dartifact={artifact.coordinates}", f"-DoutputDirectory={self.cache}",
        ]
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if proc.returncode != 0 or not target.exists():
            raise JavaUnavailableError(
                f"mvn could not fetch {artifact.coordinates}: {proc.stdout[-2000:]}{proc.stderr[-2000:]}"
            )
        return target

    @property
    def aeron_jar(self) -> Path:
        return self.jar(self.pins.aeron)

    @property
    def sbe_jar(self) -> Path:
        return self.jar(self.pins.sbe)

    def jvm_flags(self) -> list[str]:
        flags: list[str] = []
        for target in self.pins.add_opens:
            flags += ["--add-opens", target]
        flags.append("-Djava.net.preferIPv4Stack=true")
        return flags

    def java_command(
        self, main_class: str, *args: str, classpath: list[Path] | None = None,
        properties: dict[str, str] | None = None,
    ) -> list[str]:
        """The argv to run `main_class` from the pinned aeron-all jar (plus any extra classpath)."""
        cp = [str(p) for p in (classpath or [])] + [str(self.aeron_jar)]
        props = [f"-D{k}={v}" for k, v in (properties or {}).items()]
        return ["java", *self.jvm_flags(), *props, "-cp", os.pathsep.join(cp), main_class, *args]

    def extract(self, jar: Path, member: str, dest: Path) -> Path:
        """Copy one file out of a jar, e.g. a schema XML shipped inside aeron-all."""
        dest.parent.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(jar) as zf:
            dest.write_bytes(zf.read(member))
        return dest

    def compile(self, sources: list[Path], out_dir: Path, classpath: list[Path] | None = None) -> Path:
        """javac the given sources into out_dir against aeron-all (and extra classpath)."""
        self.require_tools()
        out_dir.mkdir(parents=True, exist_ok=True)
        cp = [str(p) for p in (classpath or [])] + [str(self.aeron_jar)]
        cmd = ["javac", "-nowarn", "-encoding", "UTF-8", "-d", str(out_dir),
               "-cp", os.pathsep.join(cp), *map(str, sources)]
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            raise JavaUnavailableError(f"javac failed:\n{proc.stdout}{proc.stderr}")
        return out_dir
