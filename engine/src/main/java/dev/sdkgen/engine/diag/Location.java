package dev.sdkgen.engine.diag;

/**
 * Where a diagnostic stands: a repository-relative file, a JSON pointer inside it (may be empty) and a
 * 1-based line (0 while unknown; the engine resolves lines from pointers before reporting).
 */
public record Location(String file, String pointer, int line) {
    public static final Location NONE = new Location(null, null, 0);

    public static Location file(String file) {
        return new Location(file, null, 0);
    }

    public static Location line(String file, int line) {
        return new Location(file, null, line);
    }

    public static Location pointer(String file, String pointer) {
        return new Location(file, pointer, 0);
    }

    public Location withLine(int newLine) {
        return new Location(file, pointer, newLine);
    }

    public boolean needsLine() {
        return file != null && pointer != null && line == 0;
    }
}
