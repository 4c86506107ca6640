"""Spark for tests: a loopback-only local session and a throwaway standalone cluster.

Every Spark process a test starts listens on 127.0.0.1 only, has its UI off (except the standalone master's
web UI, which is how we learn that the worker registered), logs into a temporary directory and is stopped by
pid when the test is done. Starting Spark costs seconds, so the conftest shares one local session and one
cluster per test session; jobs that need a different master run in a child process (one JVM holds one
SparkContext).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from support.ports import free_tcp_port

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

LOOPBACK = "127.0.0.1"
#: How long a master or worker JVM may take to come up on a busy 2-core machine.
STARTUP_TIMEOUT_S = 90.0
STOP_TIMEOUT_S = 20.0


def spark_home() -> Path:
    """The installed pyspark package is a complete Spark distribution (bin/, jars/)."""
    import pyspark

    return Path(pyspark.__file__).resolve().parent


def loopback_environment(base: dict[str, str] | None = None) -> dict[str, str]:
    """Environment for a Spark JVM or driver: loopback only, executors use this Python."""
    env = dict(os.environ if base is None else base)
    env["SPARK_LOCAL_IP"] = LOOPBACK
    env["SPARK_LOCAL_HOSTNAME"] = "localhost"
    env["PYSPARK_PYTHON"] = sys.executable
    env["PYSPARK_DRIVER_PYTHON"] = sys.executable
    env.setdefault("SPARK_HOME", str(spark_home()))
    return env


def loopback_conf(local_dir: str | Path) -> dict[str, str]:
    """Spark settings every test session uses, whatever its master."""
    return {
        "spark.driver.bindAddress": LOOPBACK,
        "spark.driver.host": LOOPBACK,
        "spark.ui.enabled": "false",
        "spark.ui.showConsoleProgress": "false",
        "spark.sql.shuffle.partitions": "4",
        "spark.default.parallelism": "2",
        "spark.sql.execution.arrow.pyspark.enabled": "true",
        "spark.sql.session.timeZone": "UTC",
        "spark.pyspark.python": sys.executable,
        "spark.pyspark.driver.python": sys.executable,
        "spark.local.dir": str(local_dir),
        "spark.driver.memory": "1g",
        "spark.executor.memory": "512m",
        "spark.cores.max": "2",
    }


def local_session(
    master: str = "local[2]",
    app_name: str = "aeronkit-tests",
    local_dir: str | Path | None = None,
    conf: dict[str, str] | None = None,
) -> SparkSession:
    """A SparkSession bound to loopback with a temporary scratch dir.

    The environment variables are set in this process before the JVM starts, because Spark reads
    SPARK_LOCAL_IP and PYSPARK_PYTHON from the environment, not from the builder. If a session already
    exists in this process, Spark returns it (one SparkContext per JVM); the settings then do not apply.
    """
    from pyspark.sql import SparkSession

    os.environ.update(
        {k: v for k, v in loopback_environment().items() if k.startswith(("SPARK_", "PYSPARK_"))}
    )
    scratch = Path(local_dir) if local_dir is not None else Path(tempfile.mkdtemp(prefix="aeronkit-spark-"))
    builder = SparkSession.builder.master(master).appName(app_name)
    for key, value in {**loopback_conf(scratch), **(conf or {})}.items():
        builder = builder.config(key, value)
    return builder.getOrCreate()


@dataclass(frozen=True)
class StandaloneCluster:
    """A running master and worker: the URL drivers connect to, and what a test may inspect."""

    master_url: str
    master_web_url: str
    master_pid: int
    worker_pid: int
    log_dir: Path
    work_dir: Path

    def status(self) -> dict[str, Any]:
        """The master's JSON status page (workers, applications)."""
        return _master_status(self.master_web_url)


def _master_status(web_url: str) -> dict[str, Any]:
    with urllib.request.urlopen(f"{web_url}/json/", timeout=5) as response:
        return dict(json.loads(response.read().decode()))


def _alive_workers(web_url: str) -> int:
    try:
        status = _master_status(web_url)
    except (OSError, urllib.error.URLError, ValueError):
        return 0
    return sum(1 for worker in status.get("workers", []) if worker.get("state") == "ALIVE")


def _tail(path: Path, lines: int = 40) -> str:
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return f"(no log at {path})"
    return "\n".join(text.splitlines()[-lines:])


def _start_daemon(argv: list[str], log: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
    """Start a Spark daemon in its own process group, so stopping the group also stops what it spawned."""
    with log.open("wb") as out:
        return subprocess.Popen(
            argv, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
            start_new_session=True,
        )


def stop_process_group(proc: subprocess.Popen[Any], timeout_s: float = STOP_TIMEOUT_S) -> None:
    """SIGTERM the child's process group (its pid is the group id), then SIGKILL it after the deadline."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        if proc.poll() is not None:
            break
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, sig)
        try:
            proc.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            continue
    # Executors the worker started share its group; make sure none outlives it.
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)


def pid_alive(pid: int) -> bool:
    """True while `pid` names a process that is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            state = stat.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


class _PortTaken(RuntimeError):
    """A daemon lost the race for a port chosen a moment before; the caller picks new ports."""


_PORT_TAKEN = ("BindException", "Address already in use")
START_ATTEMPTS = 3


def _launch(
    spark_class: str, env: dict[str, str], dirs: tuple[Path, Path], cores: int, memory: str, attempt: int,
) -> tuple[list[subprocess.Popen[bytes]], str, str]:
    """Start master and worker and wait until the worker is ALIVE; returns (processes, master URL, web URL).

    On failure the processes started are stopped before raising.
    """
    log_dir, work_dir = dirs
    port, web_port, worker_web_port = free_tcp_port(), free_tcp_port(), free_tcp_port()
    master_url = f"spark://{LOOPBACK}:{port}"
    web_url = f"http://{LOOPBACK}:{web_port}"
    master_log, worker_log = log_dir / f"master-{attempt}.log", log_dir / f"worker-{attempt}.log"
    started: list[subprocess.Popen[bytes]] = []
    try:
        master = _start_daemon(
            [spark_class, "org.apache.spark.deploy.master.Master", "--host", LOOPBACK, "--port", str(port),
             "--webui-port", str(web_port)],
            master_log, env,
        )
        started.append(master)
        worker = _start_daemon(
            [spark_class, "org.apache.spark.deploy.worker.Worker", "--host", LOOPBACK, "--cores", str(cores),
             "--memory", memory, "--webui-port", str(worker_web_port), "--work-dir", str(work_dir),
             master_url],
            worker_log, env,
        )
        started.append(worker)
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while _alive_workers(web_url) < 1:
            for proc, log in ((master, master_log), (worker, worker_log)):
                if proc.poll() is not None:
                    tail = _tail(log)
                    error = _PortTaken if any(mark in tail for mark in _PORT_TAKEN) else RuntimeError
                    raise error(
                        f"Spark {log.stem} exited with {proc.returncode} before the worker registered; "
                        f"log tail:\n{tail}"
                    )
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"no ALIVE worker at {web_url}/json/ after {STARTUP_TIMEOUT_S:.0f} s; master log tail:\n"
                    f"{_tail(master_log)}\nworker log tail:\n{_tail(worker_log)}"
                )
            time.sleep(0.2)  # polling interval of the deadline loop above, not a wait for a fixed time
    except BaseException:
        for proc in reversed(started):
            stop_process_group(proc)
        raise
    return started, master_url, web_url


@contextlib.contextmanager
def standalone_cluster(
    tmp_dir: str | Path, cores: int = 2, memory: str = "2g",
) -> Iterator[StandaloneCluster]:
    """Run a Spark standalone master and one worker on 127.0.0.1 from the installed pyspark.

    Yields once the master's JSON status lists the worker ALIVE; both daemons (and the executors the worker
    started) are stopped by process group on exit, also when the body raised. A daemon that dies or does not
    come up before the deadline raises RuntimeError carrying the tail of its log. Ports are chosen by the
    kernel just before the start; Spark's own port retries are off (``spark.port.maxRetries=0``) so a port
    taken in between fails fast and is retried here with new ports, instead of Spark moving the master to a
    port nobody knows.
    """
    root = Path(tmp_dir)
    log_dir = root / "logs"
    work_dir = root / "work"
    conf_dir = root / "conf"  # empty: no user spark-defaults.conf or spark-env.sh leaks in
    for d in (log_dir, work_dir, conf_dir):
        d.mkdir(parents=True, exist_ok=True)
    env = loopback_environment()
    env.update({
        "SPARK_CONF_DIR": str(conf_dir),
        "SPARK_LOG_DIR": str(log_dir),
        "SPARK_DAEMON_MEMORY": "256m",
        "SPARK_NO_DAEMONIZE": "1",
        # The REST submission server (fixed port 6066) is not needed, and with retries off a second cluster
        # on the machine would fail to bind it and leave its master half started.
        "SPARK_MASTER_OPTS": "-Dspark.port.maxRetries=0 -Dspark.master.rest.enabled=false",
        "SPARK_WORKER_OPTS": "-Dspark.port.maxRetries=0",
    })
    spark_class = str(spark_home() / "bin" / "spark-class")
    for attempt in range(1, START_ATTEMPTS + 1):
        try:
            started, master_url, web_url = _launch(
                spark_class, env, (log_dir, work_dir), cores, memory, attempt
            )
            break
        except _PortTaken:
            if attempt == START_ATTEMPTS:
                raise
    try:
        master, worker = started
        yield StandaloneCluster(master_url, web_url, master.pid, worker.pid, log_dir, work_dir)
    finally:
        for proc in reversed(started):
            stop_process_group(proc)
