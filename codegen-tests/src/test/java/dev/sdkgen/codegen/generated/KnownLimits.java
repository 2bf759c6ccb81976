package dev.sdkgen.codegen.generated;

import dev.sdkgen.codegen.testing.SdkTests;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The runtime gate's list of known failures (docs/codegen.md, "Runtime gate"): tests that fail for a reason other than
 * an SDK request the spec forbids, each with its kind as the reason's first word — {@code mock:} Prism cannot serve what
 * the spec allows (a path key it cannot route, a content type it cannot mock), {@code spec:} the spec contradicts itself
 * so that no request can satisfy it, {@code open:} a defect of sdkgen the gate found and that is not fixed yet (named,
 * so that the rest of its row still gates). One tab-separated line each: spec, languages ({@code *}: every language, else comma-separated), the
 * test's name (a glob, case-insensitive: {@code *} matches any characters), the reason. A row fails on a failed test that
 * no line names, and on a line of its own that names no failed test (not seen: the list stays honest).
 */
record KnownLimits(List<Limit> limits) {

    /** One line of the list; {@code line} is its 1-based line number, for messages. */
    record Limit(String spec, String language, String test, String reason, int line) {
        boolean applies(String specName, String languageId) {
            return spec.equals(specName) && (language.equals("*") || List.of(language.split(",")).contains(languageId));
        }

        boolean matches(String testName) {
            return glob(test).matcher(testName).matches();
        }

        @Override
        public String toString() {
            return "line " + line + ": " + spec + " " + language + " " + test + " (" + reason + ")";
        }
    }

    /**
     * A row's verdict: the failed tests no limit names, the failed tests a limit names (with it), and the row's limits
     * that named no failed test.
     */
    record Verdict(List<SdkTests.Result> unexpected, List<String> limited, List<Limit> unseen) {
        boolean ok() {
            return unexpected.isEmpty() && unseen.isEmpty();
        }
    }

    private static final Pattern KIND = Pattern.compile("(mock|spec|open): \\S");

    static KnownLimits load(Path file) {
        List<Limit> out = new ArrayList<>();
        try {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\t");
                if (cells.length != 4 || !KIND.matcher(cells[3]).lookingAt()) {
                    throw new IllegalStateException(file + " line " + (i + 1) + ": expected spec, language, test, reason "
                            + "(tab-separated; the reason starts with mock:, spec: or open:): " + line);
                }
                out.add(new Limit(cells[0], cells[1], cells[2], cells[3], i + 1));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new KnownLimits(List.copyOf(out));
    }

    /** Judges one row's results against the limits that apply to it. */
    Verdict judge(String spec, String language, List<SdkTests.Result> results) {
        List<Limit> applying = limits.stream().filter(l -> l.applies(spec, language)).toList();
        List<SdkTests.Result> unexpected = new ArrayList<>();
        List<String> limited = new ArrayList<>();
        List<Limit> seen = new ArrayList<>();
        for (SdkTests.Result r : results) {
            if (r.status() != SdkTests.Status.FAILED) {
                continue;
            }
            Limit limit = applying.stream().filter(l -> l.matches(r.name())).findFirst().orElse(null);
            if (limit == null) {
                unexpected.add(r);
            } else {
                limited.add(r.name() + " — " + limit.reason());
                seen.add(limit);
            }
        }
        return new Verdict(unexpected, limited, applying.stream().filter(l -> !seen.contains(l)).toList());
    }

    private static Pattern glob(String glob) {
        StringBuilder regex = new StringBuilder();
        for (String part : glob.split("\\*", -1)) {
            if (!regex.isEmpty()) {
                regex.append(".*");
            }
            regex.append(Pattern.quote(part));
        }
        return Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }
}
