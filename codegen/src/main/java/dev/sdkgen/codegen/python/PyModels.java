package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code types.py}: every model of the IR as a TypedDict, a {@code Literal} (enums) or a type alias
 * (unions, aliases), in the IR's order; names defined further down are quoted where an expression is
 * evaluated at import time.
 */
final class PyModels {
    private static final String IND = PyMethods.IND;
    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final SdkPlan plan;
    private final PyTypes types;
    private final PyTypeNames names;

    PyModels(SdkPlan plan, PyTypes types) {
        this.plan = plan;
        this.types = types;
        this.names = types.names();
    }

    PyView.TypesModule typesModule() {
        PyImports imports = new PyImports("._core", null, Set.of(), names.all());
        List<List<String>> declarations = new ArrayList<>();
        Set<String> defined = new HashSet<>();
        for (TypeDef t : plan.types().all()) {
            Predicate<String> forward = n -> !defined.contains(n);
            if (names.hasModel(t.name())) {
                declarations.add(declaration(t, names.model(t.name()), types.responses(), imports, forward));
            }
            if (names.hasParam(t.name())) {
                declarations.add(declaration(t, names.param(t.name()), types.requests(), imports, forward));
            }
            defined.add(t.name());
        }
        return new PyView.TypesModule(PyFiles.HEADER,
                "\"\"\"Types of the " + plan.sdk().clientName()
                        + " API: responses are models (attribute access), requests take TypedDicts (plain dicts).\"\"\"",
                imports.lines(), declarations);
    }

    /** One form of a type: a model class (an object on the response side), a TypedDict, a Literal or an alias. */
    private List<String> declaration(TypeDef t, String name, PyTypes side, PyImports imports, Predicate<String> forward) {
        List<String> doc = new ArrayList<>(DocText.lines(t.docs()));
        if (t.deprecated()) {
            if (!doc.isEmpty()) {
                doc.add("");
            }
            doc.add("Deprecated.");
        }
        if (t instanceof TypeDef.ObjectType o) {
            if (side.side() == PyTypes.Side.RESPONSE && !o.properties().isEmpty()) {
                return new PyModelClass(side, imports).declaration(name, o, doc);
            }
            return objectType(name, o, doc, side, imports, forward);
        }
        String value;
        if (t instanceof TypeDef.EnumType e) {
            List<String> literals = side.enumLiterals(e);
            if (literals == null) {
                value = side.scalar(e.base(), imports);
            } else {
                List<String> out = new ArrayList<>(Layout.render(Layout.list(name + " = " + imports.typing("Literal") + "[",
                        Layout.texts(literals), "]"), "", IND));
                out.addAll(PyDocs.docstring("", doc));
                return out;
            }
        } else if (t instanceof TypeDef.UnionType u) {
            List<String> parts = new ArrayList<>();
            for (TypeRef v : u.variants()) {
                parts.add(side.expression(v, imports, forward));
            }
            LinkedHashSet<String> members = new LinkedHashSet<>(parts);
            if (members.size() > 1) {
                List<String> out = new ArrayList<>(Layout.render(union(name, List.copyOf(members), u, side, imports), "", IND));
                out.addAll(PyDocs.docstring("", doc));
                return out;
            }
            value = side.union(parts, imports);
        } else {
            value = side.expression(((TypeDef.AliasType) t).target(), imports, forward);
        }
        if (value.startsWith("\"")) {
            // An alias of a single forward reference would be a plain string: spell it as a one-member Union.
            value = imports.typing("Union") + "[" + value + "]";
        }
        List<String> out = new ArrayList<>();
        out.add(name + " = " + value);
        out.addAll(PyDocs.docstring("", doc));
        return out;
    }

    /**
     * {@code Union[A, B]}; on the response side a union with a discriminator is
     * {@code Annotated[Union[A, B], Discriminator("type", {"a": "A"})]}, which the runtime reads to build the
     * variant the value names.
     */
    private Layout.Node union(String name, List<String> members, TypeDef.UnionType u, PyTypes side, PyImports imports) {
        if (side.side() != PyTypes.Side.RESPONSE || u.discriminator() == null) {
            return Layout.list(name + " = " + imports.typing("Union") + "[", Layout.texts(members), "]");
        }
        Layout.Node union = Layout.list(imports.typing("Union") + "[", Layout.texts(members), "]");
        List<Layout.Node> mapping = new ArrayList<>();
        u.discriminator().mapping().forEach((value, type) -> mapping.add(
                Layout.text(PyLiterals.string(value) + ": " + PyLiterals.string(names.model(type)))));
        Layout.Node discriminator = Layout.list(imports.core("Discriminator") + "(", List.of(
                Layout.text(PyLiterals.string(u.discriminator().property())),
                new Layout.Group("{", mapping, "}", false, true)), ")");
        return Layout.list(name + " = " + imports.typing("Annotated") + "[", List.of(union, discriminator), "]");
    }

    /**
     * A TypedDict. Required and optional keys need two TypedDicts on Python 3.9 (no
     * {@code NotRequired}): {@code _XOptional} (total=False) is the base of {@code X}. A group whose
     * keys are not all identifiers ({@code +1}, {@code class}), or that would shadow a name its own
     * annotations use, is written in the functional syntax.
     */
    private List<String> objectType(String name, TypeDef.ObjectType o, List<String> doc, PyTypes side, PyImports imports,
            Predicate<String> forward) {
        List<TypeDef.Property> required = o.properties().stream().filter(TypeDef.Property::required).toList();
        List<TypeDef.Property> optional = o.properties().stream().filter(p -> !p.required()).toList();
        List<String> out = new ArrayList<>();
        if (o.properties().isEmpty()) {
            String values = o.additionalProperties() == null ? imports.typing("Any")
                    : side.expression(o.additionalProperties(), imports, forward);
            out.add(name + " = " + imports.typing("Dict") + "[str, " + values + "]");
            out.addAll(PyDocs.docstring("", doc));
            return out;
        }
        if (o.additionalProperties() != null) {
            out.addAll(PyDocs.comment("", doc));
            out.addAll(functionalWithOptionalKeys(name, o, side, imports, forward));
            return out;
        }
        String typedDict = imports.typing("TypedDict");
        if (optional.isEmpty() || required.isEmpty()) {
            List<TypeDef.Property> all = o.properties();
            boolean total = optional.isEmpty();
            if (classSyntax(all, side, imports)) {
                out.add("class " + name + "(" + typedDict + (total ? "" : ", total=False") + "):");
                out.addAll(classBody(doc, all, side, imports));
            } else {
                out.addAll(PyDocs.comment("", doc));
                out.addAll(functional(name, all, total, side, imports, forward));
            }
            return out;
        }
        if (!classSyntax(optional, side, imports) || !classSyntax(required, side, imports)) {
            out.addAll(PyDocs.comment("", doc));
            out.addAll(functionalWithOptionalKeys(name, o, side, imports, forward));
            return out;
        }
        String optionalName = "_" + name + "Optional";
        out.add("class " + optionalName + "(" + typedDict + ", total=False):");
        out.addAll(classBody(List.of(), optional, side, imports));
        out.add("");
        out.add("");
        out.add("class " + name + "(" + optionalName + "):");
        out.addAll(classBody(doc, required, side, imports));
        return out;
    }

    /**
     * One functional TypedDict with both required and optional keys: the optional ones are annotated
     * {@code "NotRequired[T]"}, a string, so nothing is evaluated at run time and Python 3.9 needs no
     * {@code NotRequired}; the checker reads it from {@code typing_extensions}, imported under
     * {@code TYPE_CHECKING} only. (Deriving a class from functional TypedDicts, the other way to split
     * the keys, makes pyright lose the base class when the types refer to each other in a cycle.) An object
     * with additional properties beside its named ones is such a TypedDict with PEP 728's {@code extra_items}
     * ({@link PyImports#openTypedDict}), so a dict with more keys of that type is one.
     */
    private List<String> functionalWithOptionalKeys(String name, TypeDef.ObjectType o, PyTypes side, PyImports imports,
            Predicate<String> forward) {
        List<String> out = new ArrayList<>();
        boolean open = o.additionalProperties() != null;
        out.add(name + " = " + (open ? imports.openTypedDict() : imports.typing("TypedDict")) + "(");
        out.add(IND + PyLiterals.string(name) + ",");
        out.add(IND + "{");
        for (TypeDef.Property p : o.properties()) {
            out.addAll(PyDocs.comment(IND + IND, propertyDoc(p)));
            String value = p.required() ? side.expression(p.type(), imports, forward)
                    : PyLiterals.string(imports.typeCheckingOnly("typing_extensions", "NotRequired") + "["
                            + side.annotation(p.type(), imports) + "]");
            out.add(IND + IND + PyLiterals.string(p.name()) + ": " + value + ",");
        }
        out.add(IND + "},");
        if (open) {
            out.add(IND + "extra_items=" + side.expression(o.additionalProperties(), imports, forward) + ",");
        }
        out.add(")");
        return out;
    }

    static List<String> propertyDoc(TypeDef.Property p) {
        List<String> propertyDoc = new ArrayList<>(DocText.lines(p.docs()));
        if (p.deprecated()) {
            propertyDoc.add("Deprecated.");
        }
        return propertyDoc;
    }

    private boolean classSyntax(List<TypeDef.Property> props, PyTypes side, PyImports imports) {
        Set<String> used = new HashSet<>();
        for (TypeDef.Property p : props) {
            Matcher words = WORD.matcher(side.annotation(p.type(), imports));
            while (words.find()) {
                used.add(words.group());
            }
        }
        for (TypeDef.Property p : props) {
            if (!PyNames.isIdentifier(p.name()) || p.name().startsWith("__") || used.contains(p.name())) {
                return false;
            }
        }
        return true;
    }

    private List<String> classBody(List<String> doc, List<TypeDef.Property> props, PyTypes side, PyImports imports) {
        List<String> out = new ArrayList<>();
        List<String> docstring = PyDocs.docstring(IND, doc);
        if (!docstring.isEmpty()) {
            out.addAll(docstring);
            out.add("");
        }
        for (TypeDef.Property p : props) {
            out.add(IND + p.name() + ": " + side.annotation(p.type(), imports));
            out.addAll(PyDocs.docstring(IND, propertyDoc(p)));
        }
        return out;
    }

    private List<String> functional(String name, List<TypeDef.Property> props, boolean total, PyTypes side, PyImports imports,
            Predicate<String> forward) {
        List<String> out = new ArrayList<>();
        out.add(name + " = " + imports.typing("TypedDict") + "(");
        out.add(IND + PyLiterals.string(name) + ",");
        out.add(IND + "{");
        for (TypeDef.Property p : props) {
            out.addAll(PyDocs.comment(IND + IND, propertyDoc(p)));
            out.add(IND + IND + PyLiterals.string(p.name()) + ": " + side.expression(p.type(), imports, forward) + ",");
        }
        out.add(IND + "},");
        if (!total) {
            out.add(IND + "total=False,");
        }
        out.add(")");
        return out;
    }
}
