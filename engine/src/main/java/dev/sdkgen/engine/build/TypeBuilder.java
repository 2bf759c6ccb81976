package dev.sdkgen.engine.build;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sdkgen.engine.ir.Docs;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import dev.sdkgen.engine.naming.SchemaTypeNames;
import dev.sdkgen.engine.spec.Spec;
import java.util.ArrayList;
import java.util.HashMap;
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
    /** Hoisted inline types by their structure (name and docs left out): an identical schema elsewhere reuses the type. */
    private final Map<TypeDef, String> shared = new HashMap<>();
    /** Properties declared in several allOf members, by their declarations: the one schema that merges them. */
    private final Map<Declarations, JsonNode> merged = new HashMap<>();
    private final SchemaShapes shapes;
    private JsonNode ownRoot;
    private int depth;

    TypeBuilder(Spec spec, NameAllocator names, SchemaTypeNames schemaNames) {
        this.spec = spec;
        this.names = names;
        this.shapes = new SchemaShapes(spec);
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

    /**
     * The type of a method's request or response body: like {@link #ref}, but an inline type here keeps its
     * own name ({@code AccountCreateParams}) even when another inline schema has the same structure.
     */
    TypeRef root(JsonNode schema, String hint) {
        JsonNode outer = ownRoot;
        ownRoot = schema;
        try {
            return ref(schema, hint);
        } finally {
            ownRoot = outer;
        }
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
        boolean nullable = Spec.isNullable(s) || hasNullVariant(s) || SchemaShapes.weakNullable(s);
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
            JsonNode target = shapes.allOfTarget(s);
            return target != null ? ref(target, hint) : hoistedObject(s, hint);
        }
        if (unionMembers(s) != null) {
            return union(s, hint, null);
        }
        if (isNullSchema(s)) {
            return new TypeRef.Literal(NullNode.getInstance());
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
                    return hoistedObject(s, hint);
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

    /** An inline object hoisted under a name from {@code hint}, or the type of an identical one hoisted before. */
    private TypeRef hoistedObject(JsonNode s, String hint) {
        String name = names.allocate(hint);
        return register(object(name, null, s), s);
    }

    /**
     * Defines a hoisted inline type, unless one of the same structure exists (then its name is given back and
     * that type is used): the same inline enum or object written on every method is one type. A method's
     * body or response keeps its own type.
     */
    private TypeRef register(TypeDef def, JsonNode s) {
        TypeDef key = s == ownRoot || def.schemaName() != null ? null : structure(def);
        String existing = key == null ? null : shared.get(key);
        if (existing != null) {
            names.release(def.name());
            return new TypeRef.Named(existing);
        }
        defs.put(def.name(), def);
        if (key != null) {
            shared.put(key, def.name());
        }
        return new TypeRef.Named(def.name());
    }

    /** A type without its name and docs: what two identical inline schemas share. */
    private static TypeDef structure(TypeDef def) {
        if (def instanceof TypeDef.ObjectType o) {
            List<TypeDef.Property> props = new ArrayList<>();
            for (TypeDef.Property p : o.properties()) {
                props.add(new TypeDef.Property(p.name(), p.type(), p.required(), p.readOnly(), p.writeOnly(), Docs.NONE,
                        p.deprecated(), p.defaultValue(), null));
            }
            return new TypeDef.ObjectType("", null, Docs.NONE, false, props, o.additionalProperties(), o.parents());
        }
        if (def instanceof TypeDef.UnionType u) {
            return new TypeDef.UnionType("", null, Docs.NONE, false, u.variants(), u.exclusive(), u.discriminator());
        }
        if (def instanceof TypeDef.EnumType e) {
            return new TypeDef.EnumType("", null, Docs.NONE, false, e.base(), e.values());
        }
        return def;
    }

    /**
     * The members of a oneOf/anyOf, or null: none, or an object whose members only say which of its
     * properties are required ({@code anyOf: [{required: [a]}, {required: [b]}]}) — that is the object.
     */
    private static JsonNode unionMembers(JsonNode s) {
        JsonNode members = s.has("oneOf") ? s.get("oneOf") : s.get("anyOf");
        if (members == null || !members.isArray() || members.size() == 0) {
            return null;
        }
        return hasProperties(s) && SchemaShapes.onlyConstrainKeys(members) ? null : members;
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

    /** {@code type: "null"} (or {@code ["null"]}), or {@code enum: [null]}: the schema of the null value alone. */
    private static boolean isNullSchema(JsonNode v) {
        JsonNode type = v.get("type");
        if (type != null && "null".equals(type.asText()) && !type.isArray()) {
            return true;
        }
        if (type != null && type.isArray() && type.size() > 0) {
            boolean onlyNull = true;
            for (JsonNode t : type) {
                onlyNull &= "null".equals(t.asText());
            }
            if (onlyNull) {
                return true;
            }
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
            JsonNode target = shapes.allOfTarget(s);
            if (target == null) {
                return object(name, key, s);
            }
            if (Spec.ref(target) == null) {
                ObjectNode outer = SchemaShapes.merge(List.of(s));
                outer.remove("allOf");
                return define(name, key, SchemaShapes.merge(List.of(target, outer)));
            }
            return new TypeDef.AliasType(name, key, docs, deprecated, TypeRef.nonNull(ref(target, name)));
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

    /**
     * An object type: its own properties and those of its {@code allOf} members, in order. A property
     * declared by several members is merged: later declarations refine earlier ones.
     */
    private TypeDef.ObjectType object(String name, String key, JsonNode s) {
        Map<String, List<Declaration>> props = new LinkedHashMap<>();
        Set<String> required = new LinkedHashSet<>();
        List<String> parents = new ArrayList<>();
        TypeRef[] additional = {null};
        collect(s, name, props, required, additional, parents, new HashSet<>(), true);
        List<TypeDef.Property> list = new ArrayList<>();
        for (Map.Entry<String, List<Declaration>> e : props.entrySet()) {
            list.add(property(e.getKey(), e.getValue(), required.contains(e.getKey())));
        }
        return new TypeDef.ObjectType(name, key, Docs.of(text(s, "title"), text(s, "description")),
                s.path("deprecated").asBoolean(false), list, additional[0], parents);
    }

    /** A property's schema as one {@code allOf} member declares it, and the type whose name hints its inline types. */
    private record Declaration(JsonNode schema, String owner) {
    }

    private void collect(JsonNode s, String owner, Map<String, List<Declaration>> props, Set<String> required,
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
                if (e.getValue().isObject()) {
                    props.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(new Declaration(e.getValue(), owner));
                }
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

    /**
     * A property from its declarations (one per {@code allOf} member that declares it, in order): the type
     * of their merged schema ({@link SchemaShapes#typeOfDeclarations}); each annotation from the last
     * declaration that has it.
     */
    private TypeDef.Property property(String propName, List<Declaration> declarations, boolean required) {
        List<JsonNode> schemas = new ArrayList<>();
        declarations.forEach(d -> schemas.add(d.schema()));
        JsonNode typeSchema = schemas.size() == 1 ? schemas.get(0) : mergedDeclarations(schemas);
        String owner = declarations.get(0).owner();
        for (Declaration d : declarations) {
            if (!SchemaShapes.isWeak(d.schema())) {
                owner = d.owner();
                break;
            }
        }
        TypeRef type = ref(typeSchema, owner + "_" + propName);
        String description = null;
        for (JsonNode schema : schemas) {
            String own = description(schema);
            description = own != null ? own : description;
        }
        JsonNode dflt = SchemaShapes.annotation(schemas, "default");
        if (SchemaValues.mismatch(dflt, spec.resolve(typeSchema)) != null) {
            dflt = null; // SDKGEN307 says so: a default that does not fit is left out
        }
        JsonNode nullable = SchemaShapes.annotation(schemas, "nullable");
        if (schemas.size() > 1 && nullable != null && nullable.asBoolean(false)) {
            type = TypeRef.nullable(type);
        }
        return new TypeDef.Property(propName, type, required, flag(schemas, "readOnly"), flag(schemas, "writeOnly"),
                Docs.of(textOf(SchemaShapes.annotation(schemas, "title")), description), flag(schemas, "deprecated"), dflt,
                Samples.of(resolvedReversed(schemas), spec.resolve(typeSchema)));
    }

    /** The declarations resolved, the last first: a later declaration's example wins, as its other annotations do. */
    private List<JsonNode> resolvedReversed(List<JsonNode> schemas) {
        List<JsonNode> out = new ArrayList<>();
        for (int i = schemas.size() - 1; i >= 0; i--) {
            out.add(spec.resolve(schemas.get(i)));
        }
        return out;
    }

    private static boolean flag(List<JsonNode> schemas, String key) {
        JsonNode v = SchemaShapes.annotation(schemas, key);
        return v != null && v.asBoolean(false);
    }

    /** The one schema of a property declared several times; the same declarations always give the same node. */
    private JsonNode mergedDeclarations(List<JsonNode> schemas) {
        return merged.computeIfAbsent(new Declarations(schemas), d -> SchemaShapes.typeOfDeclarations(schemas));
    }

    /** A list of schema nodes compared by identity. */
    private record Declarations(List<JsonNode> nodes) {
        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Declarations other) || other.nodes.size() != nodes.size()) {
                return false;
            }
            for (int i = 0; i < nodes.size(); i++) {
                if (nodes.get(i) != other.nodes.get(i)) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int hashCode() {
            int h = 1;
            for (JsonNode n : nodes) {
                h = 31 * h + System.identityHashCode(n);
            }
            return h;
        }
    }

    /**
     * The documentation of a schema where it stands: its own {@code description}, else that of its one
     * non-null {@code anyOf}/{@code oneOf} member ({@code anyOf: [{…, description}, {type: 'null'}]}), else
     * that of an inline {@code allOf} member. A referenced schema's description stays with its type.
     */
    static String description(JsonNode schema) {
        String own = text(schema, "description");
        if (own != null || !schema.isObject()) {
            return own;
        }
        JsonNode members = unionMembers(schema);
        if (members != null) {
            List<JsonNode> nonNull = new ArrayList<>();
            members.forEach(m -> {
                if (!isNullSchema(m)) {
                    nonNull.add(m);
                }
            });
            if (nonNull.size() == 1 && Spec.ref(nonNull.get(0)) == null && text(nonNull.get(0), "description") != null) {
                return text(nonNull.get(0), "description");
            }
        }
        JsonNode all = schema.get("allOf");
        if (all != null && all.isArray()) {
            for (JsonNode m : all) {
                if (Spec.ref(m) == null && text(m, "description") != null) {
                    return text(m, "description");
                }
            }
        }
        return null;
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
            return new TypeRef.Literal(NullNode.getInstance());
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
        return register(def, s);
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
            JsonNode target = shapes.allOfTarget(v);
            return target == null || hoists(target);
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
            return s.get("enum").isEmpty() ? new TypeRef.Unknown() : new TypeRef.Literal(NullNode.getInstance());
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
        Docs docs = Docs.of(text(s, "title"), text(s, "description"));
        boolean deprecated = s.path("deprecated").asBoolean(false);
        if (key != null) {
            defs.put(hint, new TypeDef.EnumType(hint, key, docs, deprecated, base, values));
            return new TypeRef.Named(hint);
        }
        String existing = s == ownRoot ? null : shared.get(structure(new TypeDef.EnumType("", null, docs, false, base, values)));
        if (existing != null) {
            return new TypeRef.Named(existing);
        }
        String name = names.allocate(hint);
        return register(new TypeDef.EnumType(name, null, docs, deprecated, base, values), s);
    }

    private static boolean isNumeric(TypeRef.Scalar k) {
        return k == TypeRef.Scalar.INTEGER || k == TypeRef.Scalar.NUMBER;
    }

    private static String textOf(JsonNode v) {
        return v != null && v.isTextual() ? v.asText() : null;
    }

    static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        return v != null && v.isTextual() ? v.asText() : null;
    }
}
