package dev.sdkgen.codegen.surface;

import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SDKGEN309 (warning): a language's surface has a major change, but {@code sdk.version} is not a major step from the
 * previous version. A major step raises the first number; below 1.0.0 it raises the second (0.3.1 → 0.4.0), as Cargo
 * and npm's caret ranges treat 0.x versions. A version that is no semantic version is left alone (the config loader
 * already refuses it).
 */
public final class VersionBumpCheck {
    private static final Pattern SEMVER = Pattern.compile("^v?(\\d+)\\.(\\d+)\\.(\\d+)");

    private VersionBumpCheck() {
    }

    /** The warning for this diff, if it has a major change without a major version step. */
    public static Optional<Diagnostic> check(SurfaceDiff diff) {
        if (diff.level() != Change.Level.MAJOR || isMajorStep(diff.oldVersion(), diff.newVersion())) {
            return Optional.empty();
        }
        Change first = diff.at(Change.Level.MAJOR).get(0);
        int count = diff.at(Change.Level.MAJOR).size();
        return Optional.of(Diagnostic.of(DiagnosticCode.SDKGEN309).detail("Target", diff.language())
                .detail("Version", diff.newVersion()).detail("Previous version", diff.oldVersion())
                .detail("Breaking changes", count + ", first: " + first.line())
                .detail("Hint", "set sdk.version to " + nextMajor(diff.oldVersion()) + " or later, or keep the API compatible")
                .build());
    }

    /** Whether {@code now} is a major step from {@code old}; true when either is no semantic version (nothing to warn about). */
    public static boolean isMajorStep(String old, String now) {
        int[] o = parse(old);
        int[] n = parse(now);
        if (o == null || n == null) {
            return true;
        }
        if (o[0] == 0 && n[0] == 0) {
            return n[1] > o[1];
        }
        return n[0] > o[0];
    }

    /** The smallest major step from {@code old} ({@code 1.4.2} → {@code 2.0.0}, {@code 0.3.1} → {@code 0.4.0}). */
    static String nextMajor(String old) {
        int[] o = parse(old);
        if (o == null) {
            return "a new major version";
        }
        return o[0] == 0 ? "0." + (o[1] + 1) + ".0" : (o[0] + 1) + ".0.0";
    }

    private static int[] parse(String version) {
        Matcher m = version == null ? null : SEMVER.matcher(version);
        if (m == null || !m.find()) {
            return null;
        }
        return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))};
    }
}
