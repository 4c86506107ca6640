"""The standalone cluster the Spark tests use really runs Python tasks in the worker's executors.

The job runs in a child driver process (one JVM holds one SparkContext, and the test session's local
context stays in this process). Each task reports its pid and the chain of its parent processes, so the
test can prove the task ran under an executor JVM the worker started, not in the driver.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import support.spark
from support.deps import require_module, require_tool
from support.ports import free_tcp_port
from support.spark import loopback_environment, pid_alive, standalone_cluster
from support.wait import wait_until

pytestmark = pytest.mark.spark

JOB = r"""
import json, os, sys
sys.path.insert(0, sys.argv[3])
from support.spark import local_session

def ancestry(_):
    chain, pid = [], os.getpid()
    while pid > 1:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            cmd = f.read().replace(b"\0", b" ").decode(errors="replace")
        with open(f"/proc/{pid}/stat") as f:
            parent = int(f.read().rsplit(")", 1)[1].split()[1])
        chain.append([pid, cmd[:4000]])
        pid = parent
    return chain

spark = local_session(sys.argv[1], app_name="cluster-probe", local_dir=sys.argv[2])
try:
    rdd = spark.sparkContext.parallelize(range(40), 4)
    squares = rdd.map(lambda x: x * x).collect()
    tasks = rdd.mapPartitions(lambda part: [(sum(part), ancestry(None))]).collect()
    print(json.dumps({"driver": os.getpid(), "squares": squares, "tasks": tasks}))
finally:
    spark.stop()
"""


def test_python_tasks_run_in_the_workers_executors_and_everything_stops(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Also: the first master port offered is already taken, so the start must retry with new ports."""
    require_module("pyspark")
    require_tool("java")
    tests_dir = str(Path(__file__).resolve().parents[1])
    task_pids: set[int] = set()
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    ports = iter([taken.getsockname()[1]])
    monkeypatch.setattr(support.spark, "free_tcp_port", lambda: next(ports, None) or free_tcp_port())
    with taken, standalone_cluster(tmp_path / "cluster") as cluster:
        assert f":{taken.getsockname()[1]}" not in cluster.master_url
        assert "BindException" in (cluster.log_dir / "master-1.log").read_text(errors="replace")
        done = subprocess.run(
            [sys.executable, "-c", JOB, cluster.master_url, str(tmp_path / "scratch"), tests_dir],
            capture_output=True, text=True, env=loopback_environment(), timeout=240, check=False,
        )
        assert done.returncode == 0, done.stderr[-4000:]
        report = json.loads(done.stdout.strip().splitlines()[-1])
        assert report["squares"] == [x * x for x in range(40)]
        partition_sums = sorted(total for total, _ in report["tasks"])
        assert sum(partition_sums) == sum(range(40)) and len(partition_sums) == 4
        for _, chain in report["tasks"]:
            pids = [pid for pid, _ in chain]
            assert report["driver"] not in pids, "a task ran inside the driver process"
            assert cluster.worker_pid in pids, f"not under the worker: {chain}"
            assert any("CoarseGrainedExecutorBackend" in cmd for _, cmd in chain), chain
            task_pids.update(pids[: pids.index(cluster.worker_pid)])
        apps = cluster.status().get("completedapps", [])
        assert any(app.get("name") == "cluster-probe" for app in apps)
        daemons = (cluster.master_pid, cluster.worker_pid)
    for pid in (*daemons, *task_pids):
        wait_until(lambda pid=pid: not pid_alive(pid), 30, f"process {pid} to exit after the cluster stopped")


def test_a_cluster_that_cannot_start_reports_its_log(tmp_path: Path) -> None:
    require_module("pyspark")
    require_tool("java")
    with pytest.raises(RuntimeError, match=r"(?s)log tail:.*"), standalone_cluster(tmp_path, memory="0q"):
        pytest.fail("the cluster started with an invalid worker memory")
