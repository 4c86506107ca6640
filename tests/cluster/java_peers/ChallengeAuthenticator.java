import io.aeron.security.Authenticator;
import io.aeron.security.AuthenticatorSupplier;
import io.aeron.security.SessionProxy;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * aeronkit test program: an authenticator that challenges once. A connect request carrying {@link #CREDENTIALS}
 * is sent {@link #CHALLENGE}; a challenge response carrying {@link #RESPONSE} is authenticated with principal
 * {@link #PRINCIPAL}; anything else is rejected. The bytes are documented in docs/cluster-interop-service.md so
 * the Python side can play either role. Load it with
 * {@code -Daeron.cluster.authenticator.supplier=ChallengeAuthenticator}.
 */
public final class ChallengeAuthenticator implements AuthenticatorSupplier
{
    public static final byte[] CREDENTIALS = ascii("interop-user");
    public static final byte[] CHALLENGE = ascii("interop-challenge");
    public static final byte[] RESPONSE = ascii("interop-response");
    public static final byte[] PRINCIPAL = ascii("interop-user");

    public ChallengeAuthenticator()
    {
    }

    public Authenticator get()
    {
        return new Challenger();
    }

    private enum Step
    {
        TO_CHALLENGE, CHALLENGED, ACCEPT, REJECT
    }

    /**
     * Called on the consensus module's thread only; one step per session id, dropped once decided.
     */
    static final class Challenger implements Authenticator
    {
        private final Map<Long, Step> steps = new HashMap<>();

        public void onConnectRequest(final long sessionId, final byte[] encodedCredentials, final long nowMs)
        {
            steps.put(sessionId, Arrays.equals(CREDENTIALS, encodedCredentials) ? Step.TO_CHALLENGE : Step.REJECT);
        }

        public void onChallengeResponse(final long sessionId, final byte[] encodedCredentials, final long nowMs)
        {
            if (steps.get(sessionId) == Step.CHALLENGED)
            {
                steps.put(sessionId, Arrays.equals(RESPONSE, encodedCredentials) ? Step.ACCEPT : Step.REJECT);
            }
        }

        public void onConnectedSession(final SessionProxy sessionProxy, final long nowMs)
        {
            final long sessionId = sessionProxy.sessionId();
            final Step step = steps.get(sessionId);
            if (step == Step.TO_CHALLENGE)
            {
                if (sessionProxy.challenge(CHALLENGE))
                {
                    steps.put(sessionId, Step.CHALLENGED);
                }
            }
            else if (step != Step.CHALLENGED)
            {
                steps.remove(sessionId);
                sessionProxy.reject();
            }
        }

        public void onChallengedSession(final SessionProxy sessionProxy, final long nowMs)
        {
            final long sessionId = sessionProxy.sessionId();
            final Step step = steps.get(sessionId);
            if (step == Step.ACCEPT)
            {
                if (sessionProxy.authenticate(PRINCIPAL))
                {
                    steps.remove(sessionId);
                }
            }
            else if (step == Step.REJECT || null == step)
            {
                steps.remove(sessionId);
                sessionProxy.reject();
            }
        }
    }

    private static byte[] ascii(final String text)
    {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
