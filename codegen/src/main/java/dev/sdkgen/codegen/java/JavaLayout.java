package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.ResourcePlan;

/**
 * Where each file of the Java SDK goes: Maven's {@code src/main/java/<packages.java as path>/}, with the client
 * at its root, {@code resources/} (one class per resource, names unique across the SDK), {@code models/} (one
 * class per model and params type), and the runtime core in {@code core/} and {@code errors/}.
 */
final class JavaLayout {
    private final String root;
    private final Symbols symbols;

    JavaLayout(String javaPackage, Symbols symbols) {
        this.root = "src/main/java/" + JavaNames.packagePath(javaPackage) + "/";
        this.symbols = symbols;
    }

    /** The client's file. */
    String client() {
        return root + symbols.clientClass() + ".java";
    }

    /** A resource's file (the client's for the root). */
    String file(ResourcePlan r) {
        return r.isRoot() ? client() : root + "resources/" + symbols.className(r) + ".java";
    }

    /** A model's file. */
    String model(String name) {
        return root + "models/" + name + ".java";
    }

    /** A runtime core file ({@code core/Opt.java}) in the SDK. */
    String core(String runtimeName) {
        return root + runtimeName;
    }

    /** The {@code package-info.java} of a subpackage ({@code ""} for the root package). */
    String packageInfo(String subpackage) {
        return root + (subpackage.isEmpty() ? "" : subpackage + "/") + "package-info.java";
    }
}
