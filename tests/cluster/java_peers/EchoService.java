import io.aeron.ExclusivePublication;
import io.aeron.Image;
import io.aeron.Publication;
import io.aeron.cluster.codecs.CloseReason;
import io.aeron.cluster.service.ClientSession;
import io.aeron.cluster.service.Cluster;
import io.aeron.cluster.service.ClusteredService;
import io.aeron.logbuffer.Header;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.IdleStrategy;

/**
 * aeronkit test program: the smallest useful clustered service, stateless, replying to every session message
 * with the same bytes. Aeron's sample EchoService is package-private, so a container cannot load it by name.
 */
public final class EchoService implements ClusteredService
{
    private IdleStrategy idle;

    public EchoService()
    {
    }

    public void onStart(final Cluster cluster, final Image snapshotImage)
    {
        idle = cluster.idleStrategy();
    }

    public void onSessionOpen(final ClientSession session, final long timestamp)
    {
    }

    public void onSessionClose(final ClientSession session, final long timestamp, final CloseReason closeReason)
    {
    }

    public void onSessionMessage(
        final ClientSession session,
        final long timestamp,
        final DirectBuffer buffer,
        final int offset,
        final int length,
        final Header header)
    {
        if (null == session)
        {
            return;
        }
        idle.reset();
        long result;
        while ((result = session.offer(buffer, offset, length)) == Publication.BACK_PRESSURED ||
            result == Publication.ADMIN_ACTION)
        {
            idle.idle();
        }
    }

    public void onTimerEvent(final long correlationId, final long timestamp)
    {
    }

    public void onTakeSnapshot(final ExclusivePublication snapshotPublication)
    {
    }

    public void onRoleChange(final Cluster.Role newRole)
    {
    }

    public void onTerminate(final Cluster cluster)
    {
    }
}
