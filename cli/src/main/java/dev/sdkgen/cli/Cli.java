package dev.sdkgen.cli;

import java.io.PrintStream;

/** Parses the command line and dispatches to a command. Exit codes: 0 ok, 1 errors found, 2 bad usage. */
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
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h")) {
            usage(args.length == 0 ? err : out);
            return args.length == 0 ? USAGE : OK;
        }
        err.println("sdkgen: unknown command '" + args[0] + "'");
        usage(err);
        return USAGE;
    }

    private static void usage(PrintStream s) {
        s.println("""
                usage: sdkgen <command> [options]

                commands:
                  validate [DIR] [--format text|json]   check sdkgen.yaml and the spec of a Config Repository
                  generate [DIR] --out OUT [--target LANG]...   validate, then write the SDKs
                  init SPEC [--out FILE] [--name NAME]  write a starting sdkgen.yaml for a spec""");
    }
}
