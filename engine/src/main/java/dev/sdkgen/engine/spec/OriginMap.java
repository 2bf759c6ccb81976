package dev.sdkgen.engine.spec;

import dev.sdkgen.engine.yaml.Pointer;
import java.util.HashMap;
import java.util.Map;

/**
 * Where each part of the bundled spec came from. The bundle inlines and hoists content of other
 * files; diagnostics found in the bundle are reported at the original file and pointer.
 */
public final class OriginMap {
    /** A place in one file. */
    public record Origin(String file, String pointer) {
    }

    private final String rootFile;
    private final Map<String, Origin> spliced = new HashMap<>();

    OriginMap(String rootFile) {
        this.rootFile = rootFile;
    }

    void record(String bundledPointer, String file, String pointer) {
        spliced.put(bundledPointer, new Origin(file, pointer));
    }

    /** The original place of a pointer into the bundle. */
    public Origin locate(String bundledPointer) {
        String suffix = "";
        for (String p = bundledPointer; p != null; p = Pointer.parent(p)) {
            Origin o = spliced.get(p);
            if (o != null) {
                return new Origin(o.file(), o.pointer() + suffix);
            }
            if (!p.isEmpty()) {
                suffix = p.substring(p.lastIndexOf('/')) + suffix;
            }
        }
        return new Origin(rootFile, bundledPointer);
    }
}
