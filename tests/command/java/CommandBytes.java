// Writes client<->driver commands with Aeron's own flyweights (io.aeron.command) and prints their bytes.
//
// Input (stdin), one command a line: the schema message name, then the record's fields in order;
// integers in decimal, booleans as 0/1, strings and byte blocks as hex ("-" when empty).
// Output (stdout), one line per input line: the hex of the flyweight's bytes, exactly length() long.
// Used by tests/command/test_java_bytes.py; compiled there against the pinned aeron-all jar.

import io.aeron.ErrorCode;
import io.aeron.command.*;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.agrona.concurrent.UnsafeBuffer;

public final class CommandBytes
{
    private static String[] f;

    static long l(final int i)
    {
        return Long.parseLong(f[i]);
    }

    static int i(final int i)
    {
        return Integer.parseInt(f[i]);
    }

    static byte[] b(final int i)
    {
        if ("-".equals(f[i]))
        {
            return new byte[0];
        }
        final byte[] out = new byte[f[i].length() / 2];
        for (int k = 0; k < out.length; k++)
        {
            out[k] = (byte)Integer.parseInt(f[i].substring(2 * k, 2 * k + 2), 16);
        }
        return out;
    }

    static String s(final int i)
    {
        return new String(b(i), StandardCharsets.US_ASCII);
    }

    static ErrorCode code(final int value)
    {
        for (final ErrorCode c : ErrorCode.values())
        {
            if (c.value() == value)
            {
                return c;
            }
        }
        throw new IllegalArgumentException("no ErrorCode " + value);
    }

    static int write(final UnsafeBuffer buffer) throws Exception
    {
        switch (f[0])
        {
            case "AddPublication":
            case "AddExclusivePublication":
            {
                final PublicationMessageFlyweight m = new PublicationMessageFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1));
                m.correlationId(l(2));
                m.streamId(i(3)).channel(s(4));
                return m.length();
            }
            case "RemovePublication":
            {
                final RemovePublicationFlyweight m = new RemovePublicationFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1));
                m.correlationId(l(2));
                m.registrationId(l(3));
                m.revoke(i(4) != 0);
                return RemovePublicationFlyweight.length();
            }
            case "AddSubscription":
            {
                final SubscriptionMessageFlyweight m = new SubscriptionMessageFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1));
                m.correlationId(l(2));
                m.registrationCorrelationId(l(3)).streamId(i(4)).channel(s(5));
                return m.length();
            }
            case "RemoveSubscription":
            case "RemoveCounter":
            {
                final RemoveMessageFlyweight m = "RemoveCounter".equals(f[0]) ?
                    new RemoveCounterFlyweight() : new RemoveSubscriptionFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1));
                m.correlationId(l(2));
                m.registrationId(l(3));
                return RemoveMessageFlyweight.length();
            }
            case "ClientKeepalive":
            case "ClientClose":
            {
                final CorrelatedMessageFlyweight m = new CorrelatedMessageFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1)).correlationId(l(2));
                return CorrelatedMessageFlyweight.LENGTH;
            }
            case "AddDestination":
            case "RemoveDestination":
            case "AddRcvDestination":
            case "RemoveRcvDestination":
            {
                final DestinationMessageFlyweight m = new DestinationMessageFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1));
                m.correlationId(l(2));
                m.registrationCorrelationId(l(3)).channel(s(4));
                return m.length();
            }
            case "AddCounter":
            {
                final CounterMessageFlyweight m = new CounterMessageFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1));
                m.correlationId(l(2));
                final byte[] key = b(4);
                m.typeId(i(3)).keyBuffer(new UnsafeBuffer(key), 0, key.length).label(s(5));
                return m.length();
            }
            case "AddStaticCounter":
            {
                final StaticCounterMessageFlyweight m = new StaticCounterMessageFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1));
                m.correlationId(l(2));
                final byte[] key = b(5);
                m.registrationId(l(3)).typeId(i(4)).keyBuffer(new UnsafeBuffer(key), 0, key.length).label(s(6));
                return m.length();
            }
            case "TerminateDriver":
            {
                final TerminateDriverFlyweight m = new TerminateDriverFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1));
                m.correlationId(l(2));
                final byte[] token = b(3);
                m.tokenBuffer(new UnsafeBuffer(token), 0, token.length);
                return m.length();
            }
            case "RejectImage":
            {
                final RejectImageFlyweight m = new RejectImageFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1)).correlationId(l(2));
                m.imageCorrelationId(l(3)).position(l(4)).reason(s(5));
                return RejectImageFlyweight.computeLength(s(5));
            }
            case "RemoveDestinationById":
            {
                final DestinationByIdMessageFlyweight m = new DestinationByIdMessageFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1));
                m.correlationId(l(2));
                m.resourceRegistrationId(l(3)).destinationRegistrationId(l(4));
                return DestinationByIdMessageFlyweight.MESSAGE_LENGTH;
            }
            case "GetNextAvailableSessionId":
            {
                final GetNextAvailableSessionIdMessageFlyweight m = new GetNextAvailableSessionIdMessageFlyweight();
                m.wrap(buffer, 0);
                m.clientId(l(1));
                m.correlationId(l(2));
                m.streamId(i(3));
                return m.length();
            }
            case "OnError":
            {
                final ErrorResponseFlyweight m = new ErrorResponseFlyweight().wrap(buffer, 0);
                m.offendingCommandCorrelationId(l(1)).errorCode(code(i(2))).errorMessage(s(3));
                return m.length();
            }
            case "OnAvailableImage":
            {
                final ImageBuffersReadyFlyweight m = new ImageBuffersReadyFlyweight().wrap(buffer, 0);
                m.correlationId(l(1)).sessionId(i(2)).streamId(i(3)).subscriptionRegistrationId(l(4))
                    .subscriberPositionId(i(5)).logFileName(s(6)).sourceIdentity(s(7));
                return m.length();
            }
            case "OnPublicationReady":
            case "OnExclusivePublicationReady":
            {
                final PublicationBuffersReadyFlyweight m = new PublicationBuffersReadyFlyweight().wrap(buffer, 0);
                m.correlationId(l(1)).registrationId(l(2)).sessionId(i(3)).streamId(i(4))
                    .publicationLimitCounterId(i(5)).channelStatusCounterId(i(6)).logFileName(s(7));
                return m.length();
            }
            case "OnOperationSuccess":
                new OperationSucceededFlyweight().wrap(buffer, 0).correlationId(l(1));
                return OperationSucceededFlyweight.LENGTH;
            case "OnUnavailableImage":
            {
                final ImageMessageFlyweight m = new ImageMessageFlyweight().wrap(buffer, 0);
                m.correlationId(l(1)).subscriptionRegistrationId(l(2)).streamId(i(3)).channel(s(4));
                return m.length();
            }
            case "OnSubscriptionReady":
                new SubscriptionReadyFlyweight().wrap(buffer, 0).correlationId(l(1)).channelStatusCounterId(i(2));
                return SubscriptionReadyFlyweight.LENGTH;
            case "OnCounterReady":
            case "OnUnavailableCounter":
                new CounterUpdateFlyweight().wrap(buffer, 0).correlationId(l(1)).counterId(i(2));
                return CounterUpdateFlyweight.LENGTH;
            case "OnClientTimeout":
                new ClientTimeoutFlyweight().wrap(buffer, 0).clientId(l(1));
                return ClientTimeoutFlyweight.LENGTH;
            case "OnStaticCounter":
                new StaticCounterFlyweight().wrap(buffer, 0).correlationId(l(1)).counterId(i(2));
                return StaticCounterFlyweight.LENGTH;
            case "OnPublicationError":
            {
                final PublicationErrorFrameFlyweight m = new PublicationErrorFrameFlyweight().wrap(buffer, 0);
                final InetAddress address = InetAddress.getByAddress(b(9));
                m.registrationId(l(1)).destinationRegistrationId(l(2)).sessionId(i(3)).streamId(i(4))
                    .receiverId(l(5)).groupTag(l(6)).sourceAddress(new InetSocketAddress(address, i(8)))
                    .errorCode(code(i(10))).errorMessage(s(11));
                return m.length();
            }
            case "OnNextAvailableSessionId":
                new NextAvailableSessionIdFlyweight().wrap(buffer, 0).correlationId(l(1)).nextSessionId(i(2));
                return NextAvailableSessionIdFlyweight.LENGTH;
            default:
                throw new IllegalArgumentException("unknown message " + f[0]);
        }
    }

    public static void main(final String[] args) throws Exception
    {
        final BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        final StringBuilder out = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null)
        {
            f = line.trim().split(" ");
            final UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(8192));
            final int length = write(buffer);
            for (int k = 0; k < length; k++)
            {
                out.append(String.format("%02x", buffer.getByte(k) & 0xFF));
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
