package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.plan.TypeTable;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Go unions (oneOf/anyOf): a struct with one {@code Of<Variant>} pointer per variant and the JSON it
 * was decoded from. Writing sends the variant that is set; reading keeps the JSON and, when the spec
 * names a discriminator, decodes the variant it selects; {@code As<Variant>()} reads any variant.
 */
final class GoUnions {
    private final TypeTable table;
    private final GoPackageNames names;
    private final GoTypes types;

    GoUnions(TypeTable table, GoPackageNames names, GoTypes types) {
        this.table = table;
        this.names = names;
        this.types = types;
    }

    List<String> union(String name, TypeDef.UnionType u, GoImports imports) {
        String json = imports.use("encoding/json");
        Map<TypeRef, String> variants = variantNames(u);
        List<String> fields = new ArrayList<>();
        List<String> pointers = new ArrayList<>();
        variants.forEach((type, variant) -> {
            fields.add("Of" + variant + "\t*" + types.type(type, imports));
            pointers.add("u.Of" + variant);
        });
        List<String> out = new ArrayList<>();
        out.add("type " + name + " struct {");
        out.addAll(GoAlign.lines(fields, "\t"));
        if (!fields.isEmpty()) {
            out.add("");
        }
        out.add("\traw " + json + ".RawMessage");
        out.add("}");
        out.add("");
        out.add("// MarshalJSON writes the variant that is set, else the JSON the union was decoded from.");
        out.add("func (u " + name + ") MarshalJSON() ([]byte, error) {");
        out.add("\treturn marshalUnion(" + String.join(", ", prepend("u.raw", pointers)) + ")");
        out.add("}");
        out.addAll(unmarshal(name, u, variants, json));
        variants.forEach((type, variant) -> {
            out.add("");
            out.add("// As" + variant + " returns the value as a " + types.type(type, imports) + ".");
            out.add("func (u " + name + ") As" + variant + "() (" + types.type(type, imports) + ", error) {");
            out.add("\treturn unionVariant(u.Of" + variant + ", u.raw)");
            out.add("}");
        });
        return out;
    }

    private List<String> unmarshal(String name, TypeDef.UnionType u, Map<TypeRef, String> variants, String json) {
        List<String> out = new ArrayList<>();
        out.add("");
        TypeDef.Discriminator d = u.discriminator();
        Map<String, List<String>> cases = new LinkedHashMap<>();
        if (d != null) {
            d.mapping().forEach((value, typeName) -> {
                String variant = variants.get(new TypeRef.Named(typeName));
                if (variant != null) {
                    cases.computeIfAbsent(variant, v -> new ArrayList<>()).add(GoLiterals.string(value));
                }
            });
        }
        out.add(cases.isEmpty() ? "// UnmarshalJSON keeps the JSON; As<Variant> methods decode it."
                : "// UnmarshalJSON keeps the JSON and decodes the variant its " + GoLiterals.string(d.property()) + " property names.");
        out.add("func (u *" + name + ") UnmarshalJSON(data []byte) error {");
        out.add("\t*u = " + name + "{raw: append(" + json + ".RawMessage(nil), data...)}");
        if (!cases.isEmpty()) {
            out.add("\tswitch unionDiscriminator(data, " + GoLiterals.string(d.property()) + ") {");
            cases.forEach((variant, values) -> {
                out.add("\tcase " + String.join(", ", values) + ":");
                out.add("\t\treturn " + json + ".Unmarshal(data, &u.Of" + variant + ")");
            });
            out.add("\t}");
        }
        out.add("\treturn nil");
        out.add("}");
        return out;
    }

    private static List<String> prepend(String first, List<String> rest) {
        List<String> out = new ArrayList<>();
        out.add(first);
        out.addAll(rest);
        return out;
    }

    /** A unique name per variant, from its type ({@code Cat}, {@code String}, {@code StringArray}). */
    Map<TypeRef, String> variantNames(TypeDef.UnionType u) {
        NameScope scope = new NameScope();
        Map<TypeRef, String> out = new LinkedHashMap<>();
        for (TypeRef v : u.variants()) {
            TypeRef t = TypeRef.nonNull(v);
            if (!out.containsKey(t)) {
                out.put(t, scope.claim(variantName(t)));
            }
        }
        return out;
    }

    private String variantName(TypeRef t) {
        if (t instanceof TypeRef.Named n) {
            return names.type(n.name());
        }
        if (t instanceof TypeRef.ArrayOf a) {
            return variantName(TypeRef.nonNull(a.items())) + "Array";
        }
        if (t instanceof TypeRef.MapOf m) {
            return variantName(TypeRef.nonNull(m.values())) + "Map";
        }
        String go = t instanceof TypeRef.Primitive p && p.isBinary() ? "Reader"
                : types.type(t, new GoImports());
        return GoNames.exported(go);
    }
}
