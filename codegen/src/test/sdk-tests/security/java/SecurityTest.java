// Behaviour of the GENERATED SDK of codegen/src/test/fixtures/security: which credentials each operation sends on the
// wire. The bearer token is the primary scheme (apiKey(...), SECURITY_API_KEY); appKey(...), appSecret(...) and
// tenant(...) set the other schemes (SECURITY_APP_KEY, SECURITY_APP_SECRET, SECURITY_TENANT). The scenarios of
// ../typescript/security.test.ts, in Java (the environment cannot be set from a JVM test: the variables are read
// through the same code as explicit values).
package com.security;

import static dev.sdkgen.runtime.testing.MockServer.response;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.security.models.PreferenceGetParams;
import dev.sdkgen.runtime.testing.MockServer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SecurityTest {
    private final MockServer server = MockServer.shared();

    @BeforeEach
    void reset() {
        server.reset();
    }

    private Security.Builder builder() {
        return Security.builder().baseUrl(server.url());
    }

    private Security.Builder app() {
        return builder().appKey("ak").appSecret("as").tenant("t1");
    }

    /** What a request carried: the two app headers, Authorization and the raw query ("" for none). */
    private static List<String> sent(MockServer.RecordedRequest request) {
        return Arrays.asList(request.header("X-App-Key"), request.header("X-App-Secret"), request.header("Authorization"),
                request.query());
    }

    @Test
    void theSchemesOfOneRequirementAreSentTogether() {
        server.enqueue(response("GET", "/reports").json("{\"ok\": true}"));
        app().apiKey("tok").build().reports().list();
        assertEquals(Arrays.asList("ak", "as", null, "tenant_id=t1"), sent(server.requests().get(0)));
    }

    @Test
    void theFirstAlternativeWhoseSchemesAllHaveAValueIsSent() {
        server.enqueue(response("GET", "/widgets").json("{\"ok\": true}").repeat());
        app().apiKey("tok").build().widgets().list();
        builder().apiKey("tok").build().widgets().list();
        builder().appKey("ak").apiKey("tok").build().widgets().list();
        builder().appKey("ak").build().widgets().list();
        List<List<String>> got = new ArrayList<>();
        server.requests().forEach(r -> got.add(sent(r)));
        assertEquals(List.of(Arrays.asList("ak", "as", null, "tenant_id=t1"), Arrays.asList(null, null, "Bearer tok", ""),
                Arrays.asList(null, null, "Bearer tok", ""), Arrays.asList("ak", null, null, "")), got);
    }

    @Test
    void cookieParametersAreSentInOneCookieHeaderPercentEncoded() {
        server.enqueue(response("GET", "/preferences").json("{\"ok\": true}").repeat());
        Security sdk = builder().apiKey("tok").build();
        sdk.preferences().get(PreferenceGetParams.builder().sessionId("s 1;x,\"y\"%\u00e9").theme("dark").tabs(3L).build());
        sdk.preferences().get(PreferenceGetParams.builder().sessionId("abc").build());
        assertEquals("session_id=s%201%3Bx%2C%22y%22%25%C3%A9; theme=dark; tabs=3", server.requests().get(0).header("Cookie"));
        assertEquals("session_id=abc", server.requests().get(1).header("Cookie"));
        assertEquals(Arrays.asList(null, null, null, ""), sent(server.requests().get(0)));
    }

    @Test
    void noCredentialsForAnEmptySecurityAndThePrimarySchemeWithoutAny() {
        server.enqueue(response("GET", "/status").json("{\"ok\": true}"));
        server.enqueue(response("GET", "/profile").json("{\"ok\": true}"));
        Security sdk = app().apiKey("tok").build();
        sdk.status();
        sdk.profile().get();
        assertEquals(Arrays.asList(null, null, null, ""), sent(server.requests().get(0)));
        assertEquals(Arrays.asList(null, null, "Bearer tok", ""), sent(server.requests().get(1)));
    }

    @Test
    void aPathOptionAndCredentialsAreMethodsOfTheSameBuilder() {
        server.enqueue(response("GET", "/us/exports").json("{\"ok\": true}"));
        server.enqueue(response("GET", "/eu/exports").json("{\"ok\": true}"));
        builder().region("us").appKey("ak").build().exports().list();
        builder().appKey("ak2").build().exports().list();
        assertEquals("/us/exports", server.requests().get(0).path());
        assertEquals("ak", server.requests().get(0).header("X-App-Key"));
        assertEquals("/eu/exports", server.requests().get(1).path());
        assertEquals("ak2", server.requests().get(1).header("X-App-Key"));
    }
}
