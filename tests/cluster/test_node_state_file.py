"""node-state.dat: layout, the max-only candidate term update, damage, byte equality with Java's file."""

from __future__ import annotations

import struct
import subprocess
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.java import compiled_classes

from aeronkit.cluster import node_state_file as nsf
from aeronkit.cluster.node_state_file import CandidateTerm, NodeStateFile
from aeronkit.codecs import cluster_node_state as codecs
from aeronkit.errors import ConfigurationError, CorruptFileError
from aeronkit.interop.java import JavaToolchain

JAVA_SOURCES = Path(__file__).resolve().parent / "java_nodes"
MAIN = "ClusterNodeFiles"

int64 = st.integers(min_value=-(2**63), max_value=2**63 - 1)
proposal = st.tuples(st.integers(min_value=-(2**63), max_value=2**63 - 1), int64, int64)


def run_java(java: JavaToolchain, *args: str) -> dict[str, str]:
    """Run our Java program to completion (it exits by itself; the timeout kills it) and parse key=value."""
    classes = compiled_classes(java, JAVA_SOURCES, "cluster-node-files")
    proc = subprocess.run(
        java.java_command(MAIN, *args, classpath=[classes]), capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return dict(line.split("=", 1) for line in proc.stdout.splitlines() if "=" in line)


def test_new_file_layout_matches_aeron_1_51(tmp_path: Path) -> None:
    with NodeStateFile(tmp_path) as state:
        assert state.candidate_term() == CandidateTerm(-1, -1, -1)
        assert state.version == nsf.SEMANTIC_VERSION
        assert state.cluster_members() is None
    data = (tmp_path / nsf.FILENAME).read_bytes()
    assert len(data) == nsf.MINIMUM_FILE_LENGTH
    assert struct.unpack_from("<ii", data, 0) == (0 << 16 | 3 << 8, 0)
    term_header = struct.unpack_from("<HHHHii", data, 8)
    assert term_header == (
        codecs.CandidateTermDecoder.BLOCK_LENGTH,
        codecs.CandidateTermDecoder.TEMPLATE_ID,
        codecs.SCHEMA_ID,
        codecs.SCHEMA_VERSION,
        16 + codecs.CandidateTermDecoder.BLOCK_LENGTH,
        0,
    )
    assert struct.unpack_from("<qqq", data, 24) == (-1, -1, -1)
    footer_at = 8 + term_header[4]
    assert struct.unpack_from("<HHHHii", data, footer_at) == (
        0,
        codecs.NodeStateFooterDecoder.TEMPLATE_ID,
        codecs.SCHEMA_ID,
        codecs.SCHEMA_VERSION,
        16,
        0,
    )
    assert data[footer_at + 16 :] == bytes(len(data) - footer_at - 16)


@settings(max_examples=40, deadline=None)
@given(st.lists(proposal, max_size=8))
def test_propose_max_keeps_the_highest_term_and_its_details(proposals: list[tuple[int, int, int]]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        expected = CandidateTerm(-1, -1, -1)
        with NodeStateFile(tmp) as state:
            for term_id, position, timestamp in proposals:
                held = state.propose_max_candidate_term_id(term_id, position, timestamp)
                if term_id > expected.candidate_term_id:
                    expected = CandidateTerm(term_id, timestamp, position)
                assert held == expected.candidate_term_id
                assert state.candidate_term() == expected
        with NodeStateFile(tmp, create=False) as state:
            assert state.candidate_term() == expected
        raw = Path(tmp, nsf.FILENAME).read_bytes()
        assert struct.unpack_from("<qqq", raw, 24) == (
            expected.candidate_term_id,
            expected.timestamp,
            expected.log_position,
        )


@settings(max_examples=30, deadline=None)
@given(int64, int64, int64)
def test_update_overwrites_even_with_a_lower_term(term_id: int, position: int, timestamp: int) -> None:
    with tempfile.TemporaryDirectory() as tmp, NodeStateFile(tmp) as state:
        state.update_candidate_term_id(2**62, 1, 1)
        state.update_candidate_term_id(term_id, position, timestamp)
        assert state.candidate_term() == CandidateTerm(term_id, timestamp, position)
        assert state.candidate_term_id == term_id


def test_entries_before_the_candidate_term_are_stepped_over(tmp_path: Path) -> None:
    """A ClusterMembers entry (template 303) ahead of the candidate term is read and stepped over."""
    members = "0,127.0.0.1:20110,127.0.0.1:20220,127.0.0.1:20330,127.0.0.1:0,127.0.0.1:8010"
    buffer = bytearray(nsf.MINIMUM_FILE_LENGTH)
    codecs.NodeStateHeaderEncoder().wrap(buffer, 0).version = nsf.SEMANTIC_VERSION
    enc = codecs.ClusterMembersEncoder().wrap_and_apply_header(buffer, 8)
    enc.leadership_term_id = 42
    enc.member_id = 3
    enc.high_member_id = 5
    enc.put_cluster_members(members)
    frame_length = enc.limit - 8
    codecs.MessageHeaderEncoder().wrap(buffer, 8).frame_length = frame_length
    term_at = 8 + ((frame_length + 7) & ~7)
    term = codecs.CandidateTermEncoder().wrap_and_apply_header(buffer, term_at)
    term.candidate_term_id, term.timestamp, term.log_position = 9, 8, 7
    codecs.MessageHeaderEncoder().wrap(buffer, term_at).frame_length = 40
    codecs.NodeStateFooterEncoder().wrap_and_apply_header(buffer, term_at + 40)
    codecs.MessageHeaderEncoder().wrap(buffer, term_at + 40).frame_length = 16
    (tmp_path / nsf.FILENAME).write_bytes(buffer)
    with NodeStateFile(tmp_path, create=False) as state:
        assert state.candidate_term() == CandidateTerm(9, 8, 7)
        assert state.cluster_members() == nsf.ClusterMembers(42, 3, 5, members)
        assert state.propose_max_candidate_term_id(10, 11, 12) == 10
    assert struct.unpack_from("<qqq", (tmp_path / nsf.FILENAME).read_bytes(), term_at + 16) == (10, 12, 11)


def test_missing_file_without_create_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="create=False"):
        NodeStateFile(tmp_path, create=False)


@pytest.mark.parametrize("major", [1, 3, 255])
def test_wrong_major_version_names_the_path(tmp_path: Path, major: int) -> None:
    NodeStateFile(tmp_path).close()
    path = tmp_path / nsf.FILENAME
    with open(path, "r+b") as f:
        f.write(struct.pack("<i", major << 16 | 3 << 8))
    with pytest.raises(CorruptFileError, match=f"major version {major} does not match") as info:
        NodeStateFile(tmp_path)
    assert str(path) in str(info.value)


@pytest.mark.parametrize("length", [0, 4, 8, 20, 40, 48, 60])
def test_truncated_file_names_the_path(tmp_path: Path, length: int) -> None:
    NodeStateFile(tmp_path).close()
    path = tmp_path / nsf.FILENAME
    with open(path, "r+b") as f:
        f.truncate(length)
    with pytest.raises(CorruptFileError) as info:
        NodeStateFile(tmp_path)
    assert str(path) in str(info.value)


def test_missing_footer_and_negative_lengths_are_corrupt(tmp_path: Path) -> None:
    NodeStateFile(tmp_path).close()
    path = tmp_path / nsf.FILENAME
    good = path.read_bytes()
    no_footer = bytearray(good)
    no_footer[48:64] = bytes(16)
    path.write_bytes(no_footer)
    with pytest.raises(CorruptFileError, match="NodeStateFooter"):
        NodeStateFile(tmp_path)
    negative = bytearray(good)
    struct.pack_into("<i", negative, 16, -40)
    path.write_bytes(negative)
    with pytest.raises(CorruptFileError, match="< 0"):
        NodeStateFile(tmp_path)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 63), st.integers(0, 255)), min_size=1, max_size=6))
def test_damaged_headers_open_or_fail_cleanly(damage: list[tuple[int, int]]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        NodeStateFile(tmp).close()
        path = Path(tmp, nsf.FILENAME)
        data = bytearray(path.read_bytes())
        for offset, value in damage:
            data[offset] = value
        path.write_bytes(data)
        try:
            state = NodeStateFile(tmp, create=False)
        except CorruptFileError as ex:
            assert str(path) in str(ex)
        else:
            with state:
                assert isinstance(state.candidate_term().candidate_term_id, int)


def test_closed_file_refuses_use(tmp_path: Path) -> None:
    state = NodeStateFile(tmp_path)
    state.close()
    state.close()
    with pytest.raises(ConfigurationError, match="closed"):
        state.propose_max_candidate_term_id(1, 2, 3)


@pytest.mark.java
def test_java_and_python_files_are_byte_identical_and_interchangeable(
    java: JavaToolchain, tmp_path: Path
) -> None:
    java_dir, py_dir = tmp_path / "java", tmp_path / "py"
    steps = [(5, 4096, 1_700_000_000_123), (3, 1, 2), (17, 2**40, 1_700_000_000_999)]
    # Java creates a fresh file and proposes; we do the same on our own file.
    assert run_java(java, "propose", str(java_dir), *map(str, steps[0]))["proposed"] == str(steps[0][0])
    with NodeStateFile(py_dir) as state:
        state.propose_max_candidate_term_id(*steps[0])
    assert (java_dir / nsf.FILENAME).read_bytes() == (py_dir / nsf.FILENAME).read_bytes()
    # We continue on Java's file; Java continues on ours: both refuse the lower term, accept the higher.
    with NodeStateFile(java_dir, create=False) as state:
        assert state.candidate_term() == CandidateTerm(5, steps[0][2], steps[0][1])
        assert state.propose_max_candidate_term_id(*steps[1]) == 5
        assert state.propose_max_candidate_term_id(*steps[2]) == 17
    assert run_java(java, "propose", str(py_dir), *map(str, steps[1]))["proposed"] == "5"
    assert run_java(java, "propose", str(py_dir), *map(str, steps[2]))["proposed"] == "17"
    assert (java_dir / nsf.FILENAME).read_bytes() == (py_dir / nsf.FILENAME).read_bytes()
