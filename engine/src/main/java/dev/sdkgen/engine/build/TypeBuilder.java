package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.naming.SchemaTypeNames;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Turns schemas into {@link TypeRef}s and the named {@link TypeDef}s they need. Component schemas
 * are named by the type-name rule; inline objects, enums and unions of objects are hoisted under a
 * name derived from where they stand ({@code Account} + {@code address} → {@code AccountAddress}).
 * The same inline schema always gives the same type. Only types that are reached are built.
 */
final class TypeBuilder {
    private final Spec spec;
    private final NameAllocator names;
    private final SchemaTypeNames schemaNames;
    private final Map<String, TypeDef> defs = new TreeMap<>();
    private final Set<String> building = new HashSet<>();
    private final Map<JsonNode, TypeRef> inline = new IdentityHashMap<>();
    private int depth;

    TypeBuilder(Spec spec, NameAllocator names, SchemaTypeNames schemaNames) {
        this.spec = spec;
        this.names = names;
        this.schemaNames = schemaNames;
        for (String key : spec.schemaNames()) {
            names.reserve(schemaNames.of(key));
        }
    }

    /** The type name of a component schema. */
    String typeName(String key) {
        return schemaNames.of(key);
    }

    /** A type built so far, by name, or null. */
    TypeDef definition(String name) {
        return defs.get(name);
    }

    /** Every type built so far, sorted by name. */
    List<TypeDef> types() {
        return List.copyOf(defs.values());
    }

    /** The type of a component schema, building it on first use. */
    TypeRef component(String key) {
        JsonNode schema = spec.schemas().get(key);
        String name = schemaNames.of(key);
        if (!defs.containsKey(name) && building.add(name)) {
            try {
                defs.put(name, define(name, key, schema));
            } finally {
                building.remove(name);
            }
        }
        TypeRef named = new TypeRef.Named(name);
        return schema != null && Spec.isNullable(schema) && !(schema.has("oneOf") || schema.has("anyOf"))
                ? TypeRef.nullable(named) : named;
    }

    /** The type of a schema standing somewhere; {@code hint} names hoisted inline types. */
    TypeRef ref(JsonNode schema, String hint) {
        if (schema == null || !schema.isObject() || depth > 200) {
            return new TypeRef.Unknown();
        }
        depth++;
        try {
            return build(schema, hint);
        } finally {
            depth--;
        }
    }

    private TypeRef build(JsonNode s, String hint) {
        boolean nullable = Spec.isNullable(s) || hasNullVariant(s);
        String ref = Spec.ref(s);
        if (ref != null) {
            String key = Spec.schemaName(ref);
            TypeRef t;
            if (key != null && spec.schemas().has(key)) {
                t = component(key);
            } else {
                JsonNode target = spec.resolve(s);
                t = target.isMissingNode() ? new TypeRef.Unknown() : ref(target, hint);
            }
            return nullable ? TypeRef.nullable(t) : t;
        }
        TypeRef cached = inline.get(s);
        if (cached != null) {
            return cached;
        }
        TypeRef t = wrap(shape(s, hint), nullable);
        if (t instanceof TypeRef.Named || t instanceof TypeRef.Nullable n && n.inner() instanceof TypeRef.Named) {
            inline.put(s, t);
        }
        return t;
    }

    private static TypeRef wrap(TypeRef t, boolean nullable) {
        return nullable ? TypeRef.nullable(t) : t;
    }

    /** The type of an inline schema, without its nullability. */
    private TypeRef shape(JsonNode s, String hint) {
        if (s.has("allOf") && s.get("allOf").isArray()) {
            JsonNode only = singleRefMember(s);
            if (only != null) {
                return TypeRef.nonNull(ref(only, hint));
            }
            String name = names.allocate(hint);
            defs.put(name, object(name, null, s));
            return new TypeRef.Named(name);
        }
        if (unionMembers(s) != null) {
            return union(s, hint, null);
        }
        if (s.has("const")) {
            return new TypeRef.Literal(s.get("const"));
        }
        if (s.has("enum") && s.get("enum").isArray()) {
            return enumeration(s, hint, null);
        }
        List<String> types = types(s);
        if (types.size() > 1) {
            List<TypeRef> variants = new ArrayList<>();
            for (String type : types) {
                variants.add(single(s, type, hint));
            }
            return new TypeRef.Union(variants);
        }
        if (types.size() == 1) {
            return single(s, types.get(0), hint);
        }
        if (s.has("properties") || s.has("additionalProperties")) {
            return single(s, "object", hint);
        }
        if (s.has("items")) {
            return single(s, "array", hint);
        }
        return new TypeRef.Unknown();
    }

    private TypeRef single(JsonNode s, String type, String hint) {
        String format = s.path("format").isTextual() ? s.get("format").asText() : null;
        switch (type) {
            case "string":
                return new TypeRef.Primitive(TypeRef.Scalar.STRING, format);
            case "integer":
                return new TypeRef.Primitive(TypeRef.Scalar.INTEGER, format);
            case "number":
                return new TypeRef.Primitive(TypeRef.Scalar.NUMBER, format);
            case "boolean":
                return new TypeRef.Primitive(TypeRef.Scalar.BOOLEAN, null);
            case "array":
                return new TypeRef.ArrayOf(ref(s.get("items"), hint + "_item"));
            case "object":
                if (hasProperties(s)) {
                    String name = names.allocate(hint);
                    defs.put(name, object(name, null, s));
                    return new TypeRef.Named(name);
                }
                return new TypeRef.MapOf(additional(s, hint));
            default:
                return new TypeRef.Unknown();
        }
    }

    private TypeRef additional(JsonNode s, String hint) {
        JsonNode ap = s.get("additionalProperties");
        return ap != null && ap.isObject() ? ref(ap, hint + "_value") : new TypeRef.Unknown();
    }

    private static boolean hasProperties(JsonNode s) {
        JsonNode p = s.get("properties");
        return p != null && p.isObject() && p.size() > 0;
    }

    /** The {@code type} keyword as a list without {@code "null"}. */
    private static List<String> types(JsonNode s) {
        List<String> out = new ArrayList<>();
        JsonNode type = s.get("type");
        if (type == null) {
            return out;
        }
        if (type.isArray()) {
            type.forEach(t -> {
                if (!"null".equals(t.asText())) {
                    out.add(t.asText());
                }
            });
        } else if (!"null".equals(type.asText())) {
            out.add(type.asText());
        }
        return out;
    }

    /** {@code allOf: [{$ref: X}]} with nothing else structural: simply X. */
    private static JsonNode singleRefMember(JsonNode s) {
        JsonNode all = s.get("allOf");
        if (all.size() == 1 && Spec.ref(all.get(0)) != null && !hasProperties(s) && !s.has("additionalProperties")) {
            return all.get(0);
        }
        return null;
    }

    private static JsonNode unionMembers(JsonNode s) {
        JsonNode members = s.has("oneOf") ? s.get("oneOf") : s.get("anyOf");
        return members != null && members.isArray() && members.size() > 0 ? members : null;
    }

    private static boolean hasNullVariant(JsonNode s) {
        JsonNode members = unionMembers(s);
        if (members != null) {
            for (JsonNode m : members) {
                if (isNullSchema(m)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isNullSchema(JsonNode v) {
        JsonNode type = v.get("type");
        if (type != null && "null".equals(type.asText()) && !type.isArray()) {
            return true;
        }
        JsonNode en = v.get("enum");
        return en != null && en.isArray() && en.size() == 1 && en.get(0).isNull();
    }

    // ------------------------------------------------------------------ named definitions

    private TypeDef define(String name, String key, JsonNode s) {
        Docs docs = Docs.of(text(s, "title"), text(s, "description"));
        boolean deprecated = s.path("deprecated").asBoolean(false);
        if (s.has("$ref")) {
            return new TypeDef.AliasType(name, key, docs, deprecated, TypeRef.nonNull(ref(stripNullable(s), name)));
        }
        if (s.has("allOf") && s.get("allOf").isArray()) {
            JsonNode only = singleRefMember(s);
            if (only != null) {
                return new TypeDef.AliasType(name, key, docs, deprecated, TypeRef.nonNull(ref(only, name)));
            }
            return object(name, key, s);
        }
        if (unionMembers(s) != null) {
            TypeRef u = union(s, name, key);
            if (u instanceof TypeRef.Named n && defs.containsKey(n.name())) {
                return defs.get(n.name());
            }
            return new TypeDef.AliasType(name, key, docs, deprecated, u);
        }
        if (s.has("enum") && s.get("enum").isArray() && !s.has("const")) {
            TypeRef e = enumeration(s, name, key);
            if (e instanceof TypeRef.Named n && defs.containsKey(n.name())) {
                return defs.get(n.name());
            }
            return new TypeDef.AliasType(name, key, docs, deprecated, e);
        }
        List<String> types = types(s);
        boolean objectLike = types.equals(List.of("object")) || (types.isEmpty() && (s.has("properties")));
        if (objectLike && (hasProperties(s) || !s.has("additionalProperties") || !s.get("additionalProperties").isObject())) {
            return object(name, key, s);
        }
        return new TypeDef.AliasType(name, key, docs, deprecated, TypeRef.nonNull(shape(s, name)));
    }

    private static JsonNode stripNullable(JsonNode s) {
        if (!s.has("nullable")) {
            return s;
        }
        com.fasterxml.jackson.databind.node.ObjectNode copy = ((com.fasterxml.jackson.databind.node.ObjectNode) s).deepCopy();
        copy.remove("nullable");
        return copy;
    }

    /** An object type: its own properties and those of its {@code allOf} members, merged in order. */
    private TypeDef.ObjectType object(String name, String key, JsonNode s) {
        Map<String, TypeDef.Property> props = new LinkedHashMap<>();
        Set<String> required = new LinkedHashSet<>();
        List<String> parents = new ArrayList<>();
        TypeRef[] additional = {null};
        collect(s, name, props, required, additional, parents, new HashSet<>(), true);
        List<TypeDef.Property> list = new ArrayList<>();
        for (TypeDef.Property p : props.values()) {
            list.add(new TypeDef.Property(p.name(), p.type(), required.contains(p.name()), p.readOnly(), p.writeOnly(),
                    p.docs(), p.deprecated(), p.defaultValue()));
        }
        return new TypeDef.ObjectType(name, key, Docs.of(text(s, "title"), text(s, "description")),
                s.path("deprecated").asBoolean(false), list, additional[0], parents);
    }

    private void collect(JsonNode s, String owner, Map<String, TypeDef.Property> props, Set<String> required,
            TypeRef[] additional, List<String> parents, Set<JsonNode> seen, boolean top) {
        String ref = Spec.ref(s);
        if (ref != null) {
            String key = Spec.schemaName(ref);
            JsonNode target = spec.resolve(s);
            if (target.isMissingNode() || !seen.add(target)) {
                return;
            }
            String memberOwner = key != null ? schemaNames.of(key) : owner;
            if (key != null && top && isObjectLike(target)) {
                component(key);
                parents.add(memberOwner);
            }
            collect(target, memberOwner, props, required, additional, parents, seen, false);
            return;
        }
        JsonNode all = s.get("allOf");
        if (all != null && all.isArray()) {
            for (JsonNode member : all) {
                collect(member, owner, props, required, additional, parents, seen, top);
            }
        }
        required.addAll(Spec.required(s));
        JsonNode properties = s.get("properties");
        if (properties != null && properties.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = properties.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                props.put(e.getKey(), property(e.getKey(), e.getValue(), owner));
            }
        }
        JsonNode ap = s.get("additionalProperties");
        if (ap != null && ap.isObject()) {
            additional[0] = ref(ap, owner + "_value");
        } else if (ap != null && ap.asBoolean(false) && additional[0] == null) {
            additional[0] = new TypeRef.Unknown();
        }
    }

    private boolean isObjectLike(JsonNode s) {
        JsonNode target = spec.resolve(s);
        return hasProperties(target) || target.has("allOf") || "object".equals(target.path("type").asText());
    }

    private TypeDef.Property property(String propName, JsonNode schema, String owner) {
        JsonNode resolved = spec.resolve(schema);
        String description = text(schema, "description");
        if (description == null && !resolved.isMissingNode() && Spec.ref(schema) == null) {
            description = text(resolved, "description");
        }
        JsonNode dflt = schema.has("default") ? schema.get("default") : null;
        boolean readOnly = schema.path("readOnly").asBoolean(false);
        boolean writeOnly = schema.path("writeOnly").asBoolean(false);
        boolean deprecated = schema.path("deprecated").asBoolean(false);
        return new TypeDef.Property(propName, ref(schema, owner + "_" + propName), false, readOnly, writeOnly,
                Docs.of(text(schema, "title"), description), deprecated, dflt);
    }

    /** oneOf/anyOf: a named union when any variant is an object, else an inline union. */
    private TypeRef union(JsonNode s, String hint, String key) {
        JsonNode members = unionMembers(s);
        boolean exclusive = s.has("oneOf");
        List<JsonNode> variants = new ArrayList<>();
        for (JsonNode v : members) {
            if (!isNullSchema(v)) {
                variants.add(v);
            }
        }
        if (variants.isEmpty()) {
            return new TypeRef.Unknown();
        }
        if (variants.size() == 1 && key == null) {
            return TypeRef.nonNull(ref(variants.get(0), hint));
        }
        boolean named = key != null || variants.stream().anyMatch(this::hoists);
        String name = key != null ? hint : named ? names.allocate(hint) : hint;
        List<TypeRef> refs = new ArrayList<>();
        for (int i = 0; i < variants.size(); i++) {
            JsonNode v = variants.get(i);
            String title = text(v, "title");
            TypeRef t = ref(v, name + "_" + (title != null ? title : "variant_" + (i + 1)));
            if (!refs.contains(t)) {
                refs.add(t);
            }
        }
        if (!named) {
            return new TypeRef.Union(flatten(refs));
        }
        TypeDef.UnionType def = new TypeDef.UnionType(name, key, Docs.of(text(s, "title"), text(s, "description")),
                s.path("deprecated").asBoolean(false), refs, exclusive, discriminator(s, variants));
        defs.put(name, def);
        return new TypeRef.Named(name);
    }

    /** Whether the type of a schema is, or contains, a named type (so a union holding it must be named too). */
    private boolean hoists(JsonNode v) {
        if (v == null || !v.isObject()) {
            return false;
        }
        String ref = Spec.ref(v);
        if (ref != null) {
            String key = Spec.schemaName(ref);
            return (key != null && spec.schemas().has(key)) || (depth < 100 && hoistsResolved(spec.resolve(v)));
        }
        return hoistsResolved(v);
    }

    private boolean hoistsResolved(JsonNode v) {
        if (v.isMissingNode()) {
            return false;
        }
        if (v.has("allOf")) {
            return true;
        }
        JsonNode members = unionMembers(v);
        if (members != null) {
            for (JsonNode m : members) {
                if (hoists(m)) {
                    return true;
                }
            }
            return false;
        }
        if (v.has("enum") && v.get("enum").isArray() && !v.has("const")) {
            Set<JsonNode> distinct = new HashSet<>();
            v.get("enum").forEach(x -> {
                if (!x.isNull() && !x.isBoolean()) {
                    distinct.add(x);
                }
            });
            return distinct.size() > 1;
        }
        if (hasProperties(v)) {
            return true;
        }
        return hoists(v.get("items")) || hoists(v.get("additionalProperties"));
    }

    private static List<TypeRef> flatten(List<TypeRef> refs) {
        List<TypeRef> out = new ArrayList<>();
        for (TypeRef r : refs) {
            List<TypeRef> parts = r instanceof TypeRef.Union u ? u.variants() : List.of(r);
            for (TypeRef p : parts) {
                if (!out.contains(p)) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    private TypeDef.Discriminator discriminator(JsonNode s, List<JsonNode> variants) {
        JsonNode d = s.get("discriminator");
        if (d == null || !d.path("propertyName").isTextual()) {
            return null;
        }
        Map<String, String> mapping = new LinkedHashMap<>();
        JsonNode explicit = d.get("mapping");
        if (explicit != null && explicit.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = explicit.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                String target = e.getValue().asText();
                String key = target.startsWith("#") ? Spec.schemaName(target) : target;
                if (key != null && spec.schemas().has(key)) {
                    component(key);
                    mapping.put(e.getKey(), schemaNames.of(key));
                }
            }
        } else {
            for (JsonNode v : variants) {
                String key = Spec.schemaName(Spec.ref(v));
                if (key != null) {
                    mapping.put(key, schemaNames.of(key));
                }
            }
        }
        return new TypeDef.Discriminator(d.get("propertyName").asText(), mapping);
    }

    /** An enum: one value is a literal; values of mixed kinds are a union of literals. */
    private TypeRef enumeration(JsonNode s, String hint, String key) {
        List<JsonNode> values = new ArrayList<>();
        for (JsonNode v : s.get("enum")) {
            if (!v.isNull() && !values.contains(v)) {
                values.add(v);
            }
        }
        if (values.isEmpty()) {
            return new TypeRef.Unknown();
        }
        if (values.size() == 1 && key == null) {
            return new TypeRef.Literal(values.get(0));
        }
        TypeRef.Scalar base = null;
        for (JsonNode v : values) {
            TypeRef.Scalar k = v.isTextual() ? TypeRef.Scalar.STRING : v.isIntegralNumber() ? TypeRef.Scalar.INTEGER
                    : v.isNumber() ? TypeRef.Scalar.NUMBER : v.isBoolean() ? TypeRef.Scalar.BOOLEAN : null;
            if (k == null || (base != null && base != k && !(isNumeric(base) && isNumeric(k)))) {
                List<TypeRef> literals = new ArrayList<>();
                values.forEach(x -> literals.add(new TypeRef.Literal(x)));
                return new TypeRef.Union(literals);
            }
            base = base == null ? k : (base == TypeRef.Scalar.NUMBER || k == TypeRef.Scalar.NUMBER ? TypeRef.Scalar.NUMBER : base);
        }
        if (base == TypeRef.Scalar.BOOLEAN) {
            return new TypeRef.Primitive(TypeRef.Scalar.BOOLEAN, null);
        }
        String name = key != null ? hint : names.allocate(hint);
        defs.put(name, new TypeDef.EnumType(name, key, Docs.of(text(s, "title"), text(s, "description")),
                s.path("deprecated").asBoolean(false), base, values));
        return new TypeRef.Named(name);
    }

    private static boolean isNumeric(TypeRef.Scalar k) {
        return k == TypeRef.Scalar.INTEGER || k == TypeRef.Scalar.NUMBER;
    }

    static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        return v != null && v.isTextual() ? v.asText() : null;
    }
}
