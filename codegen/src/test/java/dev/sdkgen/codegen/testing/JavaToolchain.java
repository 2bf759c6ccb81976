package dev.sdkgen.codegen.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Building and testing Java SDKs from tests: the repository's Maven wrapper run as a nested build in an
 * SDK directory (same JDK, same local repository as the outer build), the Java runtime core copied into an
 * SDK with its package prefix rewritten (what the emitter does), and the surefire reports read back.
 *
 * <p>System properties: {@code sdkgen.javaHome} runs the nested build with another JDK (e.g.
 * {@code -Dsdkgen.javaHome=/usr/lib/jvm/temurin-25-jdk-amd64} to check {@code -Xlint:all -Werror} on a
 * newer javac); {@code maven.repo.local}, when the outer build was given one, is passed on.
 */
public final class JavaToolchain {

    /** The package the runtime sources are written in; rewritten to the SDK's {@code packages.java}. */
    public static final String RUNTIME_PACKAGE = "dev.sdkgen.runtime";

    /** Long enough for a cold local repository (plugins and Jackson are downloaded once). */
    public static final Duration BUILD_TIMEOUT = Duration.ofMinutes(10);

    private static final Pattern PACKAGE_OR_IMPORT = Pattern.compile("(?m)^(package|import(?: static)?) "
            + Pattern.quote(RUNTIME_PACKAGE) + "([.;])");

    /** What surefire reported: counted from the {@code <testcase>} elements of its XML reports. */
    public record TestCounts(int tests, int failures, int errors, int skipped, List<String> failed) {

        public boolean ok() {
            return tests > 0 && failures == 0 && errors == 0;
        }
    }

    private JavaToolchain() {
    }

    /** The repository's Maven wrapper. */
    public static Path mvnw() {
        Path mvnw = Toolchains.repoRoot().resolve("mvnw");
        if (!Files.isExecutable(mvnw)) {
            throw new IllegalStateException(mvnw + " is missing or not executable");
        }
        return mvnw;
    }

    /** The JDK for nested builds: {@code -Dsdkgen.javaHome}, else the one running the tests. */
    public static Path javaHome() {
        String override = System.getProperty("sdkgen.javaHome");
        return Path.of(override != null && !override.isBlank() ? override : System.getProperty("java.home"));
    }

    /**
     * Runs the Maven wrapper in {@code projectDir}: {@code mvnw -B [-Dmaven.repo.local=...] <args>} with
     * {@code JAVA_HOME} set, Maven's own JVM tuned for a short run, and the given extra environment.
     */
    public static Processes.Result maven(Path projectDir, Map<String, String> environment, Duration timeout, String... args) {
        List<String> command = new ArrayList<>(List.of(mvnw().toString(), "-B"));
        String localRepository = System.getProperty("maven.repo.local");
        if (localRepository != null && !localRepository.isBlank()) {
            command.add("-Dmaven.repo.local=" + localRepository);
        }
        command.addAll(List.of(args));
        Map<String, String> env = new LinkedHashMap<>();
        env.put("JAVA_HOME", javaHome().toString());
        env.put("MAVEN_OPTS", "-XX:+TieredCompilation -XX:TieredStopAtLevel=1 -XX:+UseSerialGC");
        env.putAll(environment);
        return Processes.run(projectDir, env, timeout, command);
    }

    /**
     * Copies the Java runtime core ({@code runtime/java/core} and {@code runtime/java/errors}) under
     * {@code <srcMainJava>/<package path>/}, rewriting the prefix {@value #RUNTIME_PACKAGE} to
     * {@code javaPackage} in {@code package} and {@code import} lines only: what the emitter does.
     */
    public static void copyRuntime(Path srcMainJava, String javaPackage) {
        copyJavaSources(Toolchains.runtimeDir("java"), srcMainJava, javaPackage);
    }

    /**
     * Copies a tree of Java sources written in packages under {@value #RUNTIME_PACKAGE} (the runtime, or
     * tests written against it) into {@code destination}, rewriting the prefix to {@code javaPackage} in
     * {@code package} and {@code import} lines and placing each file under its rewritten package directory.
     */
    public static void copyJavaSources(Path sourceRoot, Path destination, String javaPackage) {
        Path packageDir = destination.resolve(javaPackage.replace('.', '/'));
        try (Stream<Path> files = Files.walk(sourceRoot)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Path relative = sourceRoot.relativize(file);
                String prefixDirs = RUNTIME_PACKAGE.replace('.', '/') + "/";
                String rel = relative.toString().replace('\\', '/');
                if (rel.startsWith(prefixDirs)) {
                    rel = rel.substring(prefixDirs.length());
                }
                Path target = packageDir.resolve(rel);
                Files.createDirectories(target.getParent());
                Files.writeString(target, rewritePackages(Files.readString(file, StandardCharsets.UTF_8), javaPackage),
                        StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy Java sources from " + sourceRoot, e);
        }
    }

    /** Rewrites {@value #RUNTIME_PACKAGE} to {@code javaPackage} in {@code package} and {@code import} lines only. */
    public static String rewritePackages(String source, String javaPackage) {
        return PACKAGE_OR_IMPORT.matcher(source).replaceAll(m -> m.group(1) + " " + Matcher.quoteReplacement(javaPackage) + m.group(2));
    }

    /** Reads {@code <projectDir>/target/surefire-reports/TEST-*.xml}. */
    public static TestCounts surefireCounts(Path projectDir) {
        Path reports = projectDir.resolve("target/surefire-reports");
        int tests = 0;
        int failures = 0;
        int errors = 0;
        int skipped = 0;
        List<String> failed = new ArrayList<>();
        Pattern testcase = Pattern.compile("<testcase\\s[^>]*?name=\"([^\"]*)\"[^>]*?classname=\"([^\"]*)\"[^>]*?(/>|>(.*?)</testcase>)",
                Pattern.DOTALL);
        if (!Files.isDirectory(reports)) {
            return new TestCounts(0, 0, 0, 0, List.of());
        }
        try (Stream<Path> files = Files.list(reports)) {
            for (Path report : files.filter(f -> f.getFileName().toString().matches("TEST-.*\\.xml")).sorted().toList()) {
                Matcher matcher = testcase.matcher(Files.readString(report, StandardCharsets.UTF_8));
                while (matcher.find()) {
                    tests++;
                    String body = matcher.group(4) == null ? "" : matcher.group(4);
                    if (body.contains("<failure")) {
                        failures++;
                        failed.add(matcher.group(2) + "." + matcher.group(1));
                    } else if (body.contains("<error")) {
                        errors++;
                        failed.add(matcher.group(2) + "." + matcher.group(1));
                    } else if (body.contains("<skipped")) {
                        skipped++;
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + reports, e);
        }
        return new TestCounts(tests, failures, errors, skipped, List.copyOf(failed));
    }
}
