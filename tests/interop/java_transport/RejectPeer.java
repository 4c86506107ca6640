/*
 * Aeron Java's side of an image rejection: a subscriber that rejects the first image it gets (Image.reject),
 * or a publisher that reports the error frames its driver passes on (Aeron.Context
 * .publicationErrorFrameHandler, ON_PUBLICATION_ERROR).
 *
 * aeronkit.mode=rejecter: subscribes to aeronkit.channel; rejects the first image with aeronkit.reason and
 *   prints "rejected session S"; runs until a line arrives on stdin.
 * aeronkit.mode=publisher: publishes to aeronkit.channel (a message every millisecond while connected) until
 *   its handler gets an error frame, then prints "error-frame registration R publication P session S stream T
 *   code C receiver X group G destination D source A message M" and exits 0 (2 on a timeout).
 *
 * Settings: aeron.dir, aeronkit.stream.id (1901), aeronkit.reason ("not for us"), aeronkit.timeout.ms (60000).
 */
import io.aeron.Aeron;
import io.aeron.Image;
import io.aeron.Publication;
import io.aeron.Subscription;
import io.aeron.status.PublicationErrorFrame;
import org.agrona.concurrent.UnsafeBuffer;

import java.util.concurrent.atomic.AtomicReference;

public final class RejectPeer
{
    public static void main(final String[] args) throws Exception
    {
        final String mode = System.getProperty("aeronkit.mode", "rejecter");
        final String channel = System.getProperty("aeronkit.channel");
        final int streamId = Integer.getInteger("aeronkit.stream.id", 1901);
        final long deadlineMs = System.currentTimeMillis() + Long.getLong("aeronkit.timeout.ms", 60_000L);

        if ("rejecter".equals(mode))
        {
            final String reason = System.getProperty("aeronkit.reason", "not for us");
            try (Aeron aeron = Aeron.connect(new Aeron.Context());
                Subscription subscription = aeron.addSubscription(channel, streamId))
            {
                while (0 == subscription.imageCount())
                {
                    if (System.currentTimeMillis() > deadlineMs)
                    {
                        System.out.println("failed: no image");
                        System.exit(2);
                    }
                    Thread.sleep(1);
                }
                final Image image = subscription.imageAtIndex(0);
                image.reject(reason);
                System.out.println("rejected session " + image.sessionId());
                System.out.flush();
                while (System.in.available() == 0)
                {
                    subscription.poll((buffer, offset, length, header) -> {}, 10);
                    Thread.sleep(1);
                }
            }
            return;
        }

        final AtomicReference<PublicationErrorFrame> received = new AtomicReference<>();
        final Aeron.Context ctx = new Aeron.Context()
            .publicationErrorFrameHandler((frame) -> received.compareAndSet(null, frame.clone()));
        try (Aeron aeron = Aeron.connect(ctx);
            Publication publication = aeron.addExclusivePublication(channel, streamId))
        {
            final UnsafeBuffer buffer = new UnsafeBuffer(new byte[64]);
            while (null == received.get())
            {
                if (System.currentTimeMillis() > deadlineMs)
                {
                    System.out.println("failed: no error frame");
                    System.exit(2);
                }
                publication.offer(buffer);
                Thread.sleep(1);
            }
            final PublicationErrorFrame frame = received.get();
            System.out.println("error-frame registration " + frame.registrationId() +
                " publication " + publication.registrationId() + " session " + frame.sessionId() +
                " stream " + frame.streamId() + " code " + frame.errorCode() + " receiver " + frame.receiverId() +
                " group " + frame.groupTag() + " destination " + frame.destinationRegistrationId() +
                " source " + frame.sourceAddress() + " message " + frame.errorMessage());
            System.out.flush();
        }
    }
}
