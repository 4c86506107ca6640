/*
 * What the aeronkit latency anchors (IpcPingPong, UdpPingPong) share: the idle strategy of their ping and
 * pong loops, and the lines they print.
 *
 * aeronkit.bench.clientIdleStrategy names the clients' idle strategy with the driver's own names (noop, spin,
 * yield, backoff, sleep-ns, sleep-ms or an Agrona class name), resolved by the driver's lookup
 * (aeron-driver/src/main/java/io/aeron/driver/Configuration.java agentIdleStrategy, 1.51.0) so a preset names
 * the same strategy on both sides. Default: spin, as the samples' BusySpinIdleStrategy.
 * aeronkit.bench.percentiles is a comma-separated list of percentiles; the latency at each is printed on one
 * rtt-dist line, which the harness plots.
 */
package aeronkit.bench;

import io.aeron.driver.Configuration;
import io.aeron.shadow.org.HdrHistogram.Histogram;
import org.agrona.concurrent.IdleStrategy;

final class LatencyReport
{
    private LatencyReport()
    {
    }

    static IdleStrategy clientIdleStrategy()
    {
        return Configuration.agentIdleStrategy(System.getProperty("aeronkit.bench.clientIdleStrategy", "spin"), null);
    }

    static void print(final Histogram histogram)
    {
        System.out.format("rtt-ns p50=%d p90=%d p99=%d p99.9=%d max=%d count=%d%n",
            histogram.getValueAtPercentile(50.0), histogram.getValueAtPercentile(90.0),
            histogram.getValueAtPercentile(99.0), histogram.getValueAtPercentile(99.9),
            histogram.getMaxValue(), histogram.getTotalCount());
        final String ticks = System.getProperty("aeronkit.bench.percentiles", "");
        if (!ticks.isEmpty() && histogram.getTotalCount() > 0)
        {
            final StringBuilder line = new StringBuilder("rtt-dist");
            for (final String tick : ticks.split(","))
            {
                line.append(' ').append(tick).append('=')
                    .append(histogram.getValueAtPercentile(Double.parseDouble(tick)));
            }
            System.out.println(line);
        }
    }
}
