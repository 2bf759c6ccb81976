package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Where the API key goes, from the spec's security scheme.
 *
 * @param kind       placement
 * @param name       header or query parameter name for {@link Kind#HEADER} / {@link Kind#QUERY}
 * @param schemeName the security scheme's name in {@code components/securitySchemes}, or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Auth(Kind kind, String name, String schemeName) {
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

    public static final Auth NONE = new Auth(Kind.NONE, null, null);
}
