package dev.sdkgen.runtime.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.sdkgen.runtime.testing.MockServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.function.Executable;

/** A concrete client over the core for the runtime's own tests, and small assertion helpers. */
final class Clients {

    /** Set by the harness to {@code sk-from-env} (JavaRuntimeTest and the scratch pom's surefire settings). */
    static final String API_KEY_ENV = "SDKGEN_RUNTIME_TEST_API_KEY";
    /** Set by the harness to {@code env-user:env-pass}. */
    static final String BASIC_KEY_ENV = "SDKGEN_RUNTIME_TEST_BASIC_KEY";
    /** Never set: clients configured with it find no key in the environment. */
    static final String UNSET_ENV = "SDKGEN_RUNTIME_TEST_UNSET_KEY";

    private Clients() {
    }

    /** The generated-client shape: a builder over {@link ClientBuilder} whose {@code build()} returns the core itself. */
    static final class Builder extends ClientBuilder<Builder, ClientCore> {
        Builder(ClientConfig config) {
            super(config);
        }

        @Override
        protected Builder self() {
            return this;
        }

        @Override
        public ClientCore build() {
            return buildCore();
        }

        /** What a generated {@code withOptions} does first. */
        Builder copyOf(ClientCore core) {
            return from(core);
        }
    }

    /** Records the waits the client asks for; really waits only when {@link #real} is set. */
    static final class Sleeps implements Sleeper {
        final List<Duration> waits = Collections.synchronizedList(new ArrayList<>());
        volatile boolean real;

        @Override
        public void sleep(Duration duration) throws InterruptedException {
            waits.add(duration);
            if (real) {
                Thread.sleep(duration.toMillis());
            }
        }

        /** The waits in (fractional) milliseconds. */
        List<Double> millis() {
            List<Double> result = new ArrayList<>();
            synchronized (waits) {
                waits.forEach(d -> result.add(d.toNanos() / 1_000_000.0));
            }
            return result;
        }
    }

    /** The test SDK's constants: acme 1.4.0, bearer auth, no retry policy, an API key variable that is never set. */
    static ClientConfig.Builder config() {
        return ClientConfig.builder("acme", "1.4.0").defaultBaseUrl("http://127.0.0.1:9").apiKeyEnv(UNSET_ENV)
                .auth(AuthScheme.bearer());
    }

    /** A builder pointed at the server with the key {@code sk-test}, recording sleeps, without jitter. */
    static Builder client(MockServer server, ClientConfig config, Sleeps sleeps) {
        return new Builder(config).baseUrl(server.url()).apiKey("sk-test").sleeper(sleeps).random(() -> 0);
    }

    static ClientCore client(MockServer server) {
        return client(server, config().build(), new Sleeps()).build();
    }

    /** Runs {@code call}, which must throw {@code type}; returns the exception. */
    static <E extends Throwable> E failure(Class<E> type, Executable call) {
        try {
            call.execute();
        } catch (Throwable e) {
            if (type.isInstance(e)) {
                return type.cast(e);
            }
            throw new AssertionError("expected " + type.getSimpleName() + " but got " + e, e);
        }
        return fail("expected " + type.getSimpleName() + " but the call succeeded");
    }

    /** The only request the server received. */
    static MockServer.RecordedRequest only(MockServer server) {
        List<MockServer.RecordedRequest> requests = server.requests();
        assertEquals(1, requests.size(), () -> "requests: " + requests);
        return requests.get(0);
    }

    /** A value the harness must provide. */
    static String requireEnv(String name, Supplier<String> why) {
        String value = System.getenv(name);
        if (value == null) {
            fail("environment variable " + name + " is not set: " + why.get());
        }
        return value;
    }
}
