package dev.sdkgen.codegen.typescript;

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
 * The imports of one generated file, and the local name of everything imported. A model whose name
 * is taken in the file (a global the file uses, a runtime name, a resource class) is imported under
 * {@code <Name>Model}; the choice depends only on the names, never on the order of use, so output is
 * deterministic.
 */
final class TsImports implements ImportingSnippetWriter.ImportList {
    private final String coreModule;
    private final String modelsModule;
    private final Set<String> taken;
    private final Set<String> allModels;
    private final Map<String, String> coreValues = new TreeMap<>();
    private final Map<String, String> coreTypes = new TreeMap<>();
    private final Map<String, String> models = new TreeMap<>();
    private final Map<String, Set<String>> values = new TreeMap<>();

    /**
     * @param coreModule   relative module of the runtime core ({@code ./core/index.js})
     * @param modelsModule relative module of the models ({@code ./models.js}), or null inside models.ts
     * @param taken        names already bound in the file (globals it uses, classes it declares or imports)
     * @param allModels    every model name of the SDK
     */
    TsImports(String coreModule, String modelsModule, Set<String> taken, Set<String> allModels) {
        this.coreModule = coreModule;
        this.modelsModule = modelsModule;
        this.taken = new HashSet<>(taken);
        this.allModels = allModels;
    }

    /** Imports for text outside any file (api.md): every name as it is, nothing recorded. */
    static TsImports plain() {
        return new TsImports("", null, Set.of(), Set.of());
    }

    /** The local name of a model (imported unless this is models.ts itself). */
    String model(String name) {
        if (modelsModule == null) {
            return name;
        }
        return models.computeIfAbsent(name, this::alias);
    }

    private String alias(String name) {
        if (!taken.contains(name)) {
            return name;
        }
        String base = name + "Model";
        String alias = base;
        for (int n = 2; taken.contains(alias) || allModels.contains(alias); n++) {
            alias = base + n;
        }
        return alias;
    }

    /** A value exported by the runtime core. */
    String coreValue(String name) {
        return coreValues.computeIfAbsent(name, this::coreAlias);
    }

    /** A type exported by the runtime core. */
    String coreType(String name) {
        return coreTypes.computeIfAbsent(name, this::coreAlias);
    }

    /** In models.ts a model may have a runtime type's name ({@code Uploadable}): the runtime's is imported as {@code CoreUploadable}. */
    private String coreAlias(String name) {
        return modelsModule == null && taken.contains(name) ? "Core" + name : name;
    }

    /** A class from another generated module. */
    String value(String module, String name) {
        values.computeIfAbsent(module, m -> new TreeSet<>()).add(name);
        return name;
    }

    /** The import statements, formatted. */
    @Override
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        if (!coreValues.isEmpty()) {
            out.addAll(statement("import {", Identifiers.aliased(coreValues), coreModule));
        }
        if (!coreTypes.isEmpty()) {
            out.addAll(statement("import type {", Identifiers.aliased(coreTypes), coreModule));
        }
        if (!models.isEmpty()) {
            out.addAll(statement("import type {", Identifiers.aliased(models), modelsModule));
        }
        values.forEach((module, names) -> out.addAll(statement("import {", List.copyOf(names), module)));
        return out;
    }


    private static List<String> statement(String open, List<String> names, String module) {
        return Layout.render(Layout.braces(open, Layout.texts(names), "} from " + TsLiterals.string(module) + ";"), "", "  ");
    }
}
