/*
 * aeronkit test program: drives Aeron's own RecordingLog from a small script so the Python tests can compare
 * files and entries with ours. It sits in Aeron's package only to reach invalidateEntry/removeEntry, which
 * are package-private in Aeron 1.51.0.
 *
 * Script lines (whitespace separated):
 *   create DIR | open DIR | close
 *   term REC TERM BASE TS | snap REC TERM BASE POS TS SERVICE | standby REC TERM BASE POS TS SERVICE ENDPOINT
 *   commit TERM POS | invalidate SORTED_INDEX | invalidateLatest | remove TERM ENTRY_INDEX | print
 * A line prefixed "refused" must throw (Aeron refuses it, as we do); "REFUSED ok" is printed when it does.
 * "print" writes one line per entry in Aeron's in-memory order:
 *   ENTRY rec term base pos ts service type valid entryIndex endpoint-or-dash
 */
package io.aeron.cluster;

import io.aeron.cluster.client.ClusterException;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
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

    private static RecordingLog run(final RecordingLog current, final String[] w, final String line)
    {
        RecordingLog log = current;
        {
            switch (w[0])
            {
                case "":
                    break;
                case "create":
                    log = new RecordingLog(new File(w[1]), true);
                    break;
                case "open":
                    log = new RecordingLog(new File(w[1]), false);
                    break;
                case "close":
                    log.close();
                    log = null;
                    break;
                case "term":
                    log.appendTerm(l(w[1]), l(w[2]), l(w[3]), l(w[4]));
                    break;
                case "snap":
                    log.appendSnapshot(l(w[1]), l(w[2]), l(w[3]), l(w[4]), l(w[5]), Integer.parseInt(w[6]));
                    break;
                case "standby":
                    log.appendStandbySnapshot(
                        l(w[1]), l(w[2]), l(w[3]), l(w[4]), l(w[5]), Integer.parseInt(w[6]), w[7]);
                    break;
                case "commit":
                    log.commitLogPosition(l(w[1]), l(w[2]));
                    break;
                case "invalidate":
                    log.invalidateEntry(Integer.parseInt(w[1]));
                    break;
                case "invalidateLatest":
                    System.out.println("INVALIDATED " + log.invalidateLatestSnapshot());
                    break;
                case "remove":
                    log.removeEntry(l(w[1]), Integer.parseInt(w[2]));
                    break;
                case "print":
                    for (final RecordingLog.Entry e : log.entries())
                    {
                        System.out.println("ENTRY " + e.recordingId + " " + e.leadershipTermId + " " +
                            e.termBaseLogPosition + " " + e.logPosition + " " + e.timestamp + " " + e.serviceId +
                            " " + e.type + " " + e.isValid + " " + e.entryIndex + " " +
                            (null == e.archiveEndpoint ? "-" : e.archiveEndpoint));
                    }
                    System.out.println("END");
                    break;
                default:
                    throw new IllegalArgumentException("unknown script command: " + line);
            }
        }
        return log;
    }

    private static long l(final String s)
    {
        return Long.parseLong(s);
    }
}
