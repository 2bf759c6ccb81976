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
 * <p>{@code OUT/<language>} belongs to sdkgen: after a run it holds exactly the new SDK (files of resources that no
 * longer exist disappear), except {@code node_modules/}; files whose bytes did not change are not rewritten. A
 * non-empty directory that sdkgen did not write (no generated README.md) is never touched.
 */
final class GenerateCommand {
    /**
     * Top-level entries of an SDK directory a regeneration leaves alone: the TypeScript SDK's installed packages, and
     * the Git repository of a directory kept as a checkout of the SDK's repository (regenerate, review, commit).
     */
    private static final Set<String> KEEP = Set.of("node_modules", ".git");

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
        Map<Target, GeneratedSdk.Sync> written = ParallelEmit.run(emitted, target -> {
            GeneratedSdk sdk = Timings.phase("emit " + target.id(), () -> Generator.generate(plan, target));
            return Timings.phase("write " + target.id(), () -> sdk.syncTo(outDir.resolve(target.id()), KEEP));
        });
        for (Target target : emitted) {
            GeneratedSdk.Sync sync = written.get(target);
            out.println("Wrote " + outDir.resolve(target.id()) + " (" + (sync.written() + sync.unchanged()) + " files: "
                    + sync.written() + " written, " + sync.unchanged() + " unchanged, " + sync.removed() + " removed)");
        }
        Timings.totals(err);
        return Cli.OK;
    }

    private static Target target(String id) {
        return Target.byId(id).orElseThrow(() -> new Cli.UsageException(
                "unknown target '" + id + "'; valid targets: " + Target.validList()));
    }

    /**
     * Whether {@code sdkDir} may be written: missing, empty, or an SDK sdkgen wrote (its README.md's first line carries
     * the marker). What the new SDK no longer has is removed when it is written (GeneratedSdk.syncTo).
     */
    private boolean prepare(Path sdkDir) {
        if (!Files.isDirectory(sdkDir)) {
            return true;
        }
        try {
            try (Stream<Path> list = Files.list(sdkDir)) {
                if (list.findAny().isEmpty()) {
                    return true;
                }
            }
            Path readme = sdkDir.resolve("README.md");
            if (!Files.isRegularFile(readme)
                    || !Files.readString(readme, StandardCharsets.UTF_8).lines().findFirst().orElse("").contains(GeneratedSdk.MARKER)) {
                err.println("sdkgen: " + sdkDir + " is not empty and was not written by sdkgen; "
                        + "remove it or choose another --out");
                return false;
            }
            return true;
        } catch (IOException e) {
            err.println("sdkgen: cannot read " + sdkDir + ": " + e.getMessage());
            return false;
        }
    }
}
