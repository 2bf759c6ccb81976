package dev.sdkgen.engine;

import dev.sdkgen.engine.build.IrBuilder;
import dev.sdkgen.engine.config.ConfigLoader;
import dev.sdkgen.engine.config.ConfigResult;
import dev.sdkgen.engine.config.SdkgenConfig;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.diag.Location;
import dev.sdkgen.engine.diag.Report;
import dev.sdkgen.engine.diag.Severity;
import dev.sdkgen.engine.ir.SdkModel;
import dev.sdkgen.engine.rules.Rule;
import dev.sdkgen.engine.rules.RuleContext;
import dev.sdkgen.engine.rules.Rules;
import dev.sdkgen.engine.spec.Spec;
import dev.sdkgen.engine.spec.SpecBundler;
import dev.sdkgen.engine.spec.SpecFile;
import dev.sdkgen.engine.yaml.Limits;
import dev.sdkgen.engine.yaml.SafeLoader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

/**
 * The engine's front door, shared by the CLI and the services: reads a Config Repository checkout,
 * reports every diagnostic, and builds the SDK model when there is no error. Never throws: an
 * internal failure is reported as SDKGEN900, with its stack trace in the log.
 */
public final class Engine {
    /** Runs slow rules beside the rest of a validation. */
    private static final ExecutorService BACKGROUND = Background.POOL;
    /** Set when the first validation of this JVM has started the rules' warm-ups. */
    private static final AtomicBoolean WARMED_UP = new AtomicBoolean();

    private Engine() {
    }

    private static <T> T join(CompletableFuture<T> f) {
        try {
            return f.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }

    /**
     * The result of a validation.
     *
     * @param report diagnostics, ordered by file and line
     * @param config the config as far as it could be read (null when missing or not YAML)
     * @param spec   the bundled spec (null when it could not be loaded)
     * @param model  the SDK model; null when there is any error
     * @param log    build log lines: resolved files, counts, diagnostics, stack traces of internal failures
     */
    public record Validation(Report report, SdkgenConfig config, Spec spec, SdkModel model, List<String> log) {
        public boolean ok() {
            return !report.hasErrors() && model != null;
        }
    }

    /** Validates the Config Repository checked out at {@code repoDir}. */
    public static Validation validate(Path repoDir) {
        List<String> log = new ArrayList<>();
        List<Diagnostic> diagnostics = new ArrayList<>();
        SdkgenConfig config = null;
        Spec spec = null;
        SdkModel model = null;
        List<String> fileRank = new ArrayList<>(List.of(ConfigLoader.FILE));
        List<SpecFile> specFiles = List.of();
        if (WARMED_UP.compareAndSet(false, true)) {
            BACKGROUND.execute(Engine::warmUp);
        }
        try {
            Timings.Mark phase = Timings.start();
            ConfigResult cr = ConfigLoader.load(repoDir);
            Timings.end("validate.config", phase);
            config = cr.config();
            diagnostics.addAll(cr.diagnostics());
            log.add("Config: " + ConfigLoader.FILE + (config == null ? " (unreadable)" : ""));
            if (config != null && config.spec() != null && config.spec().path() != null) {
                phase = Timings.start();
                SpecBundler.Result bundle = SpecBundler.bundle(repoDir, config.spec().path(),
                        Location.line(ConfigLoader.FILE, config.spec().pathLine()));
                diagnostics.addAll(bundle.diagnostics());
                specFiles = bundle.files();
                for (SpecFile f : bundle.files()) {
                    fileRank.add(f.path());
                }
                logFiles(log, bundle);
                Timings.end("validate.bundle", phase);
                if (bundle.bundled() != null) {
                    phase = Timings.start();
                    spec = new Spec(bundle.bundled(), bundle.origins(), bundle.files(), bundle.openapiVersion());
                    Timings.end("validate.spec", phase);
                    log.add("Operations in the spec: " + spec.operations().size()
                            + "; schemas: " + spec.schemaNames().size());
                }
            }
            List<CompletableFuture<List<Diagnostic>>> background = new ArrayList<>();
            List<SpecFile> files = specFiles;
            phase = Timings.start();
            if (config != null) {
                RuleContext context = new RuleContext(config, spec);
                for (Rule rule : Rules.ALL) {
                    if (rule.concurrent()) {
                        background.add(CompletableFuture.supplyAsync(() -> {
                            Timings.Mark ruleTime = Timings.start();
                            List<Diagnostic> found = new ArrayList<>();
                            rule.check(context, found);
                            List<Diagnostic> located = resolveLines(found, files);
                            Timings.end("validate.rule " + rule.getClass().getSimpleName(), ruleTime);
                            return located;
                        }, BACKGROUND));
                    } else {
                        rule.check(context, diagnostics);
                    }
                }
            }
            Timings.end("validate.rules (main thread)", phase);
            boolean errors = diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
            List<Diagnostic> found = diagnostics;
            CompletableFuture<List<Diagnostic>> located = CompletableFuture.supplyAsync(() -> {
                Timings.Mark lineTime = Timings.start();
                List<Diagnostic> withLines = resolveLines(found, files);
                Timings.end("validate.lines", lineTime);
                return withLines;
            }, BACKGROUND);
            if (!errors && config != null && spec != null) {
                phase = Timings.start();
                model = IrBuilder.build(config, spec);
                Timings.end("validate.model", phase);
            }
            phase = Timings.start();
            diagnostics = new ArrayList<>(join(located));
            for (CompletableFuture<List<Diagnostic>> f : background) {
                diagnostics.addAll(join(f));
            }
            Timings.end("validate.wait for the others", phase);
            if (diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR)) {
                model = null;
            } else if (model != null) {
                log.add("SDK model: " + count(model.root()) + " methods, " + model.types().size() + " types");
            }
        } catch (RuntimeException | StackOverflowError e) {
            diagnostics.add(Diagnostic.of(DiagnosticCode.SDKGEN900)
                    .detail("Message", e.getClass().getSimpleName() + ": " + e.getMessage()).build());
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            log.add("Internal failure:");
            trace.toString().lines().forEach(log::add);
            model = null;
        }
        Report report = Report.ordered(diagnostics, fileRank);
        for (Diagnostic d : report.diagnostics()) {
            log.addAll(d.render().lines().toList());
        }
        log.add("Result: " + report.summary());
        return new Validation(report, config, spec, model, log);
    }

    /**
     * One-time work beside the first validation's config reading: the first JSON read's (Jackson's object mapper and tree
     * deserializer, which the main thread would set up on its way to reading the spec), then the rules' (Rule.warmUp).
     * A failure only means the work is paid for later where it is needed.
     */
    private static void warmUp() {
        SafeLoader.warmUp();
        for (Rule rule : Rules.ALL) {
            try {
                rule.warmUp();
            } catch (RuntimeException e) {
                // nothing saved, nothing lost
            }
        }
    }

    private static void logFiles(List<String> log, SpecBundler.Result bundle) {
        if (bundle.root() == null) {
            return;
        }
        log.add("Spec: " + bundle.root().path() + (bundle.openapiVersion() == null ? "" : " (OpenAPI " + bundle.openapiVersion() + ")"));
        if (bundle.files().size() > 1) {
            log.add("Spec files resolved: " + bundle.files().size());
            int shown = 0;
            for (SpecFile f : bundle.files()) {
                if (shown++ == 200) {
                    log.add("  ... and " + (bundle.files().size() - 200) + " more");
                    break;
                }
                log.add("  " + f.path());
            }
        }
    }

    private static int count(dev.sdkgen.engine.ir.Resource r) {
        int n = r.methods().size();
        for (dev.sdkgen.engine.ir.Resource s : r.subresources()) {
            n += count(s);
        }
        return n;
    }

    /**
     * Fills in the line of every diagnostic that has a pointer into a spec file, one pass per file (none when no
     * diagnostic needs a line). Each slow rule's diagnostics are located on its own thread and the others' beside the
     * model build, so the walk over a large spec stays off the main thread (issue 26); a file is walked again only
     * when more than one of these groups needs lines in it.
     */
    private static List<Diagnostic> resolveLines(List<Diagnostic> diagnostics, List<SpecFile> specFiles) {
        Map<String, SpecFile> files = new HashMap<>();
        specFiles.forEach(f -> files.put(f.path(), f));
        Map<String, Set<String>> wanted = new LinkedHashMap<>();
        for (Diagnostic d : diagnostics) {
            Location l = d.location();
            if (l.needsLine() && files.containsKey(l.file())) {
                wanted.computeIfAbsent(l.file(), k -> new java.util.HashSet<>()).add(l.pointer());
            }
        }
        Map<String, Map<String, Integer>> lines = new HashMap<>();
        wanted.forEach((file, pointers) -> lines.put(file, files.get(file).text().locate(pointers, Limits.SPEC_FILE)));
        return diagnostics.stream().map(d -> {
            Location l = d.location();
            Map<String, Integer> byPointer = lines.get(l.file());
            if (!l.needsLine() || byPointer == null) {
                return d;
            }
            return d.withLocation(l.withLine(byPointer.getOrDefault(l.pointer(), 1)));
        }).collect(Collectors.toList());
    }
}
