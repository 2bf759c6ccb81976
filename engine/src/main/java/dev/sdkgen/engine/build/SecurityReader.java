package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.ir.Auth;
import dev.sdkgen.engine.naming.Words;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads the security requirements of each operation: its own {@code security}, else the spec's top-level one;
 * without either the operation sends the primary scheme ({@link AuthSelector}), as every operation did before
 * requirements were read. A requirement naming a scheme the SDKs cannot send (a cookie API key, mutual TLS, an
 * http scheme other than bearer and basic, an undefined name) is left out; when that leaves no alternative of a
 * non-empty list, the operation sends the primary scheme. Schemes other than the primary one that some method
 * names become {@code Client.schemes}, each with its own environment variable.
 */
final class SecurityReader {
    private final Auth primary;
    private final Map<String, Auth> supported = new LinkedHashMap<>();
    private final JsonNode topLevel;
    private final Set<String> used = new LinkedHashSet<>();

    SecurityReader(Spec spec, Auth primary, String authPrefix) {
        this.primary = primary;
        JsonNode schemes = spec.root().path("components").path("securitySchemes");
        schemes.fieldNames().forEachRemaining(name -> {
            Auth a = AuthSelector.of(name, spec.resolve(schemes.path(name)));
            if (a != null) {
                supported.put(name, a.withPrefix(authPrefix));
            }
        });
        this.topLevel = spec.root().get("security");
    }

    /** The operation's requirements as {@code Method.security} holds them: null when they are the primary scheme alone. */
    List<List<String>> of(Spec.Operation op) {
        JsonNode own = op.node().get("security");
        JsonNode requirements = own != null && own.isArray() ? own : topLevel;
        if (requirements == null || !requirements.isArray()) {
            return null;
        }
        List<List<String>> out = new ArrayList<>();
        for (JsonNode requirement : requirements) {
            List<String> names = new ArrayList<>();
            requirement.fieldNames().forEachRemaining(names::add);
            if (supported.keySet().containsAll(names) && !out.contains(names)) {
                out.add(names);
            }
        }
        if (out.isEmpty() && !requirements.isEmpty()) {
            return null;
        }
        if (out.equals(List.of(List.of(primaryName())))) {
            return null;
        }
        out.forEach(used::addAll);
        return out;
    }

    private String primaryName() {
        return primary.schemeName() == null ? "" : primary.schemeName();
    }

    /** Header names (lower case) and query parameter names the requirements send: not also parameters of the method. */
    Set<String> wireNames(List<List<String>> requirements, Auth.Kind kind) {
        Set<String> out = new HashSet<>();
        if (primary.kind() == kind) {
            out.add(kind == Auth.Kind.HEADER ? primary.name().toLowerCase(Locale.ROOT) : primary.name());
        }
        for (List<String> requirement : requirements == null ? List.<List<String>>of() : requirements) {
            for (String name : requirement) {
                Auth a = supported.get(name);
                if (a.kind() == kind) {
                    out.add(kind == Auth.Kind.HEADER ? a.name().toLowerCase(Locale.ROOT) : a.name());
                }
            }
        }
        return out;
    }

    /**
     * The schemes other than the primary one that some method names, in {@code components/securitySchemes} order,
     * each reading {@code UPPER_SNAKE(sdk.name)_UPPER_SNAKE(scheme)} (with {@code _AUTH} appended while that is
     * another scheme's variable or {@code client.api_key_env}).
     */
    List<Auth> others(String sdkName, String apiKeyEnv) {
        List<Auth> out = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        taken.add(apiKeyEnv);
        for (Map.Entry<String, Auth> e : supported.entrySet()) {
            if (used.contains(e.getKey()) && !e.getKey().equals(primaryName())) {
                String env = Words.upperSnake(sdkName) + "_" + Words.upperSnake(e.getKey());
                while (!taken.add(env)) {
                    env = env + "_AUTH";
                }
                out.add(e.getValue().withEnv(env));
            }
        }
        return out;
    }
}
