package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.codegen.plan.ResourcePlan;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where each module of the Python SDK goes, under {@code src/<package>/}: {@code __init__.py},
 * {@code _client.py}, {@code types.py}, {@code _core/}; resources under {@code resources/}: a resource
 * without subresources is a module {@code <dir>/<name>.py}, one with subresources a package
 * {@code <dir>/<name>/} whose {@code <name>.py} holds the class (the openai-python layout).
 */
final class PyLayout {
    private final String root;
    /** Resource path → its class module (relative to the SDK root). */
    private final Map<String, String> modules = new HashMap<>();
    /** Resource path → the name the parent package imports it by ({@code tasks}). */
    private final Map<String, String> importNames = new HashMap<>();
    /** Package {@code __init__.py} → the resources it re-exports. */
    private final Map<String, List<ResourcePlan>> packages = new LinkedHashMap<>();

    PyLayout(String pythonPackage, ResourcePlan root) {
        this.root = "src/" + pythonPackage + "/";
        place(root, "resources");
    }

    private void place(ResourcePlan parent, String dir) {
        List<ResourcePlan> exported = packages.computeIfAbsent(root + dir + "/__init__.py", k -> new ArrayList<>());
        if (!parent.isRoot()) {
            exported.add(parent);
        }
        NameScope names = new NameScope();
        for (ResourcePlan r : parent.subresources()) {
            String name = names.claim(PyNames.snake(r.name()));
            importNames.put(r.path(), name);
            exported.add(r);
            if (r.subresources().isEmpty()) {
                modules.put(r.path(), root + dir + "/" + name + ".py");
            } else {
                String childDir = dir + "/" + name;
                boolean clash = r.subresources().stream().anyMatch(c -> PyNames.snake(c.name()).equals(name));
                modules.put(r.path(), root + childDir + "/" + (clash ? name + "_resource" : name) + ".py");
                place(r, childDir);
            }
        }
    }

    String packageRoot() {
        return root;
    }

    String module(ResourcePlan r) {
        return r.isRoot() ? root + "_client.py" : modules.get(r.path());
    }

    /** The name a resource is imported by from its parent's package. */
    String importName(ResourcePlan r) {
        return importNames.get(r.path());
    }

    /** Every {@code __init__.py} under resources/ with the resources it re-exports (own class first). */
    Map<String, List<ResourcePlan>> packages() {
        return packages;
    }

    /** Levels below the package root: {@code _client.py} 0, {@code resources/x.py} 1. */
    int depth(String file) {
        String rel = file.substring(root.length());
        return (int) rel.chars().filter(c -> c == '/').count();
    }

    /** A relative module of the package root seen from {@code file}: {@code ._core}, {@code ..types}. */
    String fromRoot(String file, String module) {
        return ".".repeat(depth(file) + 1) + module;
    }
}
