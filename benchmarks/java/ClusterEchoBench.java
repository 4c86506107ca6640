/*
 * aeronkit benchmark anchor: Aeron Java's AeronCluster client against a cluster whose service answers each
 * message with the same bytes (an EchoService, Java's or aeronkit's; or the interop service, whose op 1 ECHO
 * answers the whole message).
 *
 * Connects with AeronCluster's own properties (aeron.dir of a running driver, aeron.cluster.ingress.channel,
 * aeron.cluster.ingress.endpoints, aeron.cluster.egress.channel), then
 *   1. round trips: one ECHO at a time carrying System.nanoTime() after its 9-byte op header; the time from the
 *      offer to the echo's arrival goes into the HdrHistogram aeron-all shades (10 s, 3 digits), after a warm-up;
 *   2. throughput: aeronkit.bench.echo.messages ECHOs with at most aeronkit.bench.window in flight, timed from
 *      the first offer to the last echo.
 *   3. with aeronkit.bench.failover=true (a multi-member cluster): one ECHO at a time again; after
 *      aeronkit.bench.failover.warmup echoes it prints "failover-ready" and carries on until the harness has
 *      killed the leader, the NewLeaderEvent came (EgressListener.onNewLeader) and an echo came after it. A
 *      message in flight when the event comes is given up and a fresh one offered to the new leader.
 * Both idle with Agrona's BackoffIdleStrategy between polls that found nothing, as benchmarks/cluster.py's
 * Python worker does with aeronkit's. Properties: aeronkit.bench.rtt.messages, aeronkit.bench.rtt.warmup,
 * aeronkit.bench.echo.messages, aeronkit.bench.window, aeronkit.bench.messageLength (body after the op header),
 * aeronkit.bench.failover, aeronkit.bench.failover.warmup.
 * Prints:  rtt-ns p50=.. p90=.. p99=.. p99.9=.. max=.. count=..
 *          echo msgs-per-sec=.. count=..
 *          failover new-leader-ns=.. next-echo-ns=..   (System.nanoTime: CLOCK_MONOTONIC, as the harness's)
 */
package aeronkit.bench;

import io.aeron.Aeron;
import io.aeron.cluster.client.AeronCluster;
import io.aeron.cluster.client.EgressListener;
import io.aeron.logbuffer.Header;
import io.aeron.shadow.org.HdrHistogram.Histogram;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.concurrent.TimeUnit;

public final class ClusterEchoBench implements EgressListener
{
    private static final int OP_HEADER_LENGTH = 9;
    private static final byte ECHO = 1;
    private static final long TIMEOUT_NS = TimeUnit.SECONDS.toNanos(30);
    private static final long FAILOVER_TIMEOUT_NS = TimeUnit.SECONDS.toNanos(120);

    private final Histogram histogram = new Histogram(TimeUnit.SECONDS.toNanos(10), 3);
    private boolean recording;
    private long received;
    private long newLeaderNs;

    public void onMessage(
        final long clusterSessionId,
        final long timestamp,
        final DirectBuffer buffer,
        final int offset,
        final int length,
        final Header header)
    {
        if (recording)
        {
            histogram.recordValue(System.nanoTime() - buffer.getLong(offset + OP_HEADER_LENGTH, ByteOrder.LITTLE_ENDIAN));
        }
        received++;
    }

    public void onNewLeader(
        final long clusterSessionId, final long leadershipTermId, final int leaderMemberId, final String ingressEndpoints)
    {
        if (0 == newLeaderNs)
        {
            newLeaderNs = System.nanoTime();
        }
    }

    public static void main(final String[] args)
    {
        final int rttMessages = Integer.getInteger("aeronkit.bench.rtt.messages", 2_000);
        final int rttWarmup = Integer.getInteger("aeronkit.bench.rtt.warmup", 500);
        final int echoMessages = Integer.getInteger("aeronkit.bench.echo.messages", 10_000);
        final int window = Integer.getInteger("aeronkit.bench.window", 64);
        final int length = OP_HEADER_LENGTH + Math.max(8, Integer.getInteger("aeronkit.bench.messageLength", 100));
        final ClusterEchoBench bench = new ClusterEchoBench();
        final UnsafeBuffer message = new UnsafeBuffer(ByteBuffer.allocateDirect(length));
        message.putByte(0, ECHO);
        final IdleStrategy idle = new BackoffIdleStrategy();

        try (Aeron aeron = Aeron.connect(new Aeron.Context());
            AeronCluster cluster = AeronCluster.connect(new AeronCluster.Context()
                .aeron(aeron)
                .egressListener(bench)))
        {
            long requestId = 1;
            for (int i = 0; i < rttWarmup + rttMessages; i++)
            {
                bench.recording = i >= rttWarmup;
                message.putLong(1, requestId++, ByteOrder.LITTLE_ENDIAN);
                message.putLong(OP_HEADER_LENGTH, System.nanoTime(), ByteOrder.LITTLE_ENDIAN);
                final long target = bench.received + 1;
                final long deadline = System.nanoTime() + TIMEOUT_NS;
                while (cluster.offer(message, 0, length) < 0)
                {
                    idle.idle(cluster.pollEgress());
                    check(deadline, "offer");
                }
                idle.reset();
                while (bench.received < target)
                {
                    idle.idle(cluster.pollEgress());
                    check(deadline, "echo");
                }
            }
            bench.recording = false;

            final long base = bench.received;
            long sent = 0;
            final long start = System.nanoTime();
            long deadline = start + TIMEOUT_NS;
            while (bench.received - base < echoMessages)
            {
                int work = 0;
                if (sent < echoMessages && sent - (bench.received - base) < window)
                {
                    message.putLong(1, requestId, ByteOrder.LITTLE_ENDIAN);
                    if (cluster.offer(message, 0, length) > 0)
                    {
                        requestId++;
                        sent++;
                        work++;
                        deadline = System.nanoTime() + TIMEOUT_NS;
                    }
                }
                work += cluster.pollEgress();
                check(deadline, "echo run");
                idle.idle(work);
            }
            final double seconds = (System.nanoTime() - start) / 1e9;

            System.out.format("rtt-ns p50=%d p90=%d p99=%d p99.9=%d max=%d count=%d%n",
                bench.histogram.getValueAtPercentile(50.0), bench.histogram.getValueAtPercentile(90.0),
                bench.histogram.getValueAtPercentile(99.0), bench.histogram.getValueAtPercentile(99.9),
                bench.histogram.getMaxValue(), bench.histogram.getTotalCount());
            System.out.format("echo msgs-per-sec=%.1f count=%d%n", echoMessages / seconds, echoMessages);
            System.out.flush();

            if (Boolean.getBoolean("aeronkit.bench.failover"))
            {
                failover(cluster, bench, message, length, requestId, idle,
                    Integer.getInteger("aeronkit.bench.failover.warmup", 200));
            }
        }
    }

    private static void failover(
        final AeronCluster cluster,
        final ClusterEchoBench bench,
        final UnsafeBuffer message,
        final int length,
        final long firstRequestId,
        final IdleStrategy idle,
        final int warmup)
    {
        final long deadline = System.nanoTime() + FAILOVER_TIMEOUT_NS;
        long requestId = firstRequestId;
        long target = -1;
        long streamed = 0;
        boolean resent = false;
        while (true)
        {
            int work = 0;
            if (target < 0)
            {
                message.putLong(1, requestId, ByteOrder.LITTLE_ENDIAN);
                if (cluster.offer(message, 0, length) > 0)
                {
                    requestId++;
                    target = bench.received + 1;
                    work++;
                }
            }
            work += cluster.pollEgress();
            if (target >= 0 && bench.received >= target)
            {
                target = -1;
                if (++streamed == warmup)
                {
                    System.out.println("failover-ready");
                    System.out.flush();
                }
                if (0 != bench.newLeaderNs)
                {
                    System.out.format("failover new-leader-ns=%d next-echo-ns=%d%n",
                        bench.newLeaderNs, System.nanoTime());
                    return;
                }
            }
            else if (0 != bench.newLeaderNs && !resent)
            {
                resent = true;
                target = -1;
            }
            if (cluster.isClosed())
            {
                throw new IllegalStateException("cluster client closed during the failover");
            }
            check(deadline, "failover");
            idle.idle(work);
        }
    }

    private static void check(final long deadline, final String what)
    {
        if (System.nanoTime() - deadline > 0)
        {
            throw new IllegalStateException("no progress in " + what + " within 30 s");
        }
    }
}
