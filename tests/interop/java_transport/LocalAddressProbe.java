/*
 * Aeron's Java client asking a media driver (ours, in the tests) which ports it bound.
 *
 * Subscribes to aeron:udp?endpoint=127.0.0.1:0, waits for Subscription.tryResolveChannelEndpointPort() to
 * name the port the driver chose (it reads the driver's local-socket-address counters), publishes to the
 * resolved channel and receives one message through it, and adds a dynamic MDC publication whose control
 * port is a wildcard. Prints, one per line:
 *   resolved <channel>            sub-addresses <a,b,..>      sub-status-id <id>
 *   pub-addresses <a,..>          pub-status-id <id>          mdc-addresses <a,..>      received <text>
 * then "ready", waits for a line on stdin (so the harness can read the driver's counters while everything
 * is open), closes all and prints "closed". Exits 1 with a "failed: ..." line on a timeout.
 *
 * Settings: aeron.dir (Aeron's), aeronkit.stream.id (1301), aeronkit.timeout.ms (30000).
 */
import io.aeron.Aeron;
import io.aeron.ExclusivePublication;
import io.aeron.Subscription;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.function.BooleanSupplier;

public final class LocalAddressProbe
{
    static long deadlineMs;

    static void await(final BooleanSupplier condition, final String what) throws InterruptedException
    {
        while (!condition.getAsBoolean())
        {
            if (System.currentTimeMillis() > deadlineMs)
            {
                System.out.println("failed: timed out waiting for " + what);
                System.out.flush();
                System.exit(1);
            }
            Thread.sleep(1);
        }
    }

    public static void main(final String[] args) throws Exception
    {
        final int streamId = Integer.getInteger("aeronkit.stream.id", 1301);
        deadlineMs = System.currentTimeMillis() + Long.getLong("aeronkit.timeout.ms", 30_000L);

        try (Aeron aeron = Aeron.connect(new Aeron.Context());
            Subscription subscription = aeron.addSubscription("aeron:udp?endpoint=127.0.0.1:0", streamId))
        {
            await(() -> null != subscription.tryResolveChannelEndpointPort(), "the resolved port");
            final String resolved = subscription.tryResolveChannelEndpointPort();
            System.out.println("resolved " + resolved);
            System.out.println("sub-addresses " + String.join(",", subscription.localSocketAddresses()));
            System.out.println("sub-status-id " + subscription.channelStatusId());

            try (ExclusivePublication publication =
                    aeron.addExclusivePublication(resolved + "|term-length=64k", streamId);
                ExclusivePublication mdc = aeron.addExclusivePublication(
                    "aeron:udp?control-mode=dynamic|control=127.0.0.1:0|term-length=64k", streamId + 1))
            {
                await(publication::isConnected, "the publication to the resolved port");
                System.out.println("pub-addresses " + String.join(",", publication.localSocketAddresses()));
                System.out.println("pub-status-id " + publication.channelStatusId());
                await(() -> !mdc.localSocketAddresses().isEmpty(), "the MDC control address");
                System.out.println("mdc-addresses " + String.join(",", mdc.localSocketAddresses()));

                final byte[] text = "through the resolved port".getBytes(StandardCharsets.US_ASCII);
                await(() -> publication.offer(new UnsafeBuffer(text)) > 0, "the offer");
                final StringBuilder received = new StringBuilder();
                await(
                    () -> subscription.poll(
                        (buffer, offset, length, header) -> received.append(buffer.getStringWithoutLengthAscii(
                            offset, length)), 10) > 0 || received.length() > 0,
                    "the message");
                System.out.println("received " + received);
                System.out.println("ready");
                System.out.flush();
                new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII)).readLine();
            }
        }
        System.out.println("closed");
        System.out.flush();
    }
}
