package dev.sdkgen.engine;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.testing.Fixtures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Feeds the engine 1,200 mutated Config Repositories (truncated files, flipped bytes, renamed keys,
 * broken and hostile references, duplicated or deleted lines, YAML junk, values of the wrong type).
 * Every run must end in diagnostics or success within the time bound: never an exception escaping,
 * an internal error (SDKGEN900), a hang or running out of memory. Seeds are fixed, so a failure
 * names the seed that reproduces it.
 */
class FuzzTest {
    private static final int RUNS = 1200;
    private static final String[] KEYS = {"", "x", "$ref", "<<", "allOf", "oneOf", "type", "~", "null", "properties",
        "items", "0", "paths", "required", "enum", "nullable", "x-sdkgen-pagination", "resources", "methods",
        "subresources", "$client", "targets", "spec", "discriminator", "additionalProperties", "'quoted key'"};
    private static final String[] REFS = {"'#/components/schemas/Nope'", "'other.yaml'", "'../../etc/passwd'",
        "'http://127.0.0.1:1/x.yaml'", "'#'", "'#/'", "''", "'#/paths'", "'file.yaml#/a/b'", "123", "[]", "{}",
        "'#/components/schemas'", "'#/components/schemas/Account/properties'", "'#/components/schemas/Node'",
        "'schemas/account.yaml#/nope'", "'schemas/'", "'/etc/passwd'", "'#/components/schemas/%ZZ'", "'~1'",
        "'#/components/parameters/Limit/schema'", "'file:///etc/passwd'", "'//example.com/x'"};
    private static final String[] VALUES = {"[]", "{}", "42", "-1", "true", "null", "~", "''", "'a: b'", "[1, [2, [3]]]",
        "{a: {b: {c: d}}}", "1e400", "0x1F", ".nan", "!!binary aGVsbG8=", "&anchor value", "*anchor", "\"\\u0000\"",
        "get /accounts", "post  /x", "GET /projects/{project_id}", "9999999999999999999999999"};
    private static final String[] JUNK = {"&a", "*a", "!!binary", "{", "[", "\t", "- ", ": ", "%YAML 1.1", "---", "\u0000",
        "x".repeat(5000), "'", "\"", "? ", "|", ">", "#", "@", "`", "\uFEFF", "<<: *a", "!custom"};

    @TempDir
    Path root;

    @Test
    void mutatedRepositoriesAlwaysEndInDiagnostics() throws IOException {
        List<Map<String, String>> bases = List.of(read(Fixtures.acme()), read(Fixtures.kitchenSink()), multiFile());
        for (int b = 0; b < bases.size(); b++) {
            Path repo = root.resolve("base" + b);
            write(repo, bases.get(b), new Random(1));
            Engine.Validation v = Engine.validate(repo);
            assertTrue(v.ok() && v.report().diagnostics().stream().noneMatch(d -> d.code() == DiagnosticCode.SDKGEN303),
                    "base " + b + " must be valid and fully mapped:\n" + v.report().toText());
        }
        int internal = 0;
        int passed = 0;
        Map<DiagnosticCode, Integer> seen = new TreeMap<>();
        long started = System.nanoTime();
        for (int seed = 0; seed < RUNS; seed++) {
            Random random = new Random(seed);
            Map<String, String> files = new TreeMap<>(bases.get(seed % bases.size()));
            int edits = 1 + random.nextInt(3);
            for (int e = 0; e < edits; e++) {
                List<String> names = new ArrayList<>(files.keySet());
                String name = names.get(random.nextInt(names.size()));
                files.put(name, mutate(files.get(name), random));
            }
            Path repo = root.resolve("run" + seed);
            write(repo, files, random);
            final int s = seed;
            Engine.Validation v = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> Engine.validate(repo),
                    () -> "seed " + s + " did not finish");
            if (v.report().diagnostics().stream().anyMatch(d -> d.code() == DiagnosticCode.SDKGEN900)) {
                internal++;
                fail("seed " + s + " caused an internal error:\n" + String.join("\n", v.log()));
            }
            assertTrue(v.ok() || v.report().hasErrors(), "seed " + s + ": neither a model nor an error");
            passed += v.ok() ? 1 : 0;
            v.report().diagnostics().forEach(d -> seen.merge(d.code(), 1, Integer::sum));
            deleteTree(repo);
        }
        System.out.printf("fuzz: %d runs in %d ms, %d internal errors, %d valid, codes %s%n", RUNS,
                (System.nanoTime() - started) / 1_000_000, internal, passed, seen);
        // The mutations must reach deep into the engine, not stop at the first syntax error.
        assertTrue(seen.keySet().size() >= 12, "diagnostic codes reached: " + seen.keySet());
        assertTrue(passed > 50 && passed < RUNS - 200, "valid runs: " + passed);
    }

    static String mutate(String text, Random r) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        int line = r.nextInt(Math.max(1, lines.size()));
        switch (r.nextInt(9)) {
            case 0:
                return text.substring(0, r.nextInt(text.length() + 1));
            case 1: {
                byte[] b = text.getBytes(StandardCharsets.UTF_8);
                for (int i = 0, n = 1 + r.nextInt(8); i < n && b.length > 0; i++) {
                    b[r.nextInt(b.length)] = (byte) r.nextInt(256);
                }
                return new String(b, StandardCharsets.ISO_8859_1);
            }
            case 2: {
                String l = lines.get(line);
                int colon = l.indexOf(':');
                if (colon > 0) {
                    String indent = l.substring(0, l.length() - l.stripLeading().length());
                    lines.set(line, indent + pick(KEYS, r) + l.substring(colon));
                }
                break;
            }
            case 3: {
                List<Integer> refLines = new ArrayList<>();
                for (int i = 0; i < lines.size(); i++) {
                    if (lines.get(i).contains("$ref:")) {
                        refLines.add(i);
                    }
                }
                if (!refLines.isEmpty()) {
                    int i = refLines.get(r.nextInt(refLines.size()));
                    String l = lines.get(i);
                    lines.set(i, l.substring(0, l.indexOf("$ref:") + 5) + " " + pick(REFS, r));
                }
                break;
            }
            case 4: {
                int n = 1 + r.nextInt(Math.min(10, lines.size()));
                for (int i = 0; i < n && line < lines.size(); i++) {
                    lines.remove(line);
                }
                break;
            }
            case 5: {
                int n = 1 + r.nextInt(6);
                List<String> copy = new ArrayList<>(lines.subList(line, Math.min(lines.size(), line + n)));
                lines.addAll(line, copy);
                break;
            }
            case 6:
                lines.add(line, " ".repeat(r.nextInt(8)) + pick(JUNK, r) + (r.nextBoolean() ? pick(JUNK, r) : ""));
                break;
            case 7: {
                String l = lines.get(line);
                lines.set(line, r.nextBoolean() ? " " + l : l.stripLeading());
                break;
            }
            default: {
                String l = lines.get(line);
                int colon = l.indexOf(": ");
                if (colon > 0) {
                    lines.set(line, l.substring(0, colon + 2) + pick(VALUES, r));
                }
                break;
            }
        }
        return String.join("\n", lines);
    }

    private static String pick(String[] options, Random r) {
        return options[r.nextInt(options.length)];
    }

    private static Map<String, String> read(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                files.put(dir.relativize(p).toString(), Files.readString(p));
            }
        }
        return files;
    }

    /** A spec split across files: schemas, parameters and a whole path item elsewhere. */
    private static Map<String, String> multiFile() {
        Map<String, String> files = new TreeMap<>();
        files.put("sdkgen.yaml", """
                sdk: {name: multi, version: 1.0.0}
                spec: {path: api/openapi.yaml, allow_recursion: true}
                targets: [typescript, python]
                resources:
                  accounts:
                    methods:
                      list: get /accounts
                      get: get /accounts/{account_id}
                """);
        files.put("api/openapi.yaml", """
                openapi: 3.0.3
                info: {title: Multi, version: 1.0.0}
                paths:
                  /accounts:
                    $ref: 'paths/accounts.yaml'
                  /accounts/{account_id}:
                    get:
                      parameters:
                        - $ref: 'common.yaml#/parameters/AccountId'
                      responses:
                        '200':
                          description: ok
                          content:
                            application/json:
                              schema:
                                $ref: 'schemas/account.yaml'
                components:
                  schemas:
                    Account:
                      $ref: 'schemas/account.yaml'
                """);
        files.put("api/paths/accounts.yaml", """
                get:
                  parameters:
                    - $ref: '../common.yaml#/parameters/Limit'
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema:
                            type: array
                            items:
                              $ref: '../schemas/account.yaml'
                """);
        files.put("api/common.yaml", """
                parameters:
                  AccountId: {name: account_id, in: path, required: true, schema: {type: string}}
                  Limit: {name: limit, in: query, schema: {type: integer}}
                """);
        files.put("api/schemas/account.yaml", """
                type: object
                required: [id]
                properties:
                  id: {type: string}
                  owner:
                    $ref: 'owner.yaml'
                """);
        files.put("api/schemas/owner.yaml", """
                type: object
                properties:
                  name: {type: string}
                  accounts:
                    type: array
                    items:
                      $ref: 'account.yaml'
                """);
        return files;
    }

    private static void write(Path repo, Map<String, String> files, Random r) throws IOException {
        for (Map.Entry<String, String> e : files.entrySet()) {
            Path p = repo.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            Files.write(p, e.getValue().getBytes(r.nextInt(10) == 0 && !repo.getFileName().toString().startsWith("base")
                    ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8));
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }
}
