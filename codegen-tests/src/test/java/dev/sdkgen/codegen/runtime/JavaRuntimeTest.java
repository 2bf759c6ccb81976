package dev.sdkgen.codegen.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.Templates;
import dev.sdkgen.codegen.testing.JavaToolchain;
import dev.sdkgen.codegen.testing.Processes;
import dev.sdkgen.codegen.testing.Toolchains;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The Java runtime core ({@code runtime/java/core}, {@code runtime/java/errors}): its sources only refer to
 * their own packages through the prefix the emitter rewrites, and in a scratch SDK built by the generated
 * {@code pom.xml} template ({@code mvnw package}: {@code javac -Xlint:all -Werror}, Javadoc with full
 * doclint, source and Javadoc jars) its unit tests ({@code src/test/java-runtime}, JUnit 5, against the real
 * mock HTTP server) pass.
 *
 * <p>The scratch project is {@code codegen-tests/target/java-runtime-tests}; it stays after the run, so it can be
 * rebuilt by hand: {@code cd codegen/target/java-runtime-tests && ../../../mvnw -q package}.
 */
class JavaRuntimeTest {

    /** Fewer tests than this means tests were lost, not that they pass. */
    private static final int MIN_TESTS = 130;

    /** The SDK package the runtime is rewritten to, as the emitter would for {@code packages.java: com.acme.sdk}. */
    private static final String SDK_PACKAGE = "com.acme.sdk";

    /** Values the runtime tests read from the environment (API key from env, basic auth from env, the logging switch). */
    private static final Map<String, String> TEST_ENVIRONMENT = new TreeMap<>(Map.of("SDKGEN_RUNTIME_TEST_API_KEY", "sk-from-env",
            "SDKGEN_RUNTIME_TEST_BASIC_KEY", "env-user:env-pass", "SDKGEN_RUNTIME_TEST_LOG", "debug"));

    private static final String HEADER = "// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.";

    /** The view the pom template reads (the emitter's will carry the same properties, XML-escaped). */
    /** What the pom template reads; the runtime's scratch SDK has no licence, author or repository. */
    public record PomView(String groupId, String artifactId, String version, String name, String description, String license,
            String licenseUrl, String author, String repository, String junitVersion) {
    }

    private static List<Path> runtimeFiles() throws IOException {
        try (Stream<Path> files = Files.walk(Toolchains.runtimeDir("java"))) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
    }

    @Test
    void runtimeSourcesReferToTheirOwnPackagesOnlyThroughTheRewrittenPrefix() throws IOException {
        Pattern imports = Pattern.compile("(?m)^import (?:static )?([\\w.]+)");
        List<String> problems = new ArrayList<>();
        List<Path> files = runtimeFiles();
        assertTrue(files.size() >= 30, "runtime files: " + files);
        for (Path file : files) {
            String name = Toolchains.runtimeDir("java").relativize(file).toString().replace('\\', '/');
            String text = Files.readString(file);
            String subpackage = name.substring(0, name.indexOf('/'));
            if (!text.startsWith(HEADER + "\npackage " + JavaToolchain.RUNTIME_PACKAGE + "." + subpackage + ";\n")) {
                problems.add(name + ": must start with the verbatim header and package " + JavaToolchain.RUNTIME_PACKAGE + "." + subpackage);
            }
            if (text.contains("\r") || !text.endsWith("\n")) {
                problems.add(name + ": CR line endings or no final newline");
            }
            for (String line : text.split("\n")) {
                if (line.contains(JavaToolchain.RUNTIME_PACKAGE) && !line.startsWith("package ") && !line.startsWith("import ")) {
                    problems.add(name + ": names its package outside package/import lines: " + line.strip());
                }
            }
            Matcher matcher = imports.matcher(text);
            while (matcher.find()) {
                String imported = matcher.group(1);
                if (!imported.startsWith("java.") && !imported.startsWith("com.fasterxml.jackson.")
                        && !imported.startsWith(JavaToolchain.RUNTIME_PACKAGE + ".")) {
                    problems.add(name + ": imports " + imported + " (only java.*, Jackson and the runtime itself)");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void rewritingThePrefixTouchesPackageAndImportLinesOnly() {
        String source = "package dev.sdkgen.runtime.core;\nimport dev.sdkgen.runtime.errors.ApiException;\n"
                + "import static dev.sdkgen.runtime.core.Json.mapper;\n// see dev.sdkgen.runtime.core\n";
        assertEquals("package com.acme.sdk.core;\nimport com.acme.sdk.errors.ApiException;\n"
                + "import static com.acme.sdk.core.Json.mapper;\n// see dev.sdkgen.runtime.core\n",
                JavaToolchain.rewritePackages(source, "com.acme.sdk"));
    }

    @Test
    void unitTestsPassInAScratchSdkBuiltByThePomTemplate() throws IOException {
        Path project = Toolchains.scratchDir("java-runtime-tests");
        String pom = new Templates("java").render("pom.xml", new PomView("com.acme", "acme-java-runtime-tests", "1.4.0",
                "acme runtime tests", "The Java runtime core &amp; its unit tests", "", "", "", "", null));
        Files.writeString(project.resolve("pom.xml"), JavaToolchain.withTestSetup(pom, TEST_ENVIRONMENT));
        JavaToolchain.copyRuntime(project.resolve("src/main/java"), SDK_PACKAGE);
        JavaToolchain.copyJavaSources(Toolchains.codegenDir().resolve("src/test/java-runtime"), project.resolve("src/test/java"),
                SDK_PACKAGE);

        // -Ddoclint=all: the runtime itself documents everything (the template's default skips "missing").
        Processes.Result build = JavaToolchain.maven(project, Map.of(), JavaToolchain.BUILD_TIMEOUT, "-q", "-Ddoclint=all", "package");
        JavaToolchain.TestCounts counts = JavaToolchain.surefireCounts(project);
        assertTrue(build.ok(), "failed tests: " + counts.failed() + "\n" + build.describe());
        assertTrue(counts.ok() && counts.tests() >= MIN_TESTS, counts + "\n" + build.describe());
        assertEquals(0, counts.skipped(), counts.toString());
        for (String jar : List.of("", "-sources", "-javadoc")) {
            Path file = project.resolve("target/acme-java-runtime-tests-1.4.0" + jar + ".jar");
            assertTrue(Files.isRegularFile(file), file + " was not built");
        }
        assertTrue(Files.isRegularFile(project.resolve("target/classes/com/acme/sdk/core/ClientCore.class")));
        assertTrue(Files.isRegularFile(project.resolve("target/classes/com/acme/sdk/errors/ApiException.class")));
        System.out.printf("Java runtime: %d tests passed; mvnw package took %d ms (JDK %s)%n", counts.tests(),
                build.duration().toMillis(), JavaToolchain.javaHome());
    }
}
