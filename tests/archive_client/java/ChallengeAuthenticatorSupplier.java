// An archive authenticator for aeronkit's archive client tests (ours, not from Aeron).
//
// Credentials "user" are challenged with "prove-it" and accepted if the answer is "answer:prove-it";
// credentials "admin" are accepted at once; anything else is rejected. Selected with
// -Daeron.archive.authenticator.supplier=ChallengeAuthenticatorSupplier.

import io.aeron.security.Authenticator;
import io.aeron.security.AuthenticatorSupplier;
import io.aeron.security.SessionProxy;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

public final class ChallengeAuthenticatorSupplier implements AuthenticatorSupplier
{
    static final byte[] CHALLENGE = "prove-it".getBytes(StandardCharsets.US_ASCII);

    enum Decision
    {
        CHALLENGE, ACCEPT, REJECT, CHALLENGED
    }

    public Authenticator get()
    {
        return new Authenticator()
        {
            private final Map<Long, Decision> decisions = new HashMap<>();

            public void onConnectRequest(final long sessionId, final byte[] credentials, final long nowMs)
            {
                final String text = new String(credentials, StandardCharsets.US_ASCII);
                decisions.put(sessionId, "user".equals(text) ? Decision.CHALLENGE :
                    "admin".equals(text) ? Decision.ACCEPT : Decision.REJECT);
            }

            public void onChallengeResponse(final long sessionId, final byte[] credentials, final long nowMs)
            {
                final String text = new String(credentials, StandardCharsets.US_ASCII);
                decisions.put(sessionId, "answer:prove-it".equals(text) ? Decision.ACCEPT : Decision.REJECT);
            }

            public void onConnectedSession(final SessionProxy proxy, final long nowMs)
            {
                final Decision decision = decisions.get(proxy.sessionId());
                if (Decision.CHALLENGE == decision)
                {
                    if (proxy.challenge(CHALLENGE))
                    {
                        decisions.put(proxy.sessionId(), Decision.CHALLENGED);
                    }
                }
                else
                {
                    decide(proxy, decision);
                }
            }

            public void onChallengedSession(final SessionProxy proxy, final long nowMs)
            {
                decide(proxy, decisions.get(proxy.sessionId()));
            }

            private void decide(final SessionProxy proxy, final Decision decision)
            {
                if (Decision.ACCEPT == decision)
                {
                    if (proxy.authenticate(null))
                    {
                        decisions.remove(proxy.sessionId());
                    }
                }
                else if (Decision.REJECT == decision)
                {
                    proxy.reject();
                    decisions.remove(proxy.sessionId());
                }
            }
        };
    }
}
