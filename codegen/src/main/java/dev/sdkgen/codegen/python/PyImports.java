package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.lang.ImportingSnippetWriter;
import dev.sdkgen.codegen.text.Identifiers;
import dev.sdkgen.codegen.text.Layout;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The imports of one generated module and the local name of everything it uses. In {@code types.py}
 * the models are defined locally, so a {@code typing} name that a model also has is imported as
 * {@code _Name}; elsewhere {@code typing} and runtime names keep theirs and a colliding model is
 * imported as {@code <Name>Model}. Choices depend only on names, never on the order of use.
 */
final class PyImports implements ImportingSnippetWriter.ImportList {
    private static final String OPEN_TYPED_DICT = "_OpenTypedDict";
    private final String corePackage;
    private final String typesModule;
    private final Set<String> taken;
    private final Set<String> allModels;
    private final Map<String, String> typing = new TreeMap<>();
    private final Map<String, Set<String>> stdlib = new TreeMap<>();
    private final Map<String, String> core = new TreeMap<>();
    private final Map<String, String> models = new TreeMap<>();
    private final Map<String, Set<String>> values = new TreeMap<>();
    private final Map<String, Map<String, String>> checking = new TreeMap<>();

    /**
     * @param corePackage relative module of the runtime core ({@code ._core}, {@code .._core})
     * @param typesModule relative module of the models ({@code ..types}), or null inside types.py
     * @param taken       names bound in the module besides imports (its classes)
     * @param allModels   every model's Python name
     */
    PyImports(String corePackage, String typesModule, Set<String> taken, Set<String> allModels) {
        this.corePackage = corePackage;
        this.typesModule = typesModule;
        this.taken = new HashSet<>(taken);
        this.allModels = allModels;
    }

    /** Imports for text outside any module (api.md): every name as it is. */
    static PyImports plain() {
        return new PyImports("", "", Set.of(), Set.of());
    }

    /** A name from {@code typing}. */
    String typing(String name) {
        return typing.computeIfAbsent(name, n -> typesModule == null && allModels.contains(n) ? "_" + n : n);
    }

    /** A name from a standard library module other than {@code typing} ({@code functools.cached_property}). */
    String stdlib(String module, String name) {
        stdlib.computeIfAbsent(module, m -> new TreeSet<>()).add(name);
        return name;
    }

    /** A name from the runtime core ({@code _Name} in types.py when a model has the name). */
    String core(String name) {
        return core.computeIfAbsent(name, n -> typesModule == null && allModels.contains(n) ? "_" + n : n);
    }

    /** A model's local name (imported from the types module outside types.py). */
    String model(String name) {
        if (typesModule == null) {
            return name;
        }
        return models.computeIfAbsent(name, n -> {
            if (!taken.contains(n) && !PyNames.MODULE_NAMES.contains(n)) {
                return n;
            }
            String base = n + "Model";
            String alias = base;
            for (int i = 2; taken.contains(alias) || allModels.contains(alias); i++) {
                alias = base + i;
            }
            return alias;
        });
    }

    /**
     * A name only the type checker needs (in string annotations): imported under {@code if TYPE_CHECKING:},
     * so the module never imports it at run time ({@code _Name} in types.py when a model has the name).
     */
    String typeCheckingOnly(String module, String name) {
        typing("TYPE_CHECKING");
        return checking.computeIfAbsent(module, m -> new TreeMap<>())
                .computeIfAbsent(name, n -> typesModule == null && allModels.contains(n) ? "_" + n : n);
    }

    /**
     * The TypedDict that takes PEP 728's {@code extra_items} (objects with named and additional properties):
     * {@code typing_extensions.TypedDict} for the checker, under {@code if TYPE_CHECKING:}, and the runtime
     * core's {@code open_typed_dict} at run time (Python 3.9 to 3.14's {@code typing.TypedDict} refuses
     * {@code extra_items}); both bound to {@code _OpenTypedDict}.
     */
    String openTypedDict() {
        typing("TYPE_CHECKING");
        checking.computeIfAbsent("typing_extensions", m -> new TreeMap<>()).put("TypedDict", OPEN_TYPED_DICT);
        return OPEN_TYPED_DICT;
    }

    /** A name from another generated module ({@code .tasks}, {@code ._params}). */
    String value(String module, String name) {
        values.computeIfAbsent(module, m -> new TreeSet<>()).add(name);
        return name;
    }

    /** {@code from __future__ import annotations}, then typing, then the package's own modules (isort's order). */
    @Override
    public List<String> lines() {
        return lines(true);
    }

    /** The import statements; {@code future} adds {@code from __future__ import annotations} first. */
    List<String> lines(boolean future) {
        List<String> out = new ArrayList<>();
        if (future) {
            out.add("from __future__ import annotations");
        }
        Map<String, List<String>> standard = new TreeMap<>();
        if (!typing.isEmpty()) {
            standard.put("typing", Identifiers.aliased(typing));
        }
        stdlib.forEach((module, names) -> standard.put(module, new ArrayList<>(names)));
        if (!standard.isEmpty()) {
            if (!out.isEmpty()) {
                out.add("");
            }
            standard.forEach((module, names) -> out.addAll(statement(module, names)));
        }
        List<String> local = new ArrayList<>();
        Map<String, List<String>> byModule = new TreeMap<>(PyImports::compareModules);
        if (!core.isEmpty()) {
            byModule.put(corePackage, Identifiers.aliased(core));
        }
        if (!models.isEmpty()) {
            byModule.put(typesModule, Identifiers.aliased(models));
        }
        values.forEach((module, names) -> byModule.put(module, new ArrayList<>(names)));
        byModule.forEach((module, names) -> local.addAll(statement(module, names)));
        if (!local.isEmpty()) {
            if (!out.isEmpty()) {
                out.add("");
            }
            out.addAll(local);
        }
        if (!checking.isEmpty()) {
            out.add("");
            out.add("if TYPE_CHECKING:");
            checking.forEach((module, names) -> statement(module, Identifiers.aliased(names)).forEach(l -> out.add("    " + l)));
            if (OPEN_TYPED_DICT.equals(checking.getOrDefault("typing_extensions", Map.of()).get("TypedDict"))) {
                out.add("else:");
                out.add("    from " + corePackage + " import open_typed_dict as " + OPEN_TYPED_DICT);
            }
        }
        return out;
    }

    /** isort orders relative imports from the farthest ({@code ...}) to the nearest ({@code .}), then by name. */
    private static int compareModules(String a, String b) {
        int da = dots(a);
        int db = dots(b);
        return da != db ? Integer.compare(db, da) : a.compareTo(b);
    }

    private static int dots(String module) {
        int n = 0;
        while (n < module.length() && module.charAt(n) == '.') {
            n++;
        }
        return n;
    }


    /** {@code from m import a, b} when it fits the line, else black's parenthesised form. */
    private static List<String> statement(String module, List<String> names) {
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(String::compareTo);
        String flat = "from " + module + " import " + String.join(", ", sorted);
        if (flat.length() <= Layout.WIDTH) {
            return List.of(flat);
        }
        List<String> out = new ArrayList<>();
        out.add("from " + module + " import (");
        for (String name : sorted) {
            out.add("    " + name + ",");
        }
        out.add(")");
        return out;
    }
}
