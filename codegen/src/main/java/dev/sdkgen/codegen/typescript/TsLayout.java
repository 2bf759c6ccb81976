package dev.sdkgen.codegen.typescript;

import dev.sdkgen.codegen.text.NameScope;
import dev.sdkgen.codegen.plan.ResourcePlan;
import java.util.HashMap;
import java.util.Map;

/**
 * Where each file of the TypeScript SDK goes (paths relative to the SDK root): {@code src/client.ts},
 * {@code src/models.ts}, {@code src/index.ts}, {@code src/core/*}; a resource without subresources is
 * {@code <dir>/<name>.ts}, one with subresources gets a directory {@code <dir>/<name>/<name>.ts} holding
 * its children (the openai-node layout). Names are kebab-case and unique per directory.
 */
final class TsLayout {
    static final String CLIENT = "src/client.ts";
    static final String MODELS = "src/models.ts";
    static final String INDEX = "src/index.ts";
    static final String CORE_INDEX = "src/core/index.ts";
    static final String CORE_DIR = "src/core/";

    private final Map<String, String> files = new HashMap<>();

    TsLayout(ResourcePlan root) {
        place(root, "src/resources");
    }

    private void place(ResourcePlan parent, String dir) {
        NameScope stems = new NameScope();
        for (ResourcePlan r : parent.subresources()) {
            String stem = stems.claim(TsNames.fileStem(r.name()));
            if (r.subresources().isEmpty()) {
                files.put(r.path(), dir + "/" + stem + ".ts");
            } else {
                String childDir = dir + "/" + stem;
                boolean clash = r.subresources().stream().anyMatch(c -> TsNames.fileStem(c.name()).equals(stem));
                files.put(r.path(), childDir + "/" + (clash ? stem + "-resource" : stem) + ".ts");
                place(r, childDir);
            }
        }
    }

    /** The file of a resource (the client file for the root). */
    String file(ResourcePlan r) {
        return r.isRoot() ? CLIENT : files.get(r.path());
    }

    /** An import specifier from one SDK file to another: {@code ../models.js}. */
    static String module(String fromFile, String toFile) {
        String[] from = fromFile.split("/");
        String[] to = toFile.split("/");
        int common = 0;
        while (common < from.length - 1 && common < to.length - 1 && from[common].equals(to[common])) {
            common++;
        }
        StringBuilder sb = new StringBuilder();
        int ups = from.length - 1 - common;
        if (ups == 0) {
            sb.append("./");
        } else {
            sb.append("../".repeat(ups));
        }
        for (int i = common; i < to.length; i++) {
            if (i > common) {
                sb.append('/');
            }
            sb.append(to[i]);
        }
        String path = sb.toString();
        return path.substring(0, path.length() - ".ts".length()) + ".js";
    }
}
