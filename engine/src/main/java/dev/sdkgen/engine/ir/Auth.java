package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Where the API key goes, from the spec's security scheme.
 *
 * @param kind       placement
 * @param name       header or query parameter name for {@link Kind#HEADER} / {@link Kind#QUERY}
 * @param schemeName the security scheme's name in {@code components/securitySchemes}, or null
 * @param prefix     for a {@link Kind#HEADER} key in the {@code Authorization} header: the scheme word sent before
 *                   the key and a space ({@code client.auth_prefix}), else null
 * @param env        for a scheme other than the primary one ({@link Client#schemes()}): the environment variable
 *                   read when its credential is not passed; null for the primary scheme, which reads
 *                   {@link Client#apiKeyEnv()}
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Auth(Kind kind, String name, String schemeName, String prefix, String env) {
    /** Placements. */
    public enum Kind {
        /** {@code Authorization: Bearer <key>} (http bearer, OAuth 2 and OpenID Connect access tokens). */
        BEARER,
        /** {@code Authorization: Basic <base64(key)>}; the key is {@code user:password}. */
        BASIC,
        /** A named header carries the key. */
        HEADER,
        /** A named query parameter carries the key. */
        QUERY,
        /** No authentication. */
        NONE
    }

    public static final Auth NONE = new Auth(Kind.NONE, null, null, null, null);

    /** A scheme without a prefix. */
    public Auth(Kind kind, String name, String schemeName) {
        this(kind, name, schemeName, null, null);
    }

    /** A scheme read from {@code client.api_key_env} (the primary one). */
    public Auth(Kind kind, String name, String schemeName, String prefix) {
        this(kind, name, schemeName, prefix, null);
    }

    /** This scheme with its own environment variable. */
    public Auth withEnv(String variable) {
        return new Auth(kind, name, schemeName, prefix, variable);
    }

    /** This scheme with {@code client.auth_prefix} applied: only an apiKey in the {@code Authorization} header takes it. */
    public Auth withPrefix(String authPrefix) {
        boolean applies = authPrefix != null && kind == Kind.HEADER && "authorization".equalsIgnoreCase(name);
        return applies ? new Auth(kind, name, schemeName, authPrefix, env) : this;
    }
}
