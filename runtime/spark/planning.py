"""From options to work: which recordings a read covers and the slices (Spark partitions) they split into.

Runs on the Spark driver (or in the local reader) and only reads the catalog and lists segment files;
executors then open the segments themselves. One slice per segment file (or per ``maxPartitionBytes``), so
a recording of N segment files is read by N tasks in parallel.
"""

from __future__ import annotations

from aeronkit.archive.archive_directory import ArchiveDirectory, RecordingInfo
from aeronkit.archive.fragment_walker import recording_slices
from aeronkit.errors import ConfigurationError
from aeronkit.spark.read_options import ReadOptions
from aeronkit.spark.slice_reader import RecordingSlice


def select_recordings(opts: ReadOptions) -> list[RecordingInfo]:
    """The valid recordings the options ask for, by recording id; a named id that is absent is an error."""
    with ArchiveDirectory(opts.path) as archive:
        infos = archive.recordings()
    if opts.recording_ids is not None:
        present = {info.recording_id for info in infos}
        absent = [rid for rid in opts.recording_ids if rid not in present]
        if absent:
            raise ConfigurationError(
                f"aeron-archive: option 'recordingId': no valid recording {', '.join(map(str, absent))} "
                f"in {opts.path}"
            )
        wanted = set(opts.recording_ids)
        infos = [info for info in infos if info.recording_id in wanted]
    if opts.stream_id is not None:
        infos = [info for info in infos if info.stream_id == opts.stream_id]
    if opts.channel is not None:
        infos = [info for info in infos if opts.channel in info.channel]
    return sorted(infos, key=lambda info: info.recording_id)


def plan_slices(opts: ReadOptions, infos: list[RecordingInfo]) -> list[RecordingSlice]:
    """Every slice of the selected recordings, clipped to ``fromPosition``/``toPosition``."""
    slices = []
    for info in infos:
        for s in recording_slices(
            info,
            from_position=opts.from_position,
            to_position=opts.to_position,
            max_slice_bytes=opts.max_partition_bytes,
        ):
            slices.append(RecordingSlice(s, info.start_position))
    return slices
