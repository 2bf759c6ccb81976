package dev.sdkgen.codegen.python;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.codegen.plan.TypeTable;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Type mapping IR → Python (3.9 {@code typing} spelling, which models resolve at run time), for one side:
 * a named type is its model on the response side and its TypedDict on the request side ({@link PyTypeNames}):
 * {@code str} (dates too), {@code int}, {@code float}, {@code bool}, {@code List[T]},
 * {@code Dict[str, T]}, {@code Optional[T]}, {@code Union[...]}, {@code Literal[...]}, {@code Any};
 * a binary string is the runtime's {@code FileTypes}. Where an annotation is evaluated at import time
 * (type aliases, functional TypedDicts), names defined further down are quoted as forward references.
 */
final class PyTypes {
    /** Which form of a named type a use prints. */
    enum Side { REQUEST, RESPONSE }

    private final TypeTable model;
    private final PyTypeNames names;
    private final Side side;

    PyTypes(TypeTable model, PyTypeNames names, Side side) {
        this.model = model;
        this.names = names;
        this.side = side;
    }

    /** The types of the request side: TypedDicts. */
    PyTypes requests() {
        return side == Side.REQUEST ? this : new PyTypes(model, names, Side.REQUEST);
    }

    /** The types of the response side: models. */
    PyTypes responses() {
        return side == Side.RESPONSE ? this : new PyTypes(model, names, Side.RESPONSE);
    }

    /** The named types. */
    TypeTable table() {
        return model;
    }

    Side side() {
        return side;
    }

    PyTypeNames names() {
        return names;
    }

    /** A named type's local name on this side. */
    String name(String irName, PyImports imports) {
        return imports.model(side == Side.REQUEST ? names.param(irName) : names.model(irName));
    }

    /** An annotation (never evaluated at run time: modules use {@code from __future__ import annotations}). */
    String annotation(TypeRef type, PyImports imports) {
        return print(type, imports, name -> false);
    }

    /** An expression evaluated at import time: names for which {@code forward} holds are quoted. */
    String expression(TypeRef type, PyImports imports, Predicate<String> forward) {
        return print(type, imports, forward);
    }

    private String print(TypeRef type, PyImports imports, Predicate<String> forward) {
        if (type instanceof TypeRef.Primitive p) {
            return switch (p.type()) {
                case STRING -> p.isBinary() ? imports.core("FileTypes") : "str";
                case INTEGER -> "int";
                case NUMBER -> "float";
                case BOOLEAN -> "bool";
            };
        }
        if (type instanceof TypeRef.Named n) {
            String local = name(n.name(), imports);
            return forward.test(n.name()) ? "\"" + local + "\"" : local;
        }
        if (type instanceof TypeRef.ArrayOf a) {
            return imports.typing("List") + "[" + print(a.items(), imports, forward) + "]";
        }
        if (type instanceof TypeRef.MapOf m) {
            return imports.typing("Dict") + "[str, " + print(m.values(), imports, forward) + "]";
        }
        if (type instanceof TypeRef.Nullable n) {
            String inner = print(n.inner(), imports, forward);
            return n.inner() instanceof TypeRef.Unknown ? inner : imports.typing("Optional") + "[" + inner + "]";
        }
        if (type instanceof TypeRef.Union u) {
            List<String> parts = new ArrayList<>();
            for (TypeRef v : u.variants()) {
                parts.add(print(v, imports, forward));
            }
            return union(parts, imports);
        }
        if (type instanceof TypeRef.Literal l) {
            if (l.value() == null || l.value().isNull()) {
                return "None";
            }
            String literal = PyLiterals.literal(l.value());
            if (literal == null) {
                return l.value().isNumber() ? "float" : imports.typing("Any");
            }
            return imports.typing("Literal") + "[" + literal + "]";
        }
        return imports.typing("Any");
    }

    /** {@code Union[A, B]} with duplicates removed; one member is itself. */
    String union(List<String> parts, PyImports imports) {
        Set<String> members = new LinkedHashSet<>(parts);
        if (members.isEmpty()) {
            return imports.typing("Any");
        }
        if (members.size() == 1) {
            return members.iterator().next();
        }
        return imports.typing("Union") + "[" + String.join(", ", members) + "]";
    }

    /** The literal values of an enum, or null when some value has no {@code Literal} form (then the base type is used). */
    List<String> enumLiterals(TypeDef.EnumType e) {
        List<String> out = new ArrayList<>();
        for (JsonNode v : e.values()) {
            String literal = PyLiterals.literal(v);
            if (literal == null) {
                return null;
            }
            if (!out.contains(literal)) {
                out.add(literal);
            }
        }
        return out.isEmpty() ? null : out;
    }

    String scalar(TypeRef.Scalar scalar, PyImports imports) {
        return print(new TypeRef.Primitive(scalar, null), imports, name -> false);
    }

    /** The type's definition when it is a named reference (through Nullable), else null. */
    TypeDef definition(TypeRef type) {
        return model.definition(type);
    }
}
