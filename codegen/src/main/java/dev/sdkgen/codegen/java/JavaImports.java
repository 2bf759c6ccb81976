package dev.sdkgen.codegen.java;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The imports of one generated Java file and the spelling of every class it refers to, decided from names
 * only (never from the order of use):
 * <ul>
 *   <li>a class of the file's own package needs no import;</li>
 *   <li>a model whose simple name is one of {@link JavaNames#FILE_NAMES}, a name the file declares, or a name of
 *       {@code reserved} (the resource classes, in the client file) is written fully qualified;</li>
 *   <li>any other class is written fully qualified only when the file declares its simple name (a model called
 *       {@code List} spells {@code java.util.List} in full); a {@code java.lang} class gets an explicit import when
 *       a class of the file's package has its name (the package member would shadow it otherwise).</li>
 * </ul>
 */
final class JavaImports {
    private final String filePackage;
    private final String modelsPackage;
    private final Set<String> declared;
    private final Set<String> packageNames;
    private final Set<String> reserved;
    private final TreeSet<String> imports = new TreeSet<>();

    /**
     * @param filePackage   the file's package
     * @param modelsPackage the SDK's models package
     * @param declared      simple names the file declares (its class, nested classes)
     * @param packageNames  the top-level classes of the file's package
     * @param reserved      further simple names a model must not take in this file
     */
    JavaImports(String filePackage, String modelsPackage, Set<String> declared, Set<String> packageNames,
            Set<String> reserved) {
        this.filePackage = filePackage;
        this.modelsPackage = modelsPackage;
        this.declared = Set.copyOf(declared);
        this.packageNames = Set.copyOf(packageNames);
        this.reserved = Set.copyOf(reserved);
    }

    /** For text outside any file (api.md): every class by its simple name, nothing recorded. */
    static JavaImports plain() {
        return new JavaImports(null, null, Set.of(), Set.of(), Set.of());
    }

    /** The spelling of a class in this file ({@code java.util.List} → {@code List}), importing it when needed. */
    String name(String qualified) {
        String simple = simple(qualified);
        if (filePackage == null) {
            return simple;
        }
        String pkg = qualified.substring(0, Math.max(0, qualified.length() - simple.length() - 1));
        boolean model = pkg.equals(modelsPackage);
        if (model && (JavaNames.FILE_NAMES.contains(simple) || reserved.contains(simple))
                || declared.contains(simple) && !pkg.equals(filePackage)) {
            return qualified;
        }
        if (pkg.equals(filePackage)) {
            return declared.contains(simple) && !model ? qualified : simple;
        }
        if (model && (declared.contains(simple) || packageNames.contains(simple))) {
            return qualified;
        }
        if (!pkg.equals("java.lang") || packageNames.contains(simple)) {
            imports.add(qualified);
        }
        return simple;
    }

    /** A model of the SDK, by its type name. */
    String model(String typeName) {
        return name(modelsPackage + "." + typeName);
    }

    /** A {@code java.lang} class. */
    String lang(String simple) {
        return name("java.lang." + simple);
    }

    /** The import statements, sorted. */
    List<String> lines() {
        List<String> out = new ArrayList<>();
        for (String i : imports) {
            out.add("import " + i + ";");
        }
        return out;
    }

    static String simple(String qualified) {
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }

    /** {@code a} plus {@code b}. */
    static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> all = new HashSet<>(a);
        all.addAll(b);
        return all;
    }
}
