package dev.sdkgen.codegen.testing;

import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Building and testing Java SDKs from tests: the repository's Maven wrapper run as a nested build in an
 * SDK directory (same JDK, same local repository as the outer build), the Java runtime core copied into an
 * SDK with its package prefix rewritten (what the emitter does), and the surefire reports read back.
 *
 * <p>As the Java {@link LanguageToolchain}: the compile gate compiles an SDK <em>in this JVM</em> with
 * {@code javax.tools} — the pom's flags ({@code --release 17 -Xlint:all -Werror}), its classpath (resolved once
 * per JVM from the pom by Maven), and the pom's Javadoc check, which javac runs with the same checker as the javadoc
 * tool ({@code -Xdoclint:all/protected}: the pom's {@code all,-missing} plus {@code missing}, so every public and
 * protected type and member must have a comment, as the generator promises) — because a nested Maven build per
 * corpus spec costs minutes; the SDKs named by {@code -Dsdkgen.java.mavenGate} (default {@value #MAVEN_GATE})
 * are also built by their own pom ({@code mvnw -q package}: jar, sources and Javadoc jars). The behaviour
 * suite builds the fixtures of {@code -Dsdkgen.java.mavenBehaviour} (default {@value #MAVEN_BEHAVIOUR}) with the pom,
 * {@code mvnw -q package} with the fixture's JUnit tests, and the others without Maven: javac in this JVM with the pom's
 * flags, then JUnit's console launcher (a Maven build costs about 17 CPU-seconds a row idle, this about 6).
 *
 * <p>System properties: {@code sdkgen.javaHome} runs the nested builds and the console launcher's JVM with another JDK
 * (e.g. {@code -Dsdkgen.javaHome=/usr/lib/jvm/temurin-25-jdk-amd64} to check {@code -Xlint:all -Werror} on a newer
 * javac: only the pom builds do; the in-process javac is the test JVM's); {@code maven.repo.local}, when the outer build was given one, is passed on.
 */
public final class JavaToolchain implements LanguageToolchain {

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

    /** The corpus specs whose SDKs the compile gate also builds with their own pom (comma-separated folder names). */
    public static final String MAVEN_GATE = "oai-petstore";

    /** The JUnit version behaviour tests and the runtime's tests run with. */
    public static final String JUNIT_VERSION = "6.0.3";

    /** The behaviour fixtures whose SDKs are built by their own pom ({@code mvnw -q package}: jar, sources, Javadoc, surefire). */
    public static final String MAVEN_BEHAVIOUR = "kitchen-sink";

    private static String sdkClasspath;

    private static String testClasspath;

    JavaToolchain() {
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
    /** The SDK's copy of a core file names the SDK's package; the runtime's source says {@code dev.sdkgen.runtime}. */
    @Override
    public String runtimeSource(String coreFileInSdk) {
        Matcher own = SDK_PACKAGE.matcher(coreFileInSdk);
        if (!own.find()) {
            return coreFileInSdk;
        }
        Pattern sdkPrefix = Pattern.compile("(?m)^(package|import(?: static)?) " + Pattern.quote(own.group(1)) + "([.;])");
        return sdkPrefix.matcher(coreFileInSdk).replaceAll(m -> m.group(1) + " " + Matcher.quoteReplacement(RUNTIME_PACKAGE) + m.group(2));
    }

    /** The package clause of a core file: {@code package com.acme.sdk.core;} → {@code com.acme.sdk}. */
    private static final Pattern SDK_PACKAGE = Pattern.compile("(?m)^package (.+)\\.(?:core|errors);$");

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

    @Override
    public Target target() {
        return Target.JAVA;
    }

    @Override
    public List<Check> compileGate(Path sdkDir, SdkModel model) {
        Processes.Result javac = compile(sdkDir, sdkDir.resolve("target/gate-classes"), List.of());
        List<Check> checks = new ArrayList<>();
        checks.add(new Check("javac --release 17 -Xlint:all -Werror -Xdoclint:all/protected (the pom's flags, in this JVM)", javac,
                javac.ok() && javac.output().isBlank()));
        if (javac.ok() && Files.isDirectory(sdkDir.resolve(OWN_TESTS))) {
            checks.add(compileOwnTests(sdkDir));
        }
        String spec = sdkDir.getParent() == null ? "" : sdkDir.getParent().getFileName().toString();
        if (List.of(System.getProperty("sdkgen.java.mavenGate", MAVEN_GATE).split(",")).contains(spec)) {
            Processes.Result build = maven(sdkDir, Map.of(), BUILD_TIMEOUT, "-q", "package");
            checks.add(new Check("mvnw -q package (the SDK's pom: jar, sources, Javadoc)", build, build.ok() && build.output().isBlank()));
        }
        return checks;
    }

    /**
     * Builds the SDK with its own pom plus JUnit ({@link #withTestSetup}), with the fixture's tests ({@code testsDir}:
     * Java sources in any packages, placed by their {@code package} line) and the runtime's {@code MockServer} handle,
     * and reads the surefire reports.
     */
    @Override
    public Behaviour behaviour(Path sdkDir, Path testsDir, SdkModel model) {
        String pomText;
        try {
            Path pom = sdkDir.resolve("pom.xml");
            pomText = Files.readString(pom);
            Files.writeString(pom, withTestSetup(pomText, Map.of()));
            Path testJava = sdkDir.resolve(OWN_TESTS);
            SdkHarness.deleteTree(testJava); // the SDK's own tests call a mock server of the spec, not the fixture's
            copyByPackage(testsDir, testJava);
            copyByPackage(Toolchains.codegenDir().resolve("src/test/java-runtime/dev/sdkgen/runtime/testing"), testJava);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String fixture = sdkDir.getParent() == null ? "" : sdkDir.getParent().getFileName().toString();
        if (!List.of(System.getProperty("sdkgen.java.mavenBehaviour", MAVEN_BEHAVIOUR).split(",")).contains(fixture)) {
            return behaviourWithoutMaven(sdkDir, pomText);
        }
        Processes.Result build = maven(sdkDir, Map.of(), BUILD_TIMEOUT, "-q", "package");
        return testRun(sdkDir, List.of(), build);
    }

    /**
     * The behaviour run of a fixture whose pom is not built (the pom is proven by {@link #MAVEN_BEHAVIOUR}'s row and the
     * compile gate's {@link #MAVEN_GATE}): what {@code mvnw -q package} does, without Maven — the SDK's sources compiled in
     * this JVM with the pom's flags and its Javadoc check (as the compile gate), the tests with the pom's flags
     * ({@code -Xlint:all -Werror}), then run by the JUnit console launcher in a JVM of their own with surefire's system
     * properties, its legacy XML reports read as surefire's.
     */
    private static Behaviour behaviourWithoutMaven(Path sdkDir, String pom) {
        Launched launched = compileAndLaunch(sdkDir, pom, Map.of());
        return launched.run() == null ? new Behaviour(launched.checks(), null) : testRun(sdkDir, launched.checks(), launched.run());
    }

    /** The checks before a test run (each clean, else the run is null) and JUnit's console launcher's run. */
    private record Launched(List<Check> checks, Processes.Result run) {
    }

    /**
     * What {@code mvnw -q test} does, without Maven: the SDK's sources compiled in this JVM with the pom's flags and its
     * Javadoc check, its {@code src/test/java} with the pom's flags ({@code -Xlint:all -Werror}), then JUnit's console
     * launcher in a JVM of its own with surefire's system properties and {@code environment}, its legacy XML reports in
     * {@code target/surefire-reports}. That JVM lives a few seconds: C1 alone and the serial collector, as Maven's in
     * {@link #maven}, cost about a third less CPU than the JIT's C2 and G1's threads (docs/benchmarks.md, "Cutting the
     * suite's CPU").
     */
    private static Launched compileAndLaunch(Path sdkDir, String pom, Map<String, String> environment) {
        Path classes = sdkDir.resolve("target/classes");
        Processes.Result main = compile(sdkDir, classes, List.of());
        Check compiled = new Check("javac --release 17 -Xlint:all -Werror -Xdoclint:all/protected (the pom's flags, in this JVM)", main,
                main.ok() && main.output().isBlank());
        if (!compiled.clean()) {
            return new Launched(List.of(compiled), null);
        }
        String testClasspath = testClasspath(sdkDir, pom) + File.pathSeparator + classes;
        Path testClasses = sdkDir.resolve("target/test-classes");
        Processes.Result tests = javac(sdkDir.resolve("src/test/java"), testClasses, testClasspath,
                List.of("--release", "17", "-encoding", "UTF-8", "-Xlint:all", "-Werror", "-proc:none", "-implicit:none"));
        Check testsCompiled = new Check("javac of the tests (the pom's flags, in this JVM)", tests, tests.ok() && tests.output().isBlank());
        if (!testsCompiled.clean()) {
            return new Launched(List.of(compiled, testsCompiled), null);
        }
        String classpath = testClasses + File.pathSeparator + testClasspath;
        Processes.Result run = Processes.run(sdkDir, environment, BUILD_TIMEOUT, List.of(javaHome().resolve("bin/java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", // a short run, as Maven's own JVM in maven(): C1 only, one GC thread
                "-Dsdkgen.mockServer=" + Toolchains.mockServerScript(), "-Dsdkgen.python=" + Toolchains.python(), "-cp", classpath,
                "org.junit.platform.console.ConsoleLauncher", "execute", "--disable-banner", "--details=summary",
                "--scan-class-path=" + testClasses, "--reports-dir=" + sdkDir.resolve("target/surefire-reports")));
        return new Launched(List.of(compiled, testsCompiled), run);
    }

    /**
     * The SDK's own tests ({@code src/test/java}, JUnit from its pom) as {@code mvnw -q test} would run them
     * ({@link #compileAndLaunch}), against {@code baseUrl}; a check that failed first is the run's one failed result.
     */
    @Override
    public SdkTests.Run ownTests(Path sdkDir, String baseUrl) {
        String pom;
        try {
            pom = OWN_JUNIT.matcher(Files.readString(sdkDir.resolve("pom.xml"))).replaceAll(""); // withTestSetup adds it
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Launched launched = compileAndLaunch(sdkDir, pom, Map.of("TEST_API_BASE_URL", baseUrl));
        if (launched.run() == null) {
            Check failed = launched.checks().get(launched.checks().size() - 1);
            return new SdkTests.Run(failed.result(), List.of(new SdkTests.Result(failed.name(), SdkTests.Status.FAILED, failed.result().output())));
        }
        return new SdkTests.Run(launched.run(), SdkTests.fromJUnitReports(sdkDir.resolve("target/surefire-reports")));
    }

    @Override
    public boolean runsOwnTests() {
        return true;
    }

    /** The SDK pom's own JUnit dependency (test scope). */
    private static final Pattern OWN_JUNIT = Pattern.compile(
            "\\s*<dependency>\\s*<groupId>org\\.junit\\.jupiter</groupId>\\s*<artifactId>junit-jupiter</artifactId>.*?</dependency>", Pattern.DOTALL);

    private static Behaviour testRun(Path sdkDir, List<Check> checks, Processes.Result build) {
        TestCounts counts = surefireCounts(sdkDir);
        Processes.Result described = new Processes.Result(build.command(), build.exitCode(),
                build.output() + "\nsurefire: " + counts, build.duration());
        int failed = counts.failures() + counts.errors();
        return new Behaviour(checks, new SdkHarness.TestRun(described, counts.tests() - failed - counts.skipped(),
                build.ok() ? failed : Math.max(1, failed)));
    }

    /** Where an SDK keeps its own tests (docs/codegen.md "The SDKs' own tests"). */
    static final String OWN_TESTS = "src/test/java";

    /**
     * javac of the SDK's own tests with the pom's flags ({@code -Xlint:all -Werror}) against the classes the gate's
     * javac wrote and the tests' classpath (JUnit from the pom).
     */
    private static Check compileOwnTests(Path sdkDir) {
        String pom;
        try {
            pom = Files.readString(sdkDir.resolve("pom.xml"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String classpath = testClasspath(sdkDir, pom) + File.pathSeparator + sdkDir.resolve("target/gate-classes");
        Processes.Result tests = javac(sdkDir.resolve(OWN_TESTS), sdkDir.resolve("target/gate-test-classes"), classpath,
                List.of("--release", "17", "-encoding", "UTF-8", "-Xlint:all", "-Werror", "-proc:none", "-implicit:none"));
        return new Check("javac of the SDK's own tests (the pom's flags, in this JVM)", tests, tests.ok() && tests.output().isBlank());
    }

    /**
     * The classpath of the SDK's tests: the pom's dependencies, JUnit, and JUnit's console launcher
     * ({@code junit-platform-console}), resolved once per JVM by Maven's dependency plugin from the pom with that setup.
     */
    private static synchronized String testClasspath(Path sdkDir, String pom) {
        if (testClasspath == null) {
            Path file = sdkDir.resolve("target/test-classpath.txt");
            Path setup = sdkDir.resolve("target/test-classpath-pom.xml");
            String console = "    <dependency>\n      <groupId>org.junit.platform</groupId>\n      <artifactId>junit-platform-console</artifactId>\n"
                    + "      <version>" + JUNIT_VERSION + "</version>\n      <scope>test</scope>\n    </dependency>\n  </dependencies>";
            try {
                Files.createDirectories(setup.getParent());
                Files.writeString(setup, withTestSetup(pom, Map.of()).replace("  </dependencies>", console));
                Processes.Result result = maven(sdkDir, Map.of(), BUILD_TIMEOUT, "-q", "-f", setup.toString(),
                        "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath", "-Dmdep.includeScope=test",
                        "-Dmdep.outputFile=" + file);
                if (!result.ok() || !Files.isRegularFile(file)) {
                    throw new IllegalStateException("cannot resolve the SDK tests' classpath:\n" + result.describe());
                }
                testClasspath = Files.readString(file, StandardCharsets.UTF_8).strip();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return testClasspath;
    }

    /** javac in this JVM over every {@code .java} file under {@code sources} into {@code classes}. */
    private static Processes.Result javac(Path sources, Path classes, String classpath, List<String> flags) {
        List<String> options = new ArrayList<>(flags);
        options.addAll(List.of("-cp", classpath, "-d", classes.toString()));
        long started = System.nanoTime();
        StringWriter out = new StringWriter();
        boolean ok;
        try (Stream<Path> walk = Files.walk(sources)) {
            Files.createDirectories(classes);
            List<File> files = walk.filter(f -> f.toString().endsWith(".java")).map(Path::toFile).sorted().toList();
            JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
            try (StandardJavaFileManager manager = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
                JavaCompiler.CompilationTask task = compiler.getTask(out, manager, null, options, null, manager.getJavaFileObjectsFromFiles(files));
                ok = CheckerTimes.inJvm(sources, "javac tests (in-process)", task::call);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot compile " + sources, e);
        }
        List<String> command = new ArrayList<>(List.of("javac (in-process)"));
        command.addAll(options);
        return new Processes.Result(command, ok ? 0 : 1, out.toString(), Duration.ofNanos(System.nanoTime() - started));
    }

    /** Copies every {@code .java} file under {@code from} to {@code root/<its package as a path>/}. */
    private static void copyByPackage(Path from, Path root) throws IOException {
        Pattern pkg = Pattern.compile("(?m)^package ([\\w.]+);");
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                Matcher m = pkg.matcher(text);
                Path dir = m.find() ? root.resolve(m.group(1).replace('.', '/')) : root;
                Files.createDirectories(dir);
                Files.writeString(dir.resolve(file.getFileName().toString()), text, StandardCharsets.UTF_8);
            }
        }
    }

    /**
     * The classpath an SDK's pom gives its sources (Jackson), resolved once per JVM with Maven's dependency plugin
     * in {@code sdkDir} (every generated pom has the same dependencies).
     */
    public static synchronized String sdkClasspath(Path sdkDir) {
        if (sdkClasspath == null) {
            Path file = sdkDir.resolve("target/sdk-classpath.txt");
            Processes.Result result = maven(sdkDir, Map.of(), BUILD_TIMEOUT, "-q",
                    "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath", "-Dmdep.includeScope=compile",
                    "-Dmdep.outputFile=" + file);
            try {
                if (!result.ok() || !Files.isRegularFile(file)) {
                    throw new IllegalStateException("cannot resolve the SDK's classpath:\n" + result.describe());
                }
                sdkClasspath = Files.readString(file, StandardCharsets.UTF_8).strip();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return sdkClasspath;
    }

    /**
     * Compiles the SDK's {@code src/main/java} (and {@code extraSources}) into {@code classes} with the JDK's compiler
     * in this JVM: {@code --release 17 -Xlint:all -Werror} as the pom, {@code -Xdoclint:all/protected} as the pom's
     * Javadoc check (public and protected members, as the javadoc tool) with missing comments too, the pom's classpath. The result's output holds every diagnostic; clean is exit 0 and no output.
     */
    public static Processes.Result compile(Path sdkDir, Path classes, List<Path> extraSources) {
        List<String> options = new ArrayList<>(List.of("--release", "17", "-encoding", "UTF-8", "-Xlint:all", "-Werror",
                "-Xdoclint:all/protected", "-Xmaxerrs", "200", "-Xmaxwarns", "200", "-proc:none", "-implicit:none",
                "-cp", sdkClasspath(sdkDir), "-d", classes.toString()));
        long started = System.nanoTime();
        StringWriter out = new StringWriter();
        boolean ok;
        try (Stream<Path> walk = Files.walk(sdkDir.resolve("src/main/java"))) {
            Files.createDirectories(classes);
            List<File> sources = new ArrayList<>(walk.filter(f -> f.toString().endsWith(".java")).map(Path::toFile).sorted().toList());
            extraSources.forEach(f -> sources.add(f.toFile()));
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
                JavaCompiler.CompilationTask task = javac.getTask(out, files, null, options, null, files.getJavaFileObjectsFromFiles(sources));
                ok = CheckerTimes.inJvm(sdkDir, "javac SDK (in-process)", task::call);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot compile " + sdkDir, e);
        }
        List<String> command = new ArrayList<>(List.of("javac (in-process)"));
        command.addAll(options);
        return new Processes.Result(command, ok ? 0 : 1, out.toString(), Duration.ofNanos(System.nanoTime() - started));
    }

    /**
     * An SDK's pom as a user gets it, plus what tests need: JUnit, and surefire told where the mock server is
     * (system properties {@code sdkgen.mockServer}, {@code sdkgen.python}) and given {@code environment}.
     */
    public static String withTestSetup(String pom, Map<String, String> environment) {
        String junit = "    <dependency>\n"
                + "      <groupId>org.junit.jupiter</groupId>\n"
                + "      <artifactId>junit-jupiter</artifactId>\n"
                + "      <version>" + JUNIT_VERSION + "</version>\n"
                + "      <scope>test</scope>\n"
                + "    </dependency>\n"
                + "  </dependencies>";
        StringBuilder surefire = new StringBuilder("$0\n")
                .append("        <configuration>\n")
                .append("          <systemPropertyVariables>\n")
                .append("            <sdkgen.mockServer>").append(Toolchains.mockServerScript()).append("</sdkgen.mockServer>\n")
                .append("            <sdkgen.python>").append(Toolchains.python()).append("</sdkgen.python>\n")
                .append("          </systemPropertyVariables>\n")
                .append("          <environmentVariables>\n");
        new TreeMap<>(environment).forEach((name, value) -> surefire.append("            <").append(name).append('>').append(value)
                .append("</").append(name).append(">\n"));
        surefire.append("          </environmentVariables>\n").append("        </configuration>");
        Matcher plugin = Pattern.compile("<artifactId>maven-surefire-plugin</artifactId>\\s*<version>[^<]+</version>").matcher(pom);
        if (!plugin.find() || pom.split("</dependencies>", -1).length != 2) {
            throw new IllegalArgumentException("the pom must pin maven-surefire-plugin and have one dependencies section");
        }
        // An SDK with its own tests skips them by default (they need a Prism mock): the fixture's tests run here.
        String withSurefire = plugin.replaceFirst(surefire.toString().replace("\\", "\\\\"))
                .replace("<skipTests>true</skipTests>", "<skipTests>false</skipTests>");
        // An SDK with its own tests already declares JUnit (test scope).
        return pom.contains("<artifactId>junit-jupiter</artifactId>") ? withSurefire : withSurefire.replace("  </dependencies>", junit);
    }

    /**
     * The compile gate's javac (the SDK's sources with every lint, into {@code target/gate-classes}), then the snippets
     * attributed against those classes (not the SDK's sources again): the SDK is analysed once. When the SDK does not
     * compile, the snippets are attributed with the SDK's sources instead, so the examples' counts still come out.
     */
    @Override
    public Gates gates(Path sdkDir, ExampleSnippets snippets, SdkModel model) {
        List<Check> checks = compileGate(sdkDir, model);
        if (snippets == null) {
            return new Gates(checks, List.of());
        }
        Path dir = ExamplesGate.examplesDir(sdkDir);
        snippets.writeTo(dir);
        Path classes = sdkDir.resolve("target/gate-classes");
        boolean compiled = checks.get(0).clean();
        List<CheckerError> errors = compiled
                ? ExamplesGate.javac(dir, null, sdkClasspath(sdkDir) + File.pathSeparator + classes)
                : ExamplesGate.javac(dir, sdkDir, sdkClasspath(sdkDir));
        return new Gates(checks, errors.stream().filter(ExamplesGate::inSnippets).toList());
    }
}
