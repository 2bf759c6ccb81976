package dev.sdkgen.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The spec of {@code sdkgen init DIR}: the one OpenAPI document inside DIR (a JSON or YAML file, at most three folders
 * deep, whose opening declares {@code openapi:} or {@code swagger:}; hidden folders, {@code node_modules} and
 * {@code target} are skipped). Several candidates are a usage error listing them; none is one too.
 */
final class SpecFinder {
    /** How far into a file the {@code openapi} key is looked for: the version stands near the top of every spec seen. */
    private static final int HEAD = 4096;
    private static final Pattern DECLARES = Pattern.compile("(?m)^\\s*\"?(openapi|swagger)\"?\\s*:");
    private static final int DEPTH = 3;

    private SpecFinder() {
    }

    static Path find(Path dir) {
        List<Path> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(dir, DEPTH)) {
            files.filter(Files::isRegularFile).filter(p -> !skipped(dir.relativize(p))).filter(SpecFinder::looksLikeSpec)
                    .sorted().forEach(found::add);
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new Cli.UsageException("cannot read " + dir + ": " + e.getMessage());
        }
        if (found.isEmpty()) {
            throw new Cli.UsageException("no OpenAPI spec in " + dir + " (a .yaml, .yml or .json file declaring openapi:); "
                    + "name the file: sdkgen init openapi/acme.yaml");
        }
        if (found.size() > 1) {
            List<String> names = found.stream().map(p -> dir.relativize(p).toString()).toList();
            throw new Cli.UsageException("several OpenAPI specs in " + dir + ": " + String.join(", ", names)
                    + "; name the one to map: sdkgen init " + names.get(0));
        }
        return found.get(0);
    }

    private static boolean skipped(Path relative) {
        for (Path part : relative) {
            String name = part.toString();
            if (name.startsWith(".") || name.equals("node_modules") || name.equals("target")) {
                return true;
            }
        }
        return false;
    }

    private static boolean looksLikeSpec(Path file) {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (!name.endsWith(".yaml") && !name.endsWith(".yml") && !name.endsWith(".json") || name.equals("sdkgen.yaml")) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return DECLARES.matcher(new String(in.readNBytes(HEAD), StandardCharsets.UTF_8)).find();
        } catch (IOException e) {
            return false;
        }
    }
}
