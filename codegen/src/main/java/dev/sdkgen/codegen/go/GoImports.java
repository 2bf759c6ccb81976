package dev.sdkgen.codegen.go;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The standard-library packages one generated Go file imports. Go refuses an unused import, so a
 * package is added only when printed code names it ({@link #use}); gofmt sorts them by path.
 */
final class GoImports {
    private final TreeSet<String> paths = new TreeSet<>();

    /** Records the import and returns the package's name in code ({@code net/http} → {@code http}). */
    String use(String path) {
        paths.add(path);
        return path.substring(path.lastIndexOf('/') + 1);
    }

    /** The import declaration, or nothing. */
    List<String> lines() {
        List<String> out = new ArrayList<>();
        if (paths.size() == 1) {
            out.add("import " + GoLiterals.string(paths.first()));
        } else if (!paths.isEmpty()) {
            out.add("import (");
            paths.forEach(p -> out.add("\t" + GoLiterals.string(p)));
            out.add(")");
        }
        return out;
    }
}
