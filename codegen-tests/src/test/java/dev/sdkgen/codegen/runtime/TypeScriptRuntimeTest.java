package dev.sdkgen.codegen.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.Processes;
import dev.sdkgen.codegen.testing.Toolchains;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The TypeScript runtime core: it compiles warning-free under the strictest compiler settings in every
 * module/lib setting a generated SDK might use, and its unit tests (node:test, against the real mock
 * HTTP server) pass.
 */
class TypeScriptRuntimeTest {

    /** Fewer passing tests than this means tests were lost, not that they pass. */
    private static final int MIN_TESTS = 100;

    private static final String STRICTEST = """
            "strict": true, "noImplicitOverride": true, "noUnusedLocals": true, "noUnusedParameters": true,
            "noImplicitReturns": true, "noFallthroughCasesInSwitch": true, "exactOptionalPropertyTypes": true,
            "noUncheckedIndexedAccess": true, "noPropertyAccessFromIndexSignature": true, "isolatedModules": true,
            "declaration": true, "skipLibCheck": false""";

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"commonjs-es2020-dom", "nodenext-es2022-dom", "commonjs-es2018-dom", "commonjs-es2022-node-types-only"})
    void compilesUnderStrictestSettings(String variant) throws IOException {
        String options = switch (variant) {
            case "commonjs-es2020-dom" -> """
                    "target": "ES2020", "lib": ["ES2020", "DOM", "DOM.Iterable"], "module": "commonjs",
                    "moduleResolution": "node", "types": []""";
            case "nodenext-es2022-dom" -> """
                    "target": "ES2022", "lib": ["ES2022", "DOM", "DOM.Iterable"], "module": "nodenext",
                    "moduleResolution": "nodenext", "types": []""";
            case "commonjs-es2018-dom" -> """
                    "target": "ES2018", "lib": ["ES2018", "DOM", "DOM.Iterable"], "module": "commonjs",
                    "moduleResolution": "node", "types": []""";
            case "commonjs-es2022-node-types-only" -> """
                    "target": "ES2022", "lib": ["ES2022"], "module": "commonjs", "moduleResolution": "node",
                    "types": ["node"], "typeRoots": ["%s"]""".formatted(Toolchains.typeRoots());
            default -> throw new IllegalArgumentException(variant);
        };
        Path dir = Toolchains.scratchDir("ts-runtime-check/" + variant);
        String tsconfig = """
                {
                  "compilerOptions": {
                    %s,
                    %s,
                    "outDir": "out"
                  },
                  "include": ["%s/*.ts"]
                }
                """.formatted(options, STRICTEST, Toolchains.runtimeDir("typescript"));
        Files.writeString(dir.resolve("tsconfig.json"), tsconfig);
        // Not Toolchains.tscCommand: "the strictest settings" include checking every declaration file, TypeScript's own lib too.
        Processes.Result result = Processes.run(dir, Duration.ofMinutes(2), Toolchains.tsc().toString(), "-p", "tsconfig.json");
        assertTrue(result.ok() && result.output().isBlank(), result.describe());
        assertTrue(Files.isRegularFile(dir.resolve("out/client.js")), "no JavaScript emitted");
        assertTrue(Files.isRegularFile(dir.resolve("out/client.d.ts")), "no declarations emitted");
    }

    @Test
    void unitTestsPassAgainstTheMockServer() throws IOException {
        Path testDir = Toolchains.codegenDir().resolve("src/test/typescript");
        Path outDir = Toolchains.scratchDir("ts-runtime-tests"); // the tsconfig's own outDir is for runs by hand
        Processes.Result compiled = Processes.run(testDir, Map.of(), Duration.ofMinutes(2), Toolchains.tscCommand("-p", ".",
                "--outDir", outDir.toString()));
        assertTrue(compiled.ok() && compiled.output().isBlank(), compiled.describe());

        List<String> command = new ArrayList<>(List.of(Toolchains.node(), "--test", "--test-reporter=tap"));
        Path compiledTests = outDir.resolve("test/typescript");
        try (Stream<Path> files = Files.list(compiledTests)) {
            files.filter(f -> f.getFileName().toString().endsWith(".test.js")).sorted().map(Path::toString).forEach(command::add);
        }
        Processes.Result result = Processes.run(compiledTests, Toolchains.testEnvironment(), Duration.ofMinutes(5), command);
        int passed = count(result.output(), "pass");
        int failed = count(result.output(), "fail");
        assertEquals(0, failed, "failing TypeScript runtime tests:\n" + failures(result.output()) + "\n" + result.describe());
        assertTrue(result.ok(), result.describe());
        assertTrue(passed >= MIN_TESTS, "only " + passed + " TypeScript runtime tests ran\n" + result.describe());
        System.out.printf("TypeScript runtime: %d tests passed in %d ms%n", passed, result.duration().toMillis());
    }

    static int count(String tap, String label) {
        Matcher matcher = Pattern.compile("(?m)^# " + label + " (\\d+)$").matcher(tap);
        int last = -1;
        while (matcher.find()) {
            last = Integer.parseInt(matcher.group(1));
        }
        return last;
    }

    private static String failures(String tap) {
        StringBuilder lines = new StringBuilder();
        for (String line : tap.split("\n")) {
            if (line.trim().startsWith("not ok")) {
                lines.append(line).append('\n');
            }
        }
        return lines.toString();
    }
}
