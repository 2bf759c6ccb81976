package dev.sdkgen.codegen.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.source.util.JavacTask;
import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.codegen.examples.SchemaCheck;
import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.examples.SpecExamples;
import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.spec.Spec;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The examples gate (docs/codegen.md, "Examples gate"): every example the spec gives for a request body, a
 * parameter or a response ({@link SpecExamples}) written as a typed snippet of one language next to its SDK
 * ({@code <work>/<language>} and {@code <work>/<language>-examples}; Go: the SDK module's {@code _examples}
 * package), one run of the language's strict checker over the SDK and all of them together
 * ({@link LanguageToolchain#gates}: the compile gate's checks of the SDK come from the same run), and each checker
 * error in the snippets traced back to its example.
 * A failing example is classified: when it violates its own schema ({@link SchemaCheck}) that is the spec's
 * error and the cause says so; else the cause comes from the checker's message (a property the generated type
 * lacks, null where it is not nullable, another type); an example the language cannot write is an
 * "unsupported construct".
 */
public final class ExamplesGate {
    /** The prefix of every cause that is the spec's own error (an exclusion). */
    public static final String OWN_SCHEMA = "example violates its own schema: ";
    public static final String UNSUPPORTED = "unsupported construct: ";

    private ExamplesGate() {
    }

    /**
     * A failing example: its index, the example, the cause it is grouped by, and the checker's words (or the schema
     * violation, or why the language cannot write it).
     */
    public record Failure(int index, SpecExample example, String cause, String detail) {
    }

    /**
     * The result for one spec and language.
     *
     * @param stray checker errors in the snippets' files outside any example's snippet (the snippets' frame): must be none
     * @param sdk   the compile gate's checks of the SDK, from the same checker run ({@link LanguageToolchain#gates}): each
     *              must be clean
     */
    public record Outcome(String spec, Target target, int tried, List<Failure> failures, List<LanguageToolchain.CheckerError> stray,
            List<LanguageToolchain.Check> sdk) {
        /** The SDK's checks that are not clean, described (empty when the SDK passes the compile gate). */
        public String uncleanSdk() {
            StringBuilder sb = new StringBuilder();
            sdk.stream().filter(c -> !c.clean()).forEach(c -> sb.append(c.describe()).append('\n'));
            return sb.toString();
        }

        public int passed() {
            return tried - failures.size();
        }

        /** Failures that are the spec's own error (the example violates its schema). */
        public long ownErrors() {
            return failures.stream().filter(f -> f.cause().startsWith(OWN_SCHEMA)).count();
        }

        /** Failures that are not the spec's error: faults of sdkgen's types or writers. */
        public long unexplained() {
            return failures.size() - ownErrors();
        }

        public Map<String, List<Failure>> byCause() {
            Map<String, List<Failure>> out = new TreeMap<>();
            failures.forEach(f -> out.computeIfAbsent(f.cause(), c -> new ArrayList<>()).add(f));
            return out;
        }

        /** One line: {@code github typescript: tried 1425, passed 1300, failed 125 (own schema 20)}. */
        public String summary() {
            return spec + " " + target.id() + ": tried " + tried + ", passed " + passed() + ", failed " + failures.size()
                    + " (example violates its own schema: " + ownErrors() + ", other: " + unexplained() + ")";
        }

        /** The summary, then the failures by cause with each example's pointer and the checker's first words. */
        public String report(int perCause) {
            StringBuilder sb = new StringBuilder(summary()).append('\n');
            byCause().forEach((cause, list) -> {
                sb.append("  ").append(list.size()).append(" × ").append(cause).append('\n');
                list.stream().limit(perCause).forEach(f -> sb.append("    ").append(f.example().location()).append("  [")
                        .append(f.example().operation()).append(", ").append(f.example().subject()).append("]  ")
                        .append(shorten(f.detail())).append('\n'));
                if (list.size() > perCause) {
                    sb.append("    … and ").append(list.size() - perCause).append(" more\n");
                }
            });
            stray.forEach(e -> sb.append("  checker error outside the snippets: ").append(e.file()).append(':').append(e.line())
                    .append(' ').append(shorten(e.message())).append('\n'));
            return sb.toString();
        }
    }

    /** A message on one line (its lines joined by {@code  / }), at most 240 characters. */
    private static String shorten(String s) {
        String line = String.join(" / ", s.lines().map(String::strip).filter(l -> !l.isEmpty()).toList());
        return line.length() > 240 ? line.substring(0, 240) + "…" : line;
    }

    /**
     * Runs the compile gate and the examples gate for one spec and language in {@code work}: the SDK generated once
     * into {@code work/<language>}, the snippets next to it, one checker run over both ({@link LanguageToolchain#gates}).
     */
    public static Outcome run(String specName, Spec spec, SdkModel model, Target target, Path work) {
        Path sdkDir = work.resolve(target.id());
        SdkPlan plan = CheckerTimes.inJvm(sdkDir, "generate (plan, SDK, snippets)", () -> Planner.plan(model));
        List<SpecExample> examples = SpecExamples.collect(spec, model);
        ExampleSnippets snippets = CheckerTimes.inJvm(sdkDir, "generate (plan, SDK, snippets)", () -> {
            Generator.generate(plan, target).writeTo(sdkDir);
            return Generator.exampleSnippets(plan, examples, target);
        });
        LanguageToolchain.Gates gates = LanguageToolchain.of(target).gates(sdkDir, examples.isEmpty() ? null : snippets, model);
        Map<Integer, LanguageToolchain.CheckerError> first = new TreeMap<>();
        List<LanguageToolchain.CheckerError> stray = new ArrayList<>();
        for (LanguageToolchain.CheckerError e : gates.snippets()) {
            int i = snippets.exampleAt(e.file(), e.line());
            if (i < 0) {
                stray.add(e);
            } else {
                first.merge(i, e, (a, b) -> a.line() <= b.line() ? a : b);
            }
        }
        SchemaCheck schemas = new SchemaCheck(spec);
        List<Failure> failures = new ArrayList<>();
        for (int i = 0; i < examples.size(); i++) {
            SpecExample ex = examples.get(i);
            String unsupported = snippets.unsupported().get(i);
            LanguageToolchain.CheckerError error = first.get(i);
            if (unsupported == null && error == null) {
                continue;
            }
            SchemaCheck.Violation own = schemas.check(ex.value(), ex.schema());
            String detail = unsupported != null ? unsupported : error.message();
            String cause = own != null ? OWN_SCHEMA + own.kind() : unsupported != null ? UNSUPPORTED + unsupported : cause(error.message());
            failures.add(new Failure(i, ex, cause, own != null ? own.describe() + " — " + shorten(detail) : detail));
        }
        return new Outcome(specName, target, examples.size(), failures, stray, gates.sdk());
    }

    /**
     * The light compile gate of one spec and language ({@link LanguageToolchain#lightGate}): the SDK generated into
     * {@code work/<language>} and only the language's cheap checks, no examples.
     */
    public static List<LanguageToolchain.Check> light(SdkModel model, Target target, Path work) {
        Path sdkDir = work.resolve(target.id());
        CheckerTimes.inJvm(sdkDir, "generate (plan, SDK)", () -> {
            Generator.generate(Planner.plan(model), target).writeTo(sdkDir);
            return sdkDir;
        });
        return LanguageToolchain.of(target).lightGate(sdkDir, model);
    }

    /**
     * The cause of a checker error on an example that obeys its schema, from the checker's words (tsc, pyright,
     * go, javac; all of pyright's lines, whose first only says the dict does not fit).
     */
    static String cause(String message) {
        String m = message.toLowerCase(Locale.ROOT);
        if (m.contains("known properties") || m.contains("does not exist in type") || m.contains("undefined item")
                || m.contains("unknown field") || m.contains("cannot find symbol")) {
            return "sdkgen type lacks a property the example has";
        }
        if (m.contains("type 'null' is not assignable") || m.contains("type \"none\" is not assignable") || m.contains("\"none\" is not assignable")
                || m.contains("use nil as") || m.contains("<null> cannot be converted")) {
            return "sdkgen type is not nullable where the example is null";
        }
        if (m.contains("is missing in type") || m.contains("is required in")) {
            return "sdkgen type requires a property the example leaves out";
        }
        return "sdkgen type too narrow: the example's value is of another type";
    }

    /** Where the snippets of an SDK in {@code <work>/<language>} are written: {@code <work>/<language>-examples}. */
    public static Path examplesDir(Path sdkDir) {
        return sdkDir.resolveSibling(sdkDir.getFileName() + "-examples");
    }

    /** Whether a checker error's file (relative to the snippets' directory) is one of the snippets' files. */
    static boolean inSnippets(LanguageToolchain.CheckerError e) {
        return !e.file().equals("?") && !e.file().startsWith("../") && !e.file().startsWith("/");
    }

    /**
     * One checker run over the SDK and the snippets, split by file: the SDK's check (clean when no error is outside
     * the snippets' files; its output is those errors) and the errors in the snippets.
     */
    static LanguageToolchain.Gates split(String name, Processes.Result result, List<LanguageToolchain.CheckerError> errors,
            List<LanguageToolchain.Check> before) {
        List<LanguageToolchain.CheckerError> sdk = errors.stream().filter(e -> !inSnippets(e)).toList();
        List<LanguageToolchain.CheckerError> snippets = errors.stream().filter(ExamplesGate::inSnippets).toList();
        boolean clean = sdk.isEmpty() && (result.ok() || !snippets.isEmpty());
        StringBuilder out = new StringBuilder();
        sdk.forEach(e -> out.append(e.file()).append(':').append(e.line()).append(": ").append(e.message()).append('\n'));
        if (!clean && sdk.isEmpty()) {
            out.append(result.output());
        }
        List<LanguageToolchain.Check> checks = new ArrayList<>(before);
        checks.add(new LanguageToolchain.Check(name, new Processes.Result(result.command(), clean ? 0 : 1, out.toString(),
                result.duration()), clean));
        return new LanguageToolchain.Gates(checks, snippets);
    }

    /** The errors of a checker whose lines match {@code pattern} (groups: file, line, message). */
    static List<LanguageToolchain.CheckerError> errors(Processes.Result result, Pattern pattern) {
        List<LanguageToolchain.CheckerError> out = new ArrayList<>();
        Matcher m = pattern.matcher(result.output());
        while (m.find()) {
            out.add(new LanguageToolchain.CheckerError(m.group(1), Integer.parseInt(m.group(2)), m.group(3)));
        }
        if (out.isEmpty() && !result.ok()) {
            out.add(new LanguageToolchain.CheckerError("?", 0, result.describe()));
        }
        return out;
    }

    /** pyright's {@code --outputjson} errors, with files relative to the snippets directory. */
    static List<LanguageToolchain.CheckerError> pyrightErrors(Path examplesDir, Processes.Result result) {
        List<LanguageToolchain.CheckerError> out = new ArrayList<>();
        try {
            String text = result.output();
            JsonNode json = new ObjectMapper().readTree(text.substring(Math.max(0, text.indexOf('{'))));
            for (JsonNode d : json.path("generalDiagnostics")) {
                if ("error".equals(d.path("severity").asText())) {
                    String file = relative(examplesDir, Path.of(d.path("file").asText()));
                    out.add(new LanguageToolchain.CheckerError(file, d.path("range").path("start").path("line").asInt() + 1,
                            d.path("message").asText()));
                }
            }
        } catch (IOException e) {
            out.add(new LanguageToolchain.CheckerError("?", 0, result.describe()));
        }
        return out;
    }

    private static String relative(Path dir, Path file) {
        return dir.toAbsolutePath().normalize().relativize(file.toAbsolutePath().normalize()).toString().replace(File.separatorChar, '/');
    }

    /**
     * javac over the snippets (attribution only, every error), in this JVM, with the SDK's sources ({@code sdkDir}) or,
     * when that is null, the SDK's compiled classes on {@code classpath}.
     */
    static List<LanguageToolchain.CheckerError> javac(Path examplesDir, Path sdkDir, String classpath) {
        List<String> options = List.of("--release", "17", "-encoding", "UTF-8", "-proc:none", "-implicit:none", "-Xmaxerrs",
                "1000000", "-cp", classpath);
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<File> sources = new ArrayList<>();
        List<Path> roots = sdkDir == null ? List.of(examplesDir.resolve("src")) : List.of(sdkDir.resolve("src/main/java"), examplesDir.resolve("src"));
        for (Path root : roots) {
            try (Stream<Path> walk = Files.walk(root)) {
                walk.filter(f -> f.toString().endsWith(".java")).sorted().forEach(f -> sources.add(f.toFile()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            JavacTask task = (JavacTask) compiler.getTask(null, files, diagnostics, options, null, files.getJavaFileObjectsFromFiles(sources));
            CheckerTimes.inJvm(examplesDir, "javac snippets (in-process)", () -> {
                try {
                    return task.analyze();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<LanguageToolchain.CheckerError> out = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                String file = d.getSource() == null ? "?" : relative(examplesDir, Path.of(d.getSource().toUri()));
                out.add(new LanguageToolchain.CheckerError(file, (int) d.getLineNumber(), d.getMessage(Locale.ROOT)));
            }
        }
        return out;
    }

    /** Outcomes as the table of docs/benchmarks.md: spec, language, tried, passed, failed, own-schema, other. */
    public static List<String> table(List<Outcome> outcomes) {
        List<String> out = new ArrayList<>(List.of("| spec | language | examples tried | passed | failed | of which the example violates its own schema | other failures |",
                "|---|---|---|---|---|---|---|"));
        outcomes.stream().sorted(Comparator.comparing(Outcome::spec).thenComparing(o -> o.target().ordinal()))
                .forEach(o -> out.add("| " + o.spec() + " | " + o.target().id() + " | " + o.tried() + " | " + o.passed() + " | "
                        + o.failures().size() + " | " + o.ownErrors() + " | " + o.unexplained() + " |"));
        return out;
    }

    /** Failures by cause over several outcomes: cause → language → count. */
    public static Map<String, Map<Target, Integer>> causes(List<Outcome> outcomes) {
        Map<String, Map<Target, Integer>> out = new TreeMap<>();
        for (Outcome o : outcomes) {
            o.byCause().forEach((cause, list) -> out.computeIfAbsent(cause, c -> new LinkedHashMap<>()).merge(o.target(), list.size(), Integer::sum));
        }
        return out;
    }
}
