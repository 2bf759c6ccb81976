package dev.sdkgen.cli;

import dev.sdkgen.codegen.Generator;
import dev.sdkgen.codegen.plan.Planner;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.surface.SurfaceDiff;
import dev.sdkgen.codegen.surface.SurfaceDiffJson;
import dev.sdkgen.codegen.surface.Surfaces;
import dev.sdkgen.codegen.surface.VersionBumpCheck;
import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.diag.Diagnostic;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code sdkgen diff OLD_DIR NEW_DIR [--format text|json] [--target LANG]...}: the public surface of each language's
 * SDK from two Config Repository checkouts, compared (docs/codegen.md, "Public surface"). Prints the changes and the
 * verdict per language, and SDKGEN309 for a major change without a major {@code sdk.version} step. Exit codes: 0 no
 * breaking change without a major version, 1 errors in a checkout, 2 bad usage, 3 SDKGEN309 was reported.
 */
final class DiffCommand {
    static final int UNVERSIONED_BREAK = 3;

    private final PrintStream out;
    private final PrintStream err;

    DiffCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(List<String> args) {
        Options o = parse(args);
        Engine.Validation old = Engine.validate(o.dirs.get(0));
        Engine.Validation now = Engine.validate(o.dirs.get(1));
        if (failed("old", o.dirs.get(0), old) | failed("new", o.dirs.get(1), now)) {
            err.println("sdkgen: not comparing: a Config Repository has errors");
            return Cli.ERRORS;
        }
        SdkPlan oldPlan = Planner.plan(old.model());
        SdkPlan newPlan = Planner.plan(now.model());
        List<SurfaceDiff> diffs = new ArrayList<>();
        List<Diagnostic> warnings = new ArrayList<>();
        for (Target t : targets(o, old, now)) {
            SurfaceDiff d = SurfaceDiff.diff(Surfaces.of(oldPlan, t), Surfaces.of(newPlan, t));
            diffs.add(d);
            VersionBumpCheck.check(d).ifPresent(warnings::add);
        }
        out.print(o.json ? json(diffs, warnings) : text(diffs, warnings));
        return warnings.isEmpty() ? Cli.OK : UNVERSIONED_BREAK;
    }

    private boolean failed(String side, Path dir, Engine.Validation v) {
        if (!v.report().hasErrors() && v.model() != null) {
            return false;
        }
        err.println("sdkgen: the " + side + " checkout " + dir + " has errors:");
        err.print(v.report().toText());
        return true;
    }

    /** The targets asked for, else those of the new config that the old one has too (a new target has no past). */
    private Set<Target> targets(Options o, Engine.Validation old, Engine.Validation now) {
        Set<Target> out = new LinkedHashSet<>();
        if (!o.targets.isEmpty()) {
            out.addAll(o.targets);
        } else {
            for (String id : now.model().sdk().targets()) {
                if (old.model().sdk().targets().contains(id)) {
                    Target.byId(id).ifPresent(out::add);
                } else {
                    err.println("sdkgen: note: " + id + " is a new target; nothing to compare it with");
                }
            }
        }
        out.removeIf(t -> !Generator.supports(t));
        return out;
    }

    private static String text(List<SurfaceDiff> diffs, List<Diagnostic> warnings) {
        StringBuilder sb = new StringBuilder();
        for (SurfaceDiff d : diffs) {
            sb.append(d.toText()).append('\n');
        }
        for (Diagnostic w : warnings) {
            sb.append(w.render()).append("\n\n");
        }
        return sb.toString();
    }

    private static String json(List<SurfaceDiff> diffs, List<Diagnostic> warnings) {
        return SurfaceDiffJson.write(SurfaceDiffJson.document(diffs, warnings));
    }

    private static Options parse(List<String> args) {
        Options o = new Options();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--format") || a.startsWith("--format=")) {
                String f = a.equals("--format") ? Cli.value(args, ++i, a) : a.substring("--format=".length());
                if (!f.equals("text") && !f.equals("json")) {
                    throw new Cli.UsageException("--format is text or json, not '" + f + "'");
                }
                o.json = f.equals("json");
            } else if (a.equals("--target") || a.equals("-t") || a.startsWith("--target=")) {
                String id = a.startsWith("--target=") ? a.substring("--target=".length()) : Cli.value(args, ++i, a);
                o.targets.add(Target.byId(id).orElseThrow(() -> new Cli.UsageException(
                        "unknown target '" + id + "'; valid targets: " + Target.validList())));
            } else if (a.startsWith("-")) {
                throw new Cli.UsageException("unknown option '" + a + "' for diff");
            } else {
                o.dirs.add(directory(a));
            }
        }
        if (o.dirs.size() != 2) {
            throw new Cli.UsageException("diff takes two directories, OLD_DIR and NEW_DIR");
        }
        return o;
    }

    private static Path directory(String arg) {
        Path p = Path.of(arg);
        if (!Files.isDirectory(p)) {
            throw new Cli.UsageException("'" + arg + "' is not a directory");
        }
        return p;
    }

    private static final class Options {
        private final List<Path> dirs = new ArrayList<>();
        private final Set<Target> targets = new LinkedHashSet<>();
        private boolean json;
    }
}
