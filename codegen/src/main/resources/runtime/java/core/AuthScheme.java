// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.util.Objects;
import java.util.Optional;

/** Where the API key goes, from the spec's security scheme. Immutable; build one with the factory methods. */
public final class AuthScheme {

    /** The placements. */
    public enum Kind {
        /** No authentication. */
        NONE,
        /** {@code Authorization: Bearer <key>} (http bearer). */
        BEARER,
        /** {@code Authorization: Basic <base64(key)>} (http basic); the key is {@code user:password}. */
        BASIC,
        /** The key as the value of a named header (apiKey in header). */
        HEADER,
        /** The key as the value of a named query parameter (apiKey in query). */
        QUERY
    }

    private static final AuthScheme NONE = new AuthScheme(Kind.NONE, null, null);
    private static final AuthScheme BEARER = new AuthScheme(Kind.BEARER, null, null);
    private static final AuthScheme BASIC = new AuthScheme(Kind.BASIC, null, null);

    private final Kind kind;
    private final String name;
    private final String prefix;
    private final String scheme;
    private final String env;

    private AuthScheme(Kind kind, String name, String prefix) {
        this(kind, name, prefix, null, null);
    }

    private AuthScheme(Kind kind, String name, String prefix, String scheme, String env) {
        this.kind = kind;
        this.name = name;
        this.prefix = prefix;
        this.scheme = scheme;
        this.env = env;
    }

    /**
     * This placement as the spec's security scheme {@code scheme}: operations name the schemes they send
     * ({@link RequestSpec#security()}).
     *
     * @param scheme the scheme's name in the spec
     * @return the named scheme
     */
    public AuthScheme named(String scheme) {
        return new AuthScheme(kind, name, prefix, Objects.requireNonNull(scheme, "scheme"), env);
    }

    /**
     * This placement as the spec's security scheme {@code scheme}, other than the primary one: its value comes from
     * the client builder, else from the environment variable {@code env}.
     *
     * @param scheme the scheme's name in the spec
     * @param env    the environment variable read when no value is set
     * @return the named scheme
     */
    public AuthScheme named(String scheme, String env) {
        return new AuthScheme(kind, name, prefix, Objects.requireNonNull(scheme, "scheme"), Objects.requireNonNull(env, "env"));
    }

    /**
     * The scheme's name in the spec.
     *
     * @return the name, when operations name their schemes
     */
    public Optional<String> scheme() {
        return Optional.ofNullable(scheme);
    }

    /**
     * The environment variable of a scheme other than the primary one.
     *
     * @return the variable, if any
     */
    public Optional<String> env() {
        return Optional.ofNullable(env);
    }

    /**
     * No authentication: no key is sent.
     *
     * @return the scheme
     */
    public static AuthScheme none() {
        return NONE;
    }

    /**
     * {@code Authorization: Bearer <key>}.
     *
     * @return the scheme
     */
    public static AuthScheme bearer() {
        return BEARER;
    }

    /**
     * {@code Authorization: Basic <base64(UTF-8 key)>}: the key is {@code user:password}; a key without
     * {@code :} is the user name with an empty password (as Stripe expects).
     *
     * @return the scheme
     */
    public static AuthScheme basic() {
        return BASIC;
    }

    /**
     * The key as the value of the named header.
     *
     * @param name the header name, e.g. {@code X-API-Key}
     * @return the scheme
     */
    public static AuthScheme header(String name) {
        return new AuthScheme(Kind.HEADER, requireName(name), null);
    }

    /**
     * The key, after a prefix and a space, as the value of the named header: sdkgen.yaml's
     * {@code client.auth_prefix} ({@code header("Authorization", "Bot")} sends {@code Authorization: Bot <key>}).
     *
     * @param name   the header name
     * @param prefix the prefix, or null for none
     * @return the scheme
     */
    public static AuthScheme header(String name, String prefix) {
        return new AuthScheme(Kind.HEADER, requireName(name), prefix == null || prefix.isEmpty() ? null : prefix);
    }

    /**
     * The key as the value of the named query parameter (masked as {@code ***} in exception URLs).
     *
     * @param name the query parameter name, e.g. {@code api_key}
     * @return the scheme
     */
    public static AuthScheme query(String name) {
        return new AuthScheme(Kind.QUERY, requireName(name), null);
    }

    /**
     * The placement.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The header or query parameter name.
     *
     * @return the name for {@link Kind#HEADER} and {@link Kind#QUERY}, else empty
     */
    public Optional<String> name() {
        return Optional.ofNullable(name);
    }

    /**
     * The prefix written before the key in a header.
     *
     * @return the prefix, if any
     */
    public Optional<String> prefix() {
        return Optional.ofNullable(prefix);
    }

    private static String requireName(String name) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("an apiKey auth scheme needs a header or query parameter name");
        }
        return name;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof AuthScheme)) {
            return false;
        }
        AuthScheme that = (AuthScheme) other;
        return kind == that.kind && Objects.equals(name, that.name) && Objects.equals(prefix, that.prefix)
                && Objects.equals(scheme, that.scheme) && Objects.equals(env, that.env);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, name, prefix, scheme, env);
    }

    @Override
    public String toString() {
        return "AuthScheme[" + kind + (name == null ? "" : " " + name) + (prefix == null ? "" : " prefix " + prefix)
                + (scheme == null ? "" : " scheme " + scheme) + (env == null ? "" : " env " + env) + "]";
    }
}
