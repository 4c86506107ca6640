"""From options to work: which recordings a read covers and the slices (Spark partitions) they split into.

Runs on the Spark driver (or in the local reader) and only reads the catalog and lists segment files;
executors then open the segments themselves. Partitions follow segment files: a recording of N default
(128 MiB) segment files is read by N tasks in parallel.
"""

from __future__ import annotations

from dataclasses import replace

from aeronkit.archive.archive_directory import ArchiveDirectory, RecordingInfo
from aeronkit.archive.catalog import RecordingDescriptor
from aeronkit.archive.fragment_walker import SegmentSlice, recording_slices
from aeronkit.errors import ConfigurationError
from aeronkit.spark.read_options import ReadOptions

DEFAULT_PARTITION_BYTES = 128 * 1024 * 1024  # as Spark's spark.sql.files.maxPartitionBytes


def select_recordings(opts: ReadOptions, *, recover_active_stop: bool = True) -> list[RecordingInfo]:
    """The valid recordings the options ask for, by recording id; a named id that is absent is an error.

    ``recover_active_stop`` as :meth:`ArchiveDirectory.recordings`.
    """
    requested = set(opts.recording_ids) if opts.recording_ids is not None else None
    present: set[int] = set()

    def wanted(d: RecordingDescriptor) -> bool:
        # Selection happens on the catalog descriptors, before ArchiveDirectory checks anything more, so a
        # damaged recording the options leave out cannot fail the read. Asked for with every VALID entry.
        if requested is not None:
            if d.recording_id not in requested:
                return False
            present.add(d.recording_id)
        if opts.stream_id is not None and d.stream_id != opts.stream_id:
            return False
        return opts.channel is None or opts.channel in d.original_channel

    with ArchiveDirectory(opts.path) as archive:
        infos = archive.recordings(recover_active_stop=recover_active_stop, where=wanted)
    if opts.recording_ids is not None:
        absent = [rid for rid in opts.recording_ids if rid not in present]
        if absent:
            raise ConfigurationError(
                f"aeron-archive: option 'recordingId': no valid recording {', '.join(map(str, absent))} "
                f"in {opts.path}"
            )
    return sorted(infos, key=lambda info: info.recording_id)


def plan_slices(opts: ReadOptions, infos: list[RecordingInfo]) -> list[SegmentSlice]:
    """The selected recordings cut into partitions of about ``maxPartitionBytes``, clipped to the positions.

    Like Spark's file sources: consecutive segment files of a recording are packed into one partition up to
    the limit (so an archive of small segment files is not one task per file), and a segment file larger
    than the limit is split on term boundaries. With 128 MiB, Aeron's default segment length and our
    default, each segment file of a default archive is one partition.
    """
    limit = opts.max_partition_bytes or DEFAULT_PARTITION_BYTES
    partitions: list[SegmentSlice] = []
    for info in infos:
        slices = recording_slices(
            info,
            from_position=opts.from_position,
            to_position=opts.to_position,
            max_slice_bytes=limit if limit < info.segment_length else None,
        )
        for s in slices:
            last = partitions[-1] if partitions else None
            if (
                last is not None
                and last.recording_id == s.recording_id
                and last.stop_position == s.start_position
                and s.stop_position - last.start_position <= limit
            ):
                partitions[-1] = replace(last, stop_position=s.stop_position)
            else:
                partitions.append(s)
    return partitions
