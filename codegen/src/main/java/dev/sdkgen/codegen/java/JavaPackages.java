package dev.sdkgen.codegen.java;

import java.util.Set;

/**
 * The packages of one Java SDK ({@code packages.java} and its {@code models}, {@code resources}, {@code core},
 * {@code errors} subpackages) and the class names each package holds, so that any file's {@link JavaImports}
 * can be made from names alone.
 *
 * @param root      {@code packages.java}: the client
 * @param models    every model name (named types with a class, params types)
 * @param resources every resource class name
 */
record JavaPackages(String root, Set<String> models, Set<String> resources) {
    JavaPackages {
        models = Set.copyOf(models);
        resources = Set.copyOf(resources);
    }

    String modelsPackage() {
        return root + ".models";
    }

    String resourcesPackage() {
        return root + ".resources";
    }

    String corePackage() {
        return root + ".core";
    }

    /** A runtime core class ({@code Opt} → {@code com.acme.sdk.core.Opt}). */
    String core(String simple) {
        return corePackage() + "." + simple;
    }

    /** A runtime error class ({@code InvalidDataException} → {@code com.acme.sdk.errors.InvalidDataException}). */
    String errors(String simple) {
        return root + ".errors." + simple;
    }

    /** The imports of a model file declaring {@code declared} (its class and nested classes). */
    JavaImports modelImports(Set<String> declared) {
        return new JavaImports(modelsPackage(), modelsPackage(), declared, models, Set.of());
    }

    /** The imports of a resource file. */
    JavaImports resourceImports(String className) {
        return new JavaImports(resourcesPackage(), modelsPackage(), Set.of(className, JavaFiles.RAW_VIEW, JavaFiles.ASYNC_VIEW), resources,
                Set.of());
    }

    /** The imports of the client file, which also imports the top-level resource classes. */
    JavaImports clientImports(String clientClass, Set<String> topLevelResources) {
        return new JavaImports(root, modelsPackage(), Set.of(clientClass, "Builder", JavaFiles.RAW_VIEW, JavaFiles.ASYNC_VIEW),
                Set.of(clientClass), topLevelResources);
    }
}
