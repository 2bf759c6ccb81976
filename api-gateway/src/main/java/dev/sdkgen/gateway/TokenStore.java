package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/**
 * Which caller a bearer token is. The bootstrap tokens of {@code sdkgen.gateway.api-tokens} are
 * admins (compared as SHA-256 digests in constant time); every other token is a record in the
 * orchestrator's database, looked up by its SHA-256 and kept here for {@code token-cache-ttl} — the
 * longest a token revoked through another gateway instance still works here (this instance forgets
 * a token it revoked at once). Expiry is checked on every request.
 */
@ApplicationScoped
public class TokenStore {

    /** Prefix of the tokens this service makes, so that a leaked one is recognisable (secret scanners). */
    static final String PREFIX = "sdkgen_";
    private static final int MAX_CACHED = 10_000;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final List<byte[]> bootstrap;
    private final Orchestrator orchestrator;
    private final AccessClient client;
    private final Duration ttl;
    private final Clock clock = Clock.systemUTC();
    private final Map<String, Cached> cache = new ConcurrentHashMap<>();

    /** A looked-up token: the caller, or why it is refused; and when it was looked up. */
    record Cached(Caller caller, String refusal, Instant fetchedAt) {
    }

    /** The caller a token is, or the reason it is refused. */
    public record Result(Caller caller, String refusal) {
    }

    public TokenStore(GatewayConfig config, Orchestrator orchestrator, @RestClient AccessClient client) {
        this.bootstrap = config.apiTokens().stream().map(String::trim).filter(t -> !t.isEmpty())
                .map(TokenStore::sha256).toList();
        this.orchestrator = orchestrator;
        this.client = client;
        this.ttl = config.tokenCacheTtl();
    }

    public Result authenticate(String token) {
        byte[] digest = sha256(token);
        boolean isBootstrap = false;
        for (byte[] known : bootstrap) {
            isBootstrap |= MessageDigest.isEqual(digest, known);
        }
        if (isBootstrap) {
            return new Result(new Caller("bootstrap", "bootstrap", Role.ADMIN, null, null), null);
        }
        if (!token.startsWith(PREFIX)) {
            return new Result(null, "invalid bearer token");
        }
        String hash = HexFormat.of().formatHex(digest);
        Instant now = clock.instant();
        Cached cached = cache.get(hash);
        if (cached == null || cached.fetchedAt().plus(ttl).isBefore(now)) {
            cached = lookUp(hash, now);
            if (cache.size() >= MAX_CACHED) {
                cache.clear();
            }
            cache.put(hash, cached);
        }
        Caller caller = cached.caller();
        if (caller != null && caller.expiresAt() != null && !caller.expiresAt().isAfter(now)) {
            return new Result(null, "token \"" + caller.name() + "\" expired at " + caller.expiresAt());
        }
        return new Result(caller, cached.refusal());
    }

    private Cached lookUp(String hash, Instant now) {
        JsonNode token;
        try {
            token = orchestrator.call(() -> client.tokenByHash(hash));
        } catch (ApiException e) {
            if (e.status() == 404) {
                return new Cached(null, "invalid bearer token", now);
            }
            throw e;
        }
        if (token.hasNonNull("revoked_at")) {
            return new Cached(null, "token \"" + token.path("name").asText() + "\" was revoked at "
                    + token.get("revoked_at").asText(), now);
        }
        List<String> projects = null;
        if (token.path("projects").isArray()) {
            projects = new ArrayList<>();
            for (JsonNode p : token.get("projects")) {
                projects.add(p.asText());
            }
        }
        Instant expires = token.hasNonNull("expires_at") ? Instant.parse(token.get("expires_at").asText()) : null;
        return new Cached(new Caller(token.path("id").asText(), token.path("name").asText(),
                Role.of(token.path("role").asText()), projects, expires), null, now);
    }

    /** Forgets every cached lookup of the token with this id (it was just revoked here). */
    public void forget(String tokenId) {
        cache.values().removeIf(c -> c.caller() != null && c.caller().id().equals(tokenId));
    }

    /** A new token: {@code sdkgen_} + 43 base64url characters (256 random bits). */
    static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String hashHex(String token) {
        return HexFormat.of().formatHex(sha256(token));
    }

    static byte[] sha256(String value) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
