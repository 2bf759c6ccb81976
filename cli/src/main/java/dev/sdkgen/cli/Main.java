package dev.sdkgen.cli;

/** Entry point of {@code bin/sdkgen}. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(new Cli(System.out, System.err).run(args));
    }
}
