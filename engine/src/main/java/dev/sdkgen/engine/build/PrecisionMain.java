package dev.sdkgen.engine.build;

import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.init.ConfigGuesser;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The precision report on spec folders, as {@code bench/precision.sh} runs it: each folder (with its root
 * document, {@code DIR=ENTRY}) is copied to a scratch directory, given the config {@code sdkgen init} would
 * write, validated, and reported ({@link PrecisionReport}): one table row per spec, then every fallback
 * with its JSON pointer.
 */
public final class PrecisionMain {
    private PrecisionMain() {
    }

    public static void main(String[] args) throws IOException {
        PrintStream out = System.out;
        out.println("| spec | properties | parameters | bodies | responses | open in the spec | fallbacks |");
        out.println("|---|---|---|---|---|---|---|");
        StringBuilder details = new StringBuilder();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            Path dir = Path.of(eq < 0 ? arg : arg.substring(0, eq));
            String name = dir.getFileName().toString();
            PrecisionReport.Result r = report(dir, eq < 0 ? null : arg.substring(eq + 1));
            if (r == null) {
                out.println("| " + name + " | rejected | – | – | – | – | – |");
                continue;
            }
            out.println("| " + name + " | " + r.places().get(PrecisionReport.Kind.PROPERTY) + " | "
                    + r.places().get(PrecisionReport.Kind.PARAMETER) + " | " + r.places().get(PrecisionReport.Kind.BODY) + " | "
                    + r.places().get(PrecisionReport.Kind.RESPONSE) + " | " + r.openInSpec() + " | " + r.fallbacks().size() + " |");
            for (PrecisionReport.Fallback f : r.fallbacks()) {
                details.append(name).append(": ").append(f.where()).append(" at ").append(f.pointer()).append('\n');
            }
            if (System.getenv("SDKGEN_PRECISION_OPEN") != null) {
                r.open().forEach(f -> System.err.println(name + ": open in the spec: " + f.where() + " at " + f.pointer()));
            }
        }
        out.print(details.length() == 0 ? "" : "\nFallbacks (an open type where the spec's schema is precise):\n" + details);
    }

    /** The report of one spec folder, or null when the spec is refused (Swagger 2.0, errors). */
    public static PrecisionReport.Result report(Path specDir, String entry) throws IOException {
        Path repo = Files.createTempDirectory("sdkgen-precision");
        try {
            copy(specDir, repo);
            String root = entry != null ? entry : rootDocument(repo);
            ConfigGuesser.Init init = root == null ? null : ConfigGuesser.init(repo, root, null);
            if (init == null || init.config() == null) {
                return null;
            }
            Files.writeString(repo.resolve("sdkgen.yaml"), init.config());
            Engine.Validation v = Engine.validate(repo);
            return v.model() == null ? null : PrecisionReport.of(v.spec(), v.model());
        } finally {
            delete(repo);
        }
    }

    /** The only (else the first by name) YAML or JSON file at the top of the folder. */
    private static String rootDocument(Path repo) throws IOException {
        try (Stream<Path> files = Files.list(repo)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(f -> f.endsWith(".yaml") || f.endsWith(".yml") || f.endsWith(".json"))
                    .filter(f -> !f.equals("sdkgen.yaml")).sorted().findFirst().orElse(null);
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

}
