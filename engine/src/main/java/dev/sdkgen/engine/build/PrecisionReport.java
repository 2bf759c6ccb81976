package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.Resource;
import dev.sdkgen.engine.ir.Response;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How precisely the SDK model types a spec, computed from the IR (language-neutral) beside the spec it
 * came from. Every property, parameter, request body and response of the mapped methods is one
 * <em>place</em>; a place whose type (or the item or value type inside it) is an open fallback —
 * {@link TypeRef.Unknown}, a map of unknown values, an object type without properties — is either
 * <em>open in the spec</em> (its schema says nothing more: {@code {}}, {@code type: object} without
 * properties) or a <em>fallback</em>: the spec's schema is precise and the SDK lost it. Fallbacks are
 * listed with the JSON pointer of their schema in the bundled spec.
 */
public final class PrecisionReport {
    /** The kinds of places counted. */
    public enum Kind { PROPERTY, PARAMETER, BODY, RESPONSE }

    /** A place with an open type: where it is, and the JSON pointer of its schema (null when it has none). */
    public record Fallback(Kind kind, String where, String pointer) {
    }

    /**
     * The counts of one spec.
     *
     * @param places    places checked, by kind
     * @param open      places with an open type whose schema is open too (the spec says no more)
     * @param fallbacks places with an open type whose schema is precise
     */
    public record Result(Map<Kind, Integer> places, List<Fallback> open, List<Fallback> fallbacks) {
        public Result {
            places = Map.copyOf(places);
            open = List.copyOf(open);
            fallbacks = List.copyOf(fallbacks);
        }

        public int openInSpec() {
            return open.size();
        }

        public int total() {
            return places.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    private final Spec spec;
    private final SdkModel model;
    private final PrecisionJudge judge;
    private final Map<Kind, Integer> places = new EnumMap<>(Kind.class);
    private final List<Fallback> fallbacks = new ArrayList<>();
    private final Set<String> visited = new HashSet<>();
    private final Deque<NamedPlace> pending = new ArrayDeque<>();
    private final List<Fallback> open = new ArrayList<>();

    private record NamedPlace(String name, Located schema) {
    }

    private PrecisionReport(Spec spec, SdkModel model) {
        this.spec = spec;
        this.model = model;
        this.judge = new PrecisionJudge(spec);
        for (Kind k : Kind.values()) {
            places.put(k, 0);
        }
    }

    /** The report of a model and the bundled spec it was built from. */
    public static Result of(Spec spec, SdkModel model) {
        PrecisionReport r = new PrecisionReport(spec, model);
        r.resource(model.root());
        while (!r.pending.isEmpty()) {
            r.named(r.pending.pop());
        }
        return new Result(r.places, r.open, r.fallbacks);
    }

    private void resource(Resource r) {
        for (Method m : r.methods()) {
            method(m);
        }
        r.subresources().forEach(this::resource);
    }

    private void method(Method m) {
        Spec.Operation op = spec.operation(m.httpMethod(), m.path());
        if (op == null) {
            return;
        }
        String label = m.httpMethod() + " " + m.path();
        List<Parameter> params = new ArrayList<>(m.pathParams());
        params.addAll(m.queryParams());
        params.addAll(m.headerParams());
        for (Parameter p : params) {
            place(Kind.PARAMETER, label + " parameter " + p.name(), p.type(), parameterSchema(op, p));
        }
        if (m.body() != null) {
            Located body = Located.of(spec, op.node().get("requestBody"), op.pointer() + "/requestBody")
                    .field(spec, "content").field(spec, m.body().contentType());
            place(Kind.BODY, label + " body", m.body().type(), body.field(spec, "schema"));
        }
        List<Response> responses = new ArrayList<>(m.errors());
        if (m.success() != null) {
            responses.add(0, m.success());
        }
        for (Response r : responses) {
            if (r.type() != null && r.contentType() != null && r.contentType().contains("json")) {
                Located content = Located.of(spec, op.node().path("responses").get(r.status()),
                        op.pointer() + "/responses/" + r.status()).field(spec, "content");
                place(Kind.RESPONSE, label + " response " + r.status(), r.type(), jsonSchema(content));
            }
        }
    }

    private Located jsonSchema(Located content) {
        if (content == null) {
            return null;
        }
        for (Iterator<String> it = content.node().fieldNames(); it.hasNext();) {
            String mt = it.next();
            if (mt.contains("json")) {
                return content.field(spec, mt).field(spec, "schema");
            }
        }
        return null;
    }

    private Located parameterSchema(Spec.Operation op, Parameter p) {
        String itemPointer = op.pointer().substring(0, op.pointer().lastIndexOf('/'));
        Located[] lists = {Located.of(spec, op.node().get("parameters"), op.pointer() + "/parameters"),
            Located.of(spec, op.pathItem().get("parameters"), itemPointer + "/parameters")};
        for (Located list : lists) {
            for (int j = 0; list != null && list.node().isArray() && j < list.node().size(); j++) {
                Located param = list.field(spec, Integer.toString(j));
                if (param != null && p.name().equals(param.node().path("name").asText())
                        && p.in().name().equalsIgnoreCase(param.node().path("in").asText())) {
                    return param.field(spec, "schema");
                }
            }
        }
        return null;
    }

    /** One place: counted, judged when its type is open, and its named types queued. */
    private void place(Kind kind, String where, TypeRef type, Located schema) {
        places.merge(kind, 1, Integer::sum);
        check(kind, where, type, schema);
    }

    private void check(Kind kind, String where, TypeRef type, Located schema) {
        TypeRef t = TypeRef.nonNull(type);
        if (isOpen(t)) {
            if (schema != null && judge.precise(schema.node())) {
                fallbacks.add(new Fallback(kind, where, schema.pointer()));
            } else {
                open.add(new Fallback(kind, where, schema == null ? null : schema.pointer()));
            }
            return;
        }
        if (t instanceof TypeRef.ArrayOf a) {
            check(kind, where + " item", a.items(), schema == null ? null : judge.part(schema, "items"));
        } else if (t instanceof TypeRef.MapOf m) {
            check(kind, where + " value", m.values(), schema == null ? null : judge.part(schema, "additionalProperties"));
        } else if (t instanceof TypeRef.Union u) {
            List<Located> members = schema == null ? List.of() : judge.variants(schema);
            for (int i = 0; i < u.variants().size(); i++) {
                check(kind, where + " variant " + (i + 1), u.variants().get(i),
                        members.size() == u.variants().size() ? members.get(i) : null);
            }
        } else if (t instanceof TypeRef.Named n && visited.add(n.name())) {
            pending.push(new NamedPlace(n.name(), schema));
        }
    }

    private void named(NamedPlace place) {
        TypeDef def = model.type(place.name());
        Located schema = def != null && def.schemaName() != null
                ? Located.of(spec, spec.schemas().get(def.schemaName()), "/components/schemas/" + escape(def.schemaName()))
                : place.schema();
        if (def instanceof TypeDef.ObjectType o) {
            for (TypeDef.Property p : o.properties()) {
                place(Kind.PROPERTY, place.name() + "." + p.name(), p.type(), schema == null ? null : judge.property(schema, p.name()));
            }
        } else if (def instanceof TypeDef.AliasType a) {
            check(Kind.PROPERTY, place.name(), a.target(), schema);
        } else if (def instanceof TypeDef.UnionType u) {
            List<Located> members = schema == null ? List.of() : judge.variants(schema);
            for (int i = 0; i < u.variants().size(); i++) {
                check(Kind.PROPERTY, place.name() + " variant " + (i + 1), u.variants().get(i),
                        members.size() == u.variants().size() ? members.get(i) : null);
            }
        }
    }

    /** An open fallback type: anything, a map of anything, an object type without properties. */
    private boolean isOpen(TypeRef t) {
        if (t instanceof TypeRef.Unknown) {
            return true;
        }
        if (t instanceof TypeRef.MapOf m) {
            return TypeRef.nonNull(m.values()) instanceof TypeRef.Unknown;
        }
        TypeDef def = t instanceof TypeRef.Named n ? model.type(n.name()) : null;
        if (def instanceof TypeDef.ObjectType o) {
            return o.properties().isEmpty() && (o.additionalProperties() == null
                    || TypeRef.nonNull(o.additionalProperties()) instanceof TypeRef.Unknown);
        }
        return def instanceof TypeDef.AliasType a && isOpen(TypeRef.nonNull(a.target()));
    }

    static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }
}
