package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.List;

/**
 * How a method's request reaches the server, beyond its method and arguments: decided once for every language and
 * handed to the runtime as fields of its request description.
 *
 * @param path        the URL path template the runtime fills: the spec's path without a fragment
 *                    ({@code /files/{id}#shared} is {@code /files/{id}}: a fragment is never sent, and a query
 *                    string after it would not be either), with {@code {+name}} (RFC 6570 reserved expansion) for a
 *                    path parameter that may hold {@code /} ({@code allowReserved: true}), and {@code {@name}} for
 *                    one whose value is a client option ({@link PathOption}: the runtime fills it from the client)
 * @param serverUrl   the operation's own base URL ({@code servers} on the operation or its path item), or null
 * @param queryStyles the query parameters not sent by the runtime's default rule (arrays as repeated keys), in
 *                    spec order
 * @param security    the operation's security requirements when not the client's primary scheme alone
 *                    ({@code Method.security}: alternatives of scheme names sent together), else null
 */
public record WirePlan(String path, String serverUrl, List<QueryStyle> queryStyles, List<List<String>> security) {

    public WirePlan {
        queryStyles = List.copyOf(queryStyles);
    }

    /**
     * How an array query parameter is serialised when not as repeated keys ({@code tag=a&tag=b}).
     *
     * @param name  the wire name
     * @param style {@code comma} ({@code form}, {@code explode: false}: {@code tag=a,b}), {@code space}
     *              ({@code spaceDelimited}: {@code tag=a%20b}), {@code pipe} ({@code pipeDelimited}:
     *              {@code tag=a|b}) or {@code brackets} ({@code deepObject}: {@code tag[]=a&tag[]=b}, as Stripe's
     *              {@code expand} expects)
     */
    public record QueryStyle(String name, String style) {
    }

    static WirePlan of(Method m, TypeTable types, List<PathOption> pathOptions) {
        List<QueryStyle> styles = new ArrayList<>();
        for (Parameter p : m.queryParams()) {
            String style = queryStyle(p, types);
            if (style != null) {
                styles.add(new QueryStyle(p.name(), style));
            }
        }
        return new WirePlan(requestPath(m, pathOptions), m.serverUrl(), styles, m.security());
    }

    /**
     * The spec's path without its fragment, each {@code allowReserved} placeholder written {@code {+name}}, each
     * placeholder filled from a client option ({@link PathOption}) written {@code {@name}}.
     */
    static String requestPath(Method m, List<PathOption> pathOptions) {
        String path = m.path();
        int hash = path.indexOf('#');
        if (hash >= 0) {
            path = path.substring(0, hash);
        }
        for (Parameter p : m.pathParams()) {
            if (p.allowReserved()) {
                path = path.replace("{" + p.name() + "}", "{+" + p.name() + "}");
            } else if (PathOptions.optionOf(p, pathOptions) != null) {
                path = path.replace("{" + p.name() + "}", "{@" + p.name() + "}");
            }
        }
        return path;
    }

    /** A query parameter's {@link QueryStyle#style()}, or null when the runtime's default rule sends it. */
    public static String queryStyle(Parameter p, TypeTable types) {
        return p.in() == Parameter.Location.QUERY && isArray(p.type(), types) ? arrayStyle(p) : null;
    }

    private static String arrayStyle(Parameter p) {
        String style = p.style() == null ? "form" : p.style();
        return switch (style) {
            case "deepObject" -> "brackets";
            case "form" -> p.explode() ? null : "comma";
            case "spaceDelimited" -> p.explode() ? null : "space";
            case "pipeDelimited" -> p.explode() ? null : "pipe";
            default -> null;
        };
    }

    private static boolean isArray(TypeRef type, TypeTable types) {
        TypeRef t = TypeRef.nonNull(type);
        for (int depth = 0; depth < 8 && types.definition(t) instanceof TypeDef.AliasType a; depth++) {
            t = TypeRef.nonNull(a.target());
        }
        return t instanceof TypeRef.ArrayOf;
    }
}
