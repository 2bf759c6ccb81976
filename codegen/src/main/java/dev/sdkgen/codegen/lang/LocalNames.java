package dev.sdkgen.codegen.lang;

import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeDef;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The local names of one method's parameters in one language, by location and wire name. Path
 * parameters always have one; query and header parameters only where the language's
 * {@link SignatureStyle#locals()} says so.
 */
public record LocalNames(Map<String, String> names) {
    public LocalNames {
        names = Collections.unmodifiableMap(new LinkedHashMap<>(names));
    }

    static String key(Parameter p) {
        return p.in() + ":" + p.name();
    }

    static String fieldKey(TypeDef.Property f) {
        return "BODY:" + f.name();
    }

    /** The local of a body field the language spreads; an error when it gave it none. */
    public String ofField(TypeDef.Property f) {
        String name = names.get(fieldKey(f));
        if (name == null) {
            throw new IllegalArgumentException("no local name for the body field " + f.name());
        }
        return name;
    }

    /** The local of a parameter; an error when the language gave it none. */
    public String of(Parameter p) {
        String name = names.get(key(p));
        if (name == null) {
            throw new IllegalArgumentException("no local name for the " + p.in() + " parameter " + p.name());
        }
        return name;
    }
}
