package dev.sdkgen.codegen.typescript;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.plan.TypeTable;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Type mapping IR → TypeScript: strings (every format, dates included: JSON carries them as strings),
 * numbers (int64 too: JSON.parse gives numbers), {@code T[]}, {@code { [key: string]: T }} (no
 * reference to the global {@code Record}, so a model may be called {@code Record}), {@code T | null},
 * literal types, {@code unknown}; a binary string is the runtime's {@code Uploadable}.
 */
final class TsTypes {
    private final TypeTable model;

    TsTypes(TypeTable model) {
        this.model = model;
    }

    /** The type expression, referring to models and runtime types through {@code imports}. */
    String print(TypeRef type, TsImports imports) {
        return print(type, imports, false);
    }

    private String print(TypeRef type, TsImports imports, boolean atom) {
        if (type instanceof TypeRef.Primitive p) {
            return switch (p.type()) {
                case STRING -> p.isBinary() ? imports.coreType("Uploadable") : "string";
                case INTEGER, NUMBER -> "number";
                case BOOLEAN -> "boolean";
            };
        }
        if (type instanceof TypeRef.Named n) {
            return imports.model(n.name());
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return print(a.items(), imports, true) + "[]";
        }
        if (type instanceof TypeRef.MapOf m) {
            return "{ [key: string]: " + print(m.values(), imports, false) + " }";
        }
        if (type instanceof TypeRef.Nullable n) {
            return union(List.of(print(n.inner(), imports, false), "null"), atom);
        }
        if (type instanceof TypeRef.Union u) {
            List<String> parts = new ArrayList<>();
            for (TypeRef v : u.variants()) {
                parts.add(print(v, imports, false));
            }
            return union(parts, atom);
        }
        if (type instanceof TypeRef.Literal l) {
            String literal = TsLiterals.json(l.value());
            return literal == null ? "unknown" : literal;
        }
        return "unknown";
    }

    /** {@code A | B}, members flattened and deduplicated, in parentheses when an atom is needed. */
    static String union(List<String> parts, boolean atom) {
        Set<String> members = new LinkedHashSet<>();
        for (String p : parts) {
            members.addAll(splitTopLevelUnion(p));
        }
        if (members.isEmpty()) {
            return "never";
        }
        if (members.size() == 1) {
            return members.iterator().next();
        }
        String joined = String.join(" | ", members);
        return atom ? "(" + joined + ")" : joined;
    }

    /** The members of a printed union at bracket depth 0 (a printed non-union is its own only member). */
    static List<String> splitTopLevelUnion(String printed) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int start = 0;
        boolean quoted = false;
        for (int i = 0; i < printed.length(); i++) {
            char c = printed.charAt(i);
            if (quoted) {
                if (c == '\\') {
                    i++;
                } else if (c == '\'') {
                    quoted = false;
                }
                continue;
            }
            switch (c) {
                case '\'' -> quoted = true;
                case '(', '[', '{', '<' -> depth++;
                case ')', ']', '}', '>' -> depth--;
                case '|' -> {
                    if (depth == 0) {
                        out.add(printed.substring(start, i).strip());
                        start = i + 1;
                    }
                }
                default -> {
                }
            }
        }
        out.add(printed.substring(start).strip());
        return out;
    }

    /** The members of an enum as literal types (base type when none is expressible). */
    List<String> enumMembers(TypeDef.EnumType e, TsImports imports) {
        List<String> members = new ArrayList<>();
        for (JsonNode v : e.values()) {
            String literal = TsLiterals.json(v);
            if (literal == null) {
                return List.of(print(new TypeRef.Primitive(e.base(), null), imports));
            }
            if (!members.contains(literal)) {
                members.add(literal);
            }
        }
        if (members.isEmpty()) {
            members.add(print(new TypeRef.Primitive(e.base(), null), imports));
        }
        return members;
    }

    /** The model's type definition of a named reference, or null. */
    TypeDef definition(TypeRef type) {
        return model.definition(type);
    }
}
