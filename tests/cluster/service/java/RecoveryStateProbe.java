import io.aeron.Aeron;
import io.aeron.Counter;
import io.aeron.cluster.service.RecoveryState;
import org.agrona.concurrent.status.CountersReader;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * aeronkit test program: Java's RecoveryState against counters aeronkit allocates, and the reverse. Connects to
 * the driver in args[0]; prints what RecoveryState reads for cluster id args[1], then allocates one for cluster
 * id args[1] + 1 (term 5, position 640, timestamp 1234, recordings 11, 22, 33), prints its counter id and keeps
 * it until stdin closes.
 */
public final class RecoveryStateProbe
{
    public static void main(final String[] args) throws Exception
    {
        try (Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(args[0])))
        {
            final CountersReader counters = aeron.countersReader();
            final int clusterId = Integer.parseInt(args[1]);
            final int counterId = RecoveryState.findCounterId(counters, clusterId);
            final StringBuilder ids = new StringBuilder();
            for (int serviceId = 0; serviceId < Integer.parseInt(args[2]); serviceId++)
            {
                ids.append(serviceId == 0 ? "" : ",").append(
                    RecoveryState.getSnapshotRecordingId(counters, counterId, serviceId));
            }
            System.out.println("read term=" + RecoveryState.getLeadershipTermId(counters, counterId) +
                " position=" + RecoveryState.getLogPosition(counters, counterId) +
                " timestamp=" + RecoveryState.getTimestamp(counters, counterId) +
                " recordings=" + ids +
                " label=" + counters.getCounterLabel(counterId));
            final Counter counter = RecoveryState.allocate(aeron, 5, 640, 1234, clusterId + 1, 11, 22, 33);
            System.out.println("allocated " + counter.id());
            System.out.flush();
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII)).readLine();
        }
    }
}
