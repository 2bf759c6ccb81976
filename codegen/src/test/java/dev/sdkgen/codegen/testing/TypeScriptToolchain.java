package dev.sdkgen.codegen.testing;

import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** TypeScript: {@code tsc} with the SDK's own strict tsconfig; behaviour tests with node:test. */
final class TypeScriptToolchain implements LanguageToolchain {
    @Override
    public Target target() {
        return Target.TYPESCRIPT;
    }

    @Override
    public List<Check> compileGate(Path sdkDir, SdkModel model) {
        Processes.Result tsc = SdkHarness.typeCheckTypeScript(sdkDir);
        return List.of(new Check("tsc --strict", tsc, tsc.ok() && tsc.output().isBlank()));
    }

    /**
     * Builds the SDK, then runs its behaviour tests. A fixture whose tests have a {@code consumers/} directory (projects
     * that import the built package, ESM and CommonJS) gets the package's whole {@code npm run build}; the others only
     * its CommonJS half ({@code tsc -p tsconfig.json}), which is all their tests need: the ESM half costs a second
     * compilation per row.
     */
    @Override
    public Behaviour behaviour(Path sdkDir, Path testsDir, SdkModel model) {
        boolean consumers = Files.isDirectory(testsDir.resolve("consumers"));
        Processes.Result build = consumers ? SdkHarness.npmBuildTypeScript(sdkDir) : SdkHarness.buildTypeScript(sdkDir);
        Check built = new Check(consumers ? "npm run build (CommonJS and ESM)" : "tsc -p tsconfig.json (CommonJS)", build,
                build.ok() && build.output().isBlank());
        return new Behaviour(List.of(built), built.clean() ? SdkHarness.runTypeScriptTests(sdkDir, testsDir) : null);
    }

    /**
     * One tsc run over the SDK and the snippets together: a tsconfig next to the snippets extends the SDK's own (every
     * strict option of the compile gate applies to both) and includes the SDK's {@code src} and the snippets; errors in
     * {@code ../typescript/} (or without a file) are the SDK's.
     */
    @Override
    public Gates gates(Path sdkDir, ExampleSnippets snippets, SdkModel model) {
        if (snippets == null) {
            return new Gates(compileGate(sdkDir, model), List.of());
        }
        Path dir = ExamplesGate.examplesDir(sdkDir);
        snippets.writeTo(dir);
        String sdk = "../" + sdkDir.getFileName();
        try {
            Files.writeString(dir.resolve("tsconfig.gate.json"), """
                    { "extends": "%s/tsconfig.json", "compilerOptions": { "noEmit": true, "rootDir": ".." },
                      "include": ["%s/src", "%s/tests", "*.ts"] }
                    """.formatted(sdk, sdk, sdk));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Processes.Result tsc = Processes.run(dir, Map.of(), Duration.ofMinutes(10),
                Toolchains.tscCommand("-p", "tsconfig.gate.json", "--pretty", "false"));
        List<CheckerError> errors = new ArrayList<>(ExamplesGate.errors(tsc, TSC_ERROR));
        Matcher global = GLOBAL_ERROR.matcher(tsc.output());
        while (global.find()) {
            errors.add(new CheckerError("?", 0, global.group(1)));
        }
        return ExamplesGate.split("tsc --strict (the SDK's tsconfig; SDK and snippets in one program)", tsc, errors, List.of());
    }

    /**
     * What the SDK's {@code scripts/test} runs, with the tools' tsc: {@code tsc -p tsconfig.test.json} (SDK and
     * {@code tests/} to {@code dist-test/}), then {@code node --test} on every compiled test file, with the TAP reporter.
     */
    @Override
    public SdkTests.Run ownTests(Path sdkDir, String baseUrl) {
        Processes.Result tsc = Processes.run(sdkDir, Map.of(), Duration.ofMinutes(5), Toolchains.tscCommand("-p", "tsconfig.test.json"));
        if (!tsc.ok()) {
            return new SdkTests.Run(tsc, List.of(new SdkTests.Result("tsc -p tsconfig.test.json", SdkTests.Status.FAILED, tsc.output())));
        }
        List<String> command = new ArrayList<>(List.of(Toolchains.node(), "--test", "--test-reporter=tap"));
        try (Stream<Path> files = Files.walk(sdkDir.resolve("dist-test"))) {
            files.map(Path::toString).filter(f -> f.endsWith(".test.js")).sorted().forEach(command::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (command.size() == 3) {
            return new SdkTests.Run(tsc, List.of(new SdkTests.Result("dist-test", SdkTests.Status.FAILED, "no *.test.js compiled")));
        }
        Processes.Result run = Processes.run(sdkDir, Map.of("TEST_API_BASE_URL", baseUrl), Duration.ofMinutes(10), command);
        return new SdkTests.Run(run, SdkTests.fromTap(run.output()));
    }

    @Override
    public boolean runsOwnTests() {
        return true;
    }

    private static final Pattern GLOBAL_ERROR = Pattern.compile("(?m)^error (.*)$");

    private static final Pattern TSC_ERROR = Pattern.compile("(?m)^(.+?)\\((\\d+),\\d+\\): error (.*)$");
}
