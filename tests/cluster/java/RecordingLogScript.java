/*
 * aeronkit test program: drives Aeron's own RecordingLog from a small script so the Python tests can compare
 * files, entries and query answers with ours. It sits in Aeron's package only to reach invalidateEntry,
 * removeEntry and addSnapshots, which are package-private in Aeron 1.51.0.
 *
 * Script lines (whitespace separated):
 *   create DIR | open DIR | close
 *   term REC TERM BASE TS | snap REC TERM BASE POS TS SERVICE | standby REC TERM BASE POS TS SERVICE ENDPOINT
 *   commit TERM POS | invalidate SORTED_INDEX | invalidateLatest | remove TERM ENTRY_INDEX
 *   print | queries SERVICE_COUNT
 * A line prefixed "refused" must throw (Aeron refuses it, as we do): "REFUSED ok" is printed when it does,
 * "ACCEPTED <line>" when it does not.
 * "print" writes one line per entry in Aeron's in-memory order, then END:
 *   ENTRY rec term base pos ts service type valid entryIndex endpoint-or-dash
 * "queries" prints the entry indices Aeron's lookups return (or '-') and the snapshot set of a recovery plan:
 *   LASTTERM idx | LATEST service idx (for -1 .. SERVICE_COUNT-1) | PLAN rec:service:pos,... or PLAN refused
 */
package io.aeron.cluster;

import io.aeron.cluster.client.ClusterException;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public final class RecordingLogScript
{
    public static void main(final String[] args) throws Exception
    {
        final List<String> lines = Files.readAllLines(Paths.get(args[0]), StandardCharsets.US_ASCII);
        RecordingLog log = null;
        for (final String line : lines)
        {
            final String[] words = line.trim().split("\\s+");
            if ("refused".equals(words[0]))
            {
                try
                {
                    run(log, Arrays.copyOfRange(words, 1, words.length), line);
                    System.out.println("ACCEPTED " + line);
                }
                catch (final ClusterException | IndexOutOfBoundsException ex)
                {
                    System.out.println("REFUSED ok");
                }
            }
            else
            {
                log = run(log, words, line);
            }
        }
        if (null != log)
        {
            log.close();
        }
    }

    private static RecordingLog run(final RecordingLog log, final String[] w, final String line)
    {
        switch (w[0])
        {
            case "":
                return log;
            case "create":
                return new RecordingLog(new File(w[1]), true);
            case "open":
                return new RecordingLog(new File(w[1]), false);
            case "close":
                log.close();
                return null;
            case "term":
                log.appendTerm(l(w[1]), l(w[2]), l(w[3]), l(w[4]));
                return log;
            case "snap":
                log.appendSnapshot(l(w[1]), l(w[2]), l(w[3]), l(w[4]), l(w[5]), Integer.parseInt(w[6]));
                return log;
            case "standby":
                log.appendStandbySnapshot(l(w[1]), l(w[2]), l(w[3]), l(w[4]), l(w[5]), Integer.parseInt(w[6]), w[7]);
                return log;
            case "commit":
                log.commitLogPosition(l(w[1]), l(w[2]));
                return log;
            case "invalidate":
                log.invalidateEntry(Integer.parseInt(w[1]));
                return log;
            case "invalidateLatest":
                System.out.println("INVALIDATED " + log.invalidateLatestSnapshot());
                return log;
            case "remove":
                log.removeEntry(l(w[1]), Integer.parseInt(w[2]));
                return log;
            case "print":
                for (final RecordingLog.Entry e : log.entries())
                {
                    System.out.println("ENTRY " + e.recordingId + " " + e.leadershipTermId + " " +
                        e.termBaseLogPosition + " " + e.logPosition + " " + e.timestamp + " " + e.serviceId + " " +
                        e.type + " " + e.isValid + " " + e.entryIndex + " " +
                        (null == e.archiveEndpoint ? "-" : e.archiveEndpoint));
                }
                System.out.println("END");
                return log;
            case "queries":
                queries(log, Integer.parseInt(w[1]));
                return log;
            default:
                throw new IllegalArgumentException("unknown script command: " + line);
        }
    }

    private static void queries(final RecordingLog log, final int serviceCount)
    {
        System.out.println("LASTTERM " + index(log.findLastTerm()));
        for (int serviceId = -1; serviceId < serviceCount; serviceId++)
        {
            System.out.println("LATEST " + serviceId + " " + index(log.getLatestSnapshot(serviceId)));
        }

        final ArrayList<RecordingLog.Entry> entries = (ArrayList<RecordingLog.Entry>)log.entries();
        int cmIndex = -1;
        for (int i = entries.size() - 1; i >= 0; i--)
        {
            final RecordingLog.Entry e = entries.get(i);
            if (e.isValid && RecordingLog.ENTRY_TYPE_SNAPSHOT == e.type && -1 == e.serviceId)
            {
                cmIndex = i;
                break;
            }
        }

        final StringBuilder plan = new StringBuilder("PLAN");
        if (-1 != cmIndex)
        {
            final ArrayList<RecordingLog.Snapshot> snapshots = new ArrayList<>();
            try
            {
                RecordingLog.addSnapshots(snapshots, entries, serviceCount, cmIndex);
                String separator = " ";
                for (final RecordingLog.Snapshot s : snapshots)
                {
                    plan.append(separator).append(s.recordingId()).append(':').append(s.serviceId()).append(':')
                        .append(s.logPosition());
                    separator = ",";
                }
            }
            catch (final ClusterException | IndexOutOfBoundsException ex)
            {
                plan.append(" refused");
            }
        }
        System.out.println(plan);
    }

    private static String index(final RecordingLog.Entry entry)
    {
        return null == entry ? "-" : Integer.toString(entry.entryIndex);
    }

    private static long l(final String s)
    {
        return Long.parseLong(s);
    }
}
