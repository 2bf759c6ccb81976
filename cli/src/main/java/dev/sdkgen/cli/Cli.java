package dev.sdkgen.cli;

import dev.sdkgen.engine.Engine;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the command line and dispatches to a command. Exit codes: 0 ok, 1 errors found, 2 bad usage; {@code diff}
 * also 3 (a breaking change without a major version, {@link DiffCommand}).
 */
public final class Cli {
    static final int OK = 0;
    static final int ERRORS = 1;
    static final int USAGE = 2;

    private final PrintStream out;
    private final PrintStream err;

    public Cli(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public int run(String[] args) {
        if (args.length == 0) {
            usage(err);
            return USAGE;
        }
        List<String> rest = new ArrayList<>(List.of(args).subList(1, args.length));
        try {
            return switch (args[0]) {
                case "validate" -> validate(rest);
                case "init" -> new InitCommand(out, err).run(rest);
                case "generate" -> new GenerateCommand(out, err).run(rest);
                case "diff" -> new DiffCommand(out, err).run(rest);
                case "--help", "-h", "help" -> {
                    usage(out);
                    yield OK;
                }
                default -> throw new UsageException("unknown command '" + args[0] + "'");
            };
        } catch (UsageException e) {
            err.println("sdkgen: " + e.getMessage());
            usage(err);
            return USAGE;
        }
    }

    private int validate(List<String> args) {
        String format = "text";
        String dir = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--format")) {
                format = value(args, ++i, "--format");
            } else if (a.startsWith("--format=")) {
                format = a.substring("--format=".length());
            } else if (a.startsWith("-")) {
                throw new UsageException("unknown option '" + a + "' for validate");
            } else if (dir == null) {
                dir = a;
            } else {
                throw new UsageException("validate takes one directory, got '" + dir + "' and '" + a + "'");
            }
        }
        if (!format.equals("text") && !format.equals("json")) {
            throw new UsageException("--format is text or json, not '" + format + "'");
        }
        Path repo = Path.of(dir == null ? "." : dir);
        if (!Files.isDirectory(repo)) {
            throw new UsageException("'" + repo + "' is not a directory");
        }
        Engine.Validation v = Timings.phase("validate", () -> Engine.validate(repo));
        out.print(format.equals("json") ? v.report().toJson() : v.report().toText());
        Timings.totals(err);
        return v.report().hasErrors() ? ERRORS : OK;
    }

    static String value(List<String> args, int i, String option) {
        if (i >= args.size()) {
            throw new UsageException(option + " needs a value");
        }
        return args.get(i);
    }

    private static void usage(PrintStream s) {
        s.println("""
                usage: sdkgen <command> [options]

                commands:
                  validate [DIR] [--format text|json]   check sdkgen.yaml and the spec of a Config Repository checkout
                  generate [DIR] --out OUT [--target LANG]...   validate, then write the SDKs
                  init SPEC|DIR [--out FILE] [--name NAME] [--force]   write a starting sdkgen.yaml mapping every operation
                  diff OLD_DIR NEW_DIR [--format text|json] [--target LANG]...   compare the SDKs' public surfaces

                exit codes: 0 no errors, 1 errors found, 2 bad usage;
                diff: 3 a breaking change without a major sdk.version step (SDKGEN309)""");
    }

    /** Bad command-line usage (exit 2). */
    static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }
}
