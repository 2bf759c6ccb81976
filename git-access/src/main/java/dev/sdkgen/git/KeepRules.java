package dev.sdkgen.git;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;

/**
 * Which files of an SDK repository the SDK does not own, so a delivery keeps them as they are on
 * the branch: {@code .github/} (the repository's workflows and settings), {@code CUSTOM.md}, the
 * {@code sdkgen-keep} file itself, and every glob line of that file (matched against the path from
 * the repository root: {@code *} stays within one directory, {@code **} crosses directories, a line
 * ending in {@code /} keeps everything under that directory; blank lines and {@code #} comments are
 * ignored).
 */
public final class KeepRules {

    /** The file at the repository root whose lines name further kept files. */
    public static final String KEEP_FILE = "sdkgen-keep";

    private static final List<String> ALWAYS = List.of(".github/", "CUSTOM.md", KEEP_FILE);

    private final List<PathMatcher> matchers;

    private KeepRules(List<PathMatcher> matchers) {
        this.matchers = matchers;
    }

    /** The rules of a branch whose {@code sdkgen-keep} has this text (null: there is none). */
    public static KeepRules of(String keepFile) {
        List<String> lines = new ArrayList<>(ALWAYS);
        if (keepFile != null) {
            keepFile.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).forEach(lines::add);
        }
        List<PathMatcher> matchers = new ArrayList<>();
        for (String line : lines) {
            String glob = line.startsWith("/") ? line.substring(1) : line;
            if (glob.endsWith("/")) {
                glob = glob + "**";
            }
            try {
                matchers.add(FileSystems.getDefault().getPathMatcher("glob:" + glob));
            } catch (IllegalArgumentException e) {
                // a line that is not a glob keeps nothing
            }
        }
        return new KeepRules(List.copyOf(matchers));
    }

    /** Whether the file at this repository path ({@code a/b/c.txt}) is kept. */
    public boolean keeps(String path) {
        Path p = Path.of(path);
        return matchers.stream().anyMatch(m -> m.matches(p));
    }
}
