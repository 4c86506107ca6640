/*
 * Aeron Java's side of a response channel (control-mode=response, response-correlation-id), as AeronArchive
 * and the cluster use them in 1.51.0.
 *
 * aeronkit.mode=server: subscribes to aeronkit.request.channel; for every request image it adds
 *   "<aeronkit.response.channel>|response-correlation-id=<image correlation id>" and answers each request
 *   message "x" on it with "echo:x". Prints "listening", then "answered N" once aeronkit.messages requests
 *   were answered, and keeps answering until stdin closes or says anything.
 * aeronkit.mode=client: subscribes to aeronkit.response.channel, publishes requests on
 *   "<aeronkit.request.channel>|response-correlation-id=<that subscription>", and sends aeronkit.messages
 *   requests "<aeronkit.name> i", each waiting for its "echo:" answer. Prints "answers N session S" (S = the
 *   response image's session) and exits 0; "failed: ..." and exit 2 on a timeout or a wrong answer.
 *
 * Settings: aeron.dir, aeronkit.request.stream.id (1701), aeronkit.response.stream.id (1702),
 * aeronkit.messages (20), aeronkit.name (client), aeronkit.timeout.ms (60000).
 */
import io.aeron.Aeron;
import io.aeron.ExclusivePublication;
import io.aeron.Image;
import io.aeron.Publication;
import io.aeron.Subscription;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

public final class ResponsePeer
{
    static final IdleStrategy IDLE = new BackoffIdleStrategy(10, 20, 1_000, 100_000);
    static long deadlineMs;

    static void fail(final String why)
    {
        System.out.println("failed: " + why);
        System.out.flush();
        System.exit(2);
    }

    static void checkDeadline(final String what)
    {
        if (System.currentTimeMillis() > deadlineMs)
        {
            fail("timed out " + what);
        }
    }

    static void offer(final Publication publication, final String text)
    {
        final UnsafeBuffer buffer = new UnsafeBuffer(text.getBytes(StandardCharsets.US_ASCII));
        IDLE.reset();
        long result;
        while ((result = publication.offer(buffer)) < 0)
        {
            checkDeadline("offering '" + text + "': " + Publication.errorString(result));
            IDLE.idle(0);
        }
    }

    public static void main(final String[] args) throws Exception
    {
        final String mode = System.getProperty("aeronkit.mode", "client");
        final String requestChannel = System.getProperty("aeronkit.request.channel");
        final String responseChannel = System.getProperty("aeronkit.response.channel");
        final int requestStream = Integer.getInteger("aeronkit.request.stream.id", 1701);
        final int responseStream = Integer.getInteger("aeronkit.response.stream.id", 1702);
        final int messages = Integer.getInteger("aeronkit.messages", 20);
        deadlineMs = System.currentTimeMillis() + Long.getLong("aeronkit.timeout.ms", 60_000L);

        try (Aeron aeron = Aeron.connect(new Aeron.Context()))
        {
            if ("server".equals(mode))
            {
                serve(aeron, requestChannel, requestStream, responseChannel, responseStream, messages);
            }
            else
            {
                request(aeron, requestChannel, requestStream, responseChannel, responseStream, messages);
            }
        }
    }

    static void serve(
        final Aeron aeron, final String requestChannel, final int requestStream, final String responseChannel,
        final int responseStream, final int messages) throws Exception
    {
        final Map<Integer, ExclusivePublication> responses = new HashMap<>();
        final InputStream stdin = System.in;
        int answered = 0;
        boolean reported = false;
        try (Subscription requests = aeron.addSubscription(requestChannel, requestStream))
        {
            System.out.println("listening");
            System.out.flush();
            while (stdin.available() == 0)
            {
                int work = 0;
                for (int i = 0; i < requests.imageCount(); i++)
                {
                    final Image image = requests.imageAtIndex(i);
                    ExclusivePublication response = responses.get(image.sessionId());
                    if (null == response)
                    {
                        response = aeron.addExclusivePublication(
                            responseChannel + "|response-correlation-id=" + image.correlationId(), responseStream);
                        responses.put(image.sessionId(), response);
                    }
                    if (!response.isConnected())
                    {
                        continue;
                    }
                    final ExclusivePublication to = response;
                    final int[] count = { 0 };
                    work += image.poll(
                        (buffer, offset, length, header) ->
                        {
                            offer(to, "echo:" + buffer.getStringWithoutLengthAscii(offset, length));
                            count[0]++;
                        },
                        10);
                    answered += count[0];
                }
                if (!reported && answered >= messages)
                {
                    reported = true;
                    System.out.println("answered " + answered);
                    System.out.flush();
                }
                IDLE.idle(work);
            }
            for (final ExclusivePublication response : responses.values())
            {
                response.close();
            }
        }
    }

    static void request(
        final Aeron aeron, final String requestChannel, final int requestStream, final String responseChannel,
        final int responseStream, final int messages)
    {
        final String name = System.getProperty("aeronkit.name", "client");
        try (Subscription answers = aeron.addSubscription(responseChannel, responseStream);
            ExclusivePublication requests = aeron.addExclusivePublication(
                requestChannel + "|response-correlation-id=" + answers.registrationId(), requestStream))
        {
            while (!requests.isConnected())
            {
                checkDeadline("waiting for the server");
                IDLE.idle(0);
            }
            for (int i = 0; i < messages; i++)
            {
                final String request = name + " " + i;
                offer(requests, request);
                final String[] answer = { null };
                while (null == answer[0])
                {
                    final int fragments = answers.poll(
                        (buffer, offset, length, header) ->
                            answer[0] = buffer.getStringWithoutLengthAscii(offset, length), 1);
                    if (0 == fragments)
                    {
                        checkDeadline("waiting for the answer to '" + request + "'");
                    }
                    IDLE.idle(fragments);
                }
                if (!answer[0].equals("echo:" + request))
                {
                    fail("answer '" + answer[0] + "' to '" + request + "'");
                }
            }
            System.out.println("answers " + messages + " session " + answers.imageAtIndex(0).sessionId());
            System.out.flush();
        }
    }
}
