package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.ir.Auth;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Chooses where the API key goes. Candidates are the schemes of the spec's top-level
 * {@code security} requirements (else every scheme it defines); among them a bearer token comes
 * first (http bearer, and OAuth 2 / OpenID Connect, whose access token is sent the same way; the
 * earlier requirement wins between them), then an API key header, an API key query parameter, and
 * http basic. Cookie API keys are not supported.
 */
final class AuthSelector {
    private AuthSelector() {
    }

    static Auth select(Spec spec) {
        JsonNode schemes = spec.root().path("components").path("securitySchemes");
        List<String> candidates = new ArrayList<>();
        JsonNode security = spec.root().get("security");
        if (security != null && security.isArray()) {
            for (JsonNode requirement : security) {
                requirement.fieldNames().forEachRemaining(n -> {
                    if (!candidates.contains(n)) {
                        candidates.add(n);
                    }
                });
            }
        }
        if (candidates.isEmpty()) {
            schemes.fieldNames().forEachRemaining(candidates::add);
        }
        Auth best = Auth.NONE;
        int bestRank = Integer.MAX_VALUE;
        for (String name : candidates) {
            JsonNode scheme = spec.resolve(schemes.path(name));
            Auth a = of(name, scheme);
            int rank = rank(a);
            if (a != null && rank < bestRank) {
                best = a;
                bestRank = rank;
            }
        }
        return best;
    }

    /** The scheme's placement, or null when the SDKs cannot send it. */
    static Auth of(String name, JsonNode scheme) {
        String type = scheme.path("type").asText("");
        switch (type) {
            case "http": {
                String s = scheme.path("scheme").asText("").toLowerCase(Locale.ROOT);
                return s.equals("bearer") ? new Auth(Auth.Kind.BEARER, null, name)
                        : s.equals("basic") ? new Auth(Auth.Kind.BASIC, null, name) : null;
            }
            case "apiKey": {
                String in = scheme.path("in").asText("");
                String param = scheme.path("name").asText("");
                if (param.isEmpty()) {
                    return null;
                }
                return in.equals("header") ? new Auth(Auth.Kind.HEADER, param, name)
                        : in.equals("query") ? new Auth(Auth.Kind.QUERY, param, name) : null;
            }
            case "oauth2":
            case "openIdConnect":
                return new Auth(Auth.Kind.BEARER, null, name);
            default:
                return null;
        }
    }

    private static int rank(Auth a) {
        if (a == null) {
            return Integer.MAX_VALUE;
        }
        return switch (a.kind()) {
            case BEARER -> 0;
            case HEADER -> 1;
            case QUERY -> 2;
            case BASIC -> 4;
            case NONE -> 5;
        };
    }
}
