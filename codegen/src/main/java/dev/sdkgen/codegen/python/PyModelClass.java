package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.engine.ir.TypeDef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A response model: {@code class Account(BaseModel):} with one annotated attribute per property, in
 * declaration order. A required property is {@code name: T}; an optional one {@code name: Optional[T] = None}
 * (the runtime gives None for an absent optional field). Attributes are the properties' snake_case names;
 * where that differs from the JSON key (camelCase, a keyword, a key that is no identifier, a name the base
 * class or the annotations use) the class maps it in {@code __wire_names__}.
 */
final class PyModelClass {
    private static final String IND = PyMethods.IND;
    /** Names an attribute cannot take: the base class's members and {@code self} (the typed constructor's). */
    static final Set<String> RESERVED = Set.of("to_dict", "to_json", "from_dict", "model_extra", "self");
    /** Builtins an annotation may use: an attribute of the class cannot take one that its annotations use. */
    private static final Set<String> BUILTINS = Set.of("str", "int", "float", "bool", "bytes", "object");
    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final PyTypes side;
    private final PyImports imports;

    PyModelClass(PyTypes side, PyImports imports) {
        this.side = side;
        this.imports = imports;
    }

    /** The attribute of each property (by wire name), unique in the class. */
    static Map<String, String> attributes(TypeDef.ObjectType o, PyTypes side) {
        Set<String> reserved = new HashSet<>(RESERVED);
        for (TypeDef.Property p : o.properties()) {
            Matcher words = WORD.matcher(side.annotation(p.type(), PyImports.plain()));
            while (words.find()) {
                if (BUILTINS.contains(words.group())) {
                    reserved.add(words.group());
                }
            }
        }
        NameScope scope = new NameScope(reserved);
        Map<String, String> out = new LinkedHashMap<>();
        for (TypeDef.Property p : o.properties()) {
            String snake = PyNames.snake(p.name());
            out.put(p.name(), scope.claim(snake.isEmpty() || snake.startsWith("__") ? "field" + snake : snake));
        }
        return out;
    }

    List<String> declaration(String name, TypeDef.ObjectType o, List<String> doc) {
        List<String> out = new ArrayList<>();
        out.add("class " + name + "(" + imports.core("BaseModel") + "):");
        List<String> docstring = PyDocs.docstring(IND, doc);
        if (!docstring.isEmpty()) {
            out.addAll(docstring);
            out.add("");
        }
        Map<String, String> attributes = attributes(o, side);
        List<Layout.Node> renamed = new ArrayList<>();
        attributes.forEach((wire, attribute) -> {
            if (!wire.equals(attribute)) {
                renamed.add(Layout.text(PyLiterals.string(attribute) + ": " + PyLiterals.string(wire)));
            }
        });
        if (!renamed.isEmpty()) {
            String head = "__wire_names__: " + imports.typing("ClassVar") + "[" + imports.typing("Dict") + "[str, str]] = ";
            out.addAll(Layout.render(new Layout.Group(head + "{", renamed, "}", false, true), IND, IND));
        }
        for (TypeDef.Property p : o.properties()) {
            String type = side.annotation(p.type(), imports);
            String attribute = attributes.get(p.name());
            out.add(IND + attribute + ": " + (p.required() ? type
                    : PyMethods.optionalOf(type, p.type(), () -> imports.typing("Optional")) + " = None"));
            out.addAll(PyDocs.docstring(IND, PyModels.propertyDoc(p)));
        }
        return out;
    }
}
