package dev.sdkgen.cli;

import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.config.Target;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * {@code sdkgen generate [DIR] --out OUT [--target LANG]...}: validates the Config Repository (printing
 * every diagnostic, as {@code validate} does), then writes one SDK per target to {@code OUT/<language>}.
 * Without {@code --target}, the config's {@code targets} are generated. Languages without an emitter
 * yet are skipped with a note on stderr.
 *
 * <p>{@code OUT/<language>} belongs to sdkgen: it is emptied before the SDK is written (so files of
 * resources that no longer exist disappear), except {@code node_modules/}. A non-empty directory that
 * sdkgen did not write (no generated README.md) is never emptied.
 */
final class GenerateCommand {

    private final PrintStream out;
    private final PrintStream err;

    GenerateCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(List<String> args) {
        String dir = null;
        String outArg = null;
        Set<Target> targets = new LinkedHashSet<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--out") || a.equals("-o")) {
                outArg = Cli.value(args, ++i, a);
            } else if (a.startsWith("--out=")) {
                outArg = a.substring("--out=".length());
            } else if (a.equals("--target") || a.equals("-t")) {
                targets.add(target(Cli.value(args, ++i, a)));
            } else if (a.startsWith("--target=")) {
                targets.add(target(a.substring("--target=".length())));
            } else if (a.startsWith("-")) {
                throw new Cli.UsageException("unknown option '" + a + "' for generate");
            } else if (dir == null) {
                dir = a;
            } else {
                throw new Cli.UsageException("generate takes one directory, got '" + dir + "' and '" + a + "'");
            }
        }
        if (outArg == null) {
            throw new Cli.UsageException("generate needs --out OUT, the directory the SDKs are written to");
        }
        Path repo = Path.of(dir == null ? "." : dir);
        if (!Files.isDirectory(repo)) {
            throw new Cli.UsageException("'" + repo + "' is not a directory");
        }
        Path outDir = Path.of(outArg).toAbsolutePath().normalize();
        if (Files.exists(outDir) && !Files.isDirectory(outDir)) {
            throw new Cli.UsageException("--out '" + outArg + "' is a file, not a directory");
        }

        Engine.Validation v = Timings.phase("validate", () -> Engine.validate(repo));
        out.print(v.report().toText());
        if (v.report().hasErrors() || v.model() == null) {
            err.println("sdkgen: not generating: the Config Repository has errors");
            return Cli.ERRORS;
        }
        if (targets.isEmpty()) {
            for (String id : v.model().sdk().targets()) {
                Target.byId(id).ifPresent(targets::add);
            }
        }
        SdkPlan plan = Timings.phase("plan", () -> Planner.plan(v.model()));
        List<Target> emitted = new ArrayList<>();
        for (Target target : targets) {
            if (!Generator.supports(target)) {
                err.println("sdkgen: note: skipping " + target.id() + ": the " + target.id()
                        + " emitter is not part of this version yet");
                continue;
            }
            if (!prepare(outDir.resolve(target.id()))) {
                return Cli.USAGE;
            }
            emitted.add(target);
        }
        Map<Target, Integer> written = ParallelEmit.run(emitted, target -> {
            GeneratedSdk sdk = Timings.phase("emit " + target.id(), () -> Generator.generate(plan, target));
            Timings.phase("write " + target.id(), () -> {
                sdk.writeTo(outDir.resolve(target.id()));
                return null;
            });
            return sdk.files().size();
        });
        for (Target target : emitted) {
            out.println("Wrote " + outDir.resolve(target.id()) + " (" + written.get(target) + " files)");
        }
        Timings.totals(err);
        return Cli.OK;
    }

    private static Target target(String id) {
        return Target.byId(id).orElseThrow(() -> new Cli.UsageException(
                "unknown target '" + id + "'; valid targets: " + Target.validList()));
    }

    /** Empties a previous SDK in {@code sdkDir} (keeping node_modules); refuses a directory sdkgen did not write. */
    private boolean prepare(Path sdkDir) {
        if (!Files.isDirectory(sdkDir)) {
            return true;
        }
        try {
            List<Path> entries;
            try (Stream<Path> list = Files.list(sdkDir)) {
                entries = list.toList();
            }
            if (entries.isEmpty()) {
                return true;
            }
            Path readme = sdkDir.resolve("README.md");
            if (!Files.isRegularFile(readme)
                    || !Files.readString(readme, StandardCharsets.UTF_8).lines().findFirst().orElse("").contains(GeneratedSdk.MARKER)) {
                err.println("sdkgen: " + sdkDir + " is not empty and was not written by sdkgen; "
                        + "remove it or choose another --out");
                return false;
            }
            for (Path entry : entries) {
                if (!entry.getFileName().toString().equals("node_modules")) {
                    deleteRecursively(entry);
                }
            }
            return true;
        } catch (IOException e) {
            err.println("sdkgen: cannot clear " + sdkDir + ": " + e.getMessage());
            return false;
        }
    }

    private static void deleteRecursively(Path path) throws IOException {
        List<Path> all = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(path)) {
            walk.sorted(Comparator.reverseOrder()).forEach(all::add);
        }
        for (Path p : all) {
            Files.delete(p);
        }
    }
}
