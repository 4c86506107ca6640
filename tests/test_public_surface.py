"""The names DESIGN.md promises users, used exactly as documented (README's example, over IPC)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from support.wait import wait_until

import aeronkit


def test_import_aeronkit_does_not_load_the_client_or_driver() -> None:
    code = "import sys, aeronkit; print('aeronkit.client' in sys.modules, 'aeronkit.driver' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


def test_unknown_attribute_is_an_attribute_error() -> None:
    try:
        aeronkit.NoSuchThing  # noqa: B018
    except AttributeError as exc:
        assert "NoSuchThing" in str(exc)
    else:
        raise AssertionError("aeronkit.NoSuchThing did not raise")


def test_readme_example_round_trips_a_message_over_ipc() -> None:
    from aeronkit import Aeron, Context, MediaDriver

    received: list[bytes] = []
    with MediaDriver.launch_embedded() as driver, Aeron.connect(Context(aeron_dir=driver.aeron_dir)) as aeron:
        sub = aeron.add_subscription("aeron:ipc", 1001)
        pub = aeron.add_exclusive_publication("aeron:ipc", 1001)
        wait_until(lambda: pub.offer(b"hello") > 0, 10, "the publication to connect and accept a message")

        def on_fragment(buf, off, length, header) -> None:  # type: ignore[no-untyped-def]
            received.append(bytes(buf[off:off + length]))

        wait_until(lambda: sub.poll(on_fragment, 10) or received, 10, "the message to arrive")
    assert received == [b"hello"]


def test_every_python_example_in_the_readme_runs(tmp_path: Path) -> None:
    """Each block runs as written; the cluster client's block runs against a one-member ``aeronkit
    cluster-node`` started the way the demo starts it, with the example's ingress port swapped for the
    node's and ``AERON_DIR`` naming the node's driver (the example says "the media driver at aeron.dir")."""
    from aeronkit import demo

    readme = Path(__file__).resolve().parents[1] / "README.md"
    blocks = re.findall(r"```python\n(.*?)```", readme.read_text(), re.S)
    assert len(blocks) >= 3
    for block in blocks:
        env = dict(os.environ)
        node: subprocess.Popen[bytes] | None = None
        if "aeronkit.cluster.client" in block:
            assert "localhost:9002" in block
            node, output, ingress = demo._start_cluster_node(tmp_path)

            def ready(proc: subprocess.Popen[bytes] = node, out: Path = output) -> bool:
                assert proc.poll() is None, out.read_text()[-2000:]
                return b"ready:" in out.read_bytes()

            wait_until(ready, 60, "the cluster node's ready line")
            block = block.replace("localhost:9002", f"127.0.0.1:{ingress}")
            env["AERON_DIR"] = str(tmp_path / "node-aeron")
        try:
            proc = subprocess.run([sys.executable, "-c", block], capture_output=True, text=True, timeout=120,
                                  check=False, env=env)
        finally:
            if node is not None:
                assert demo._stop_cluster_node(node) == 0
        assert proc.returncode == 0, f"README example failed:\n{block}\n{proc.stderr}"
        assert "hello" in proc.stdout or "correlation_id" in proc.stdout
