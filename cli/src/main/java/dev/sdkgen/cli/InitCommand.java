package dev.sdkgen.cli;

import dev.sdkgen.engine.init.ConfigGuesser;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code sdkgen init SPEC [--out FILE] [--name NAME] [--force]}: writes a starting sdkgen.yaml that
 * maps every operation of SPEC. The config's directory is the repository root, so SPEC must be inside it. SPEC may be
 * a directory: its one OpenAPI document is mapped ({@link SpecFinder}) and the config goes into that directory.
 */
final class InitCommand {
    private final PrintStream out;
    private final PrintStream err;

    InitCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(List<String> args) {
        String specArg = null;
        String outArg = null;
        String name = null;
        boolean force = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--out" -> outArg = Cli.value(args, ++i, "--out");
                case "--name" -> name = Cli.value(args, ++i, "--name");
                case "--force" -> force = true;
                default -> {
                    if (a.startsWith("-")) {
                        throw new Cli.UsageException("unknown option '" + a + "' for init");
                    }
                    if (specArg != null) {
                        throw new Cli.UsageException("init takes one spec file");
                    }
                    specArg = a;
                }
            }
        }
        if (specArg == null) {
            throw new Cli.UsageException("init needs the spec file: sdkgen init openapi/acme.yaml");
        }
        if (name != null && !name.matches("[A-Za-z][A-Za-z0-9_-]*")) {
            throw new Cli.UsageException("--name starts with a letter and has only letters, digits, '_' and '-'");
        }
        Path spec = Path.of(specArg).toAbsolutePath().normalize();
        boolean dir = Files.isDirectory(spec);
        if (dir) {
            spec = SpecFinder.find(spec);
        }
        Path outFile = Path.of(outArg != null ? outArg : dir ? Path.of(specArg, "sdkgen.yaml").toString() : "sdkgen.yaml")
                .toAbsolutePath().normalize();
        Path repo = outFile.getParent();
        if (!spec.startsWith(repo)) {
            throw new Cli.UsageException("the spec must be inside the config's directory " + repo
                    + " (sdkgen.yaml stands at the repository root)");
        }
        if (Files.exists(outFile) && !force) {
            throw new Cli.UsageException(outFile + " exists; pass --force to overwrite it");
        }
        String specPath = repo.relativize(spec).toString().replace('\\', '/');
        if (dir) {
            out.println("Found the spec: " + specPath);
        }
        ConfigGuesser.Init init = ConfigGuesser.init(repo, specPath, name);
        if (init.config() == null) {
            out.print(init.problems().toText());
            err.println("sdkgen: the spec cannot be read; fix it and run init again");
            return Cli.ERRORS;
        }
        String config = init.config();
        try {
            Files.writeString(outFile, config, StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("sdkgen: cannot write " + outFile + ": " + e.getMessage());
            return Cli.ERRORS;
        }
        if (init.problems().hasErrors()) {
            out.print(init.problems().toText());
        }
        out.println("Wrote " + outFile + ": " + init.methods() + " methods for " + init.operations() + " operations");
        ConfigGuesser.Pagination p = init.pagination();
        if (p != null && p.listMethods() > 0) {
            StringBuilder styles = new StringBuilder();
            p.byStyle().forEach((style, n) -> styles.append(styles.length() == 0 ? " (" : ", ").append(style).append(' ').append(n));
            out.println("Pagination: " + p.paginated() + " of " + p.listMethods() + " list methods" + styles
                    + (styles.length() == 0 ? "" : ")") + (p.leftAlone().isEmpty() ? ""
                    : "; the others are listed in a comment"));
        }
        if (init.problems().hasErrors()) {
            err.println("sdkgen: the spec has errors (above): " + outFile.getFileName()
                    + " is a starting point, but validate and generate fail until they are fixed");
            return Cli.ERRORS;
        }
        return Cli.OK;
    }
}
