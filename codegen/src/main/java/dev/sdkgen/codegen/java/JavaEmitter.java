package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.LanguageEmitter;
import dev.sdkgen.codegen.ParallelFiles;
import dev.sdkgen.codegen.RuntimeCore;
import dev.sdkgen.codegen.Templates;
import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.lang.ApiDocBuilder;
import dev.sdkgen.codegen.lang.LanguageSurface;
import dev.sdkgen.codegen.lang.Headers;
import dev.sdkgen.codegen.lang.ReadmeBuilder;
import dev.sdkgen.codegen.lang.SdkTestFiles;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.ExampleCall;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.config.Target;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Java SDK: a Maven project ({@code pom.xml}: Java 17, Jackson, {@code -Xlint:all -Werror}, sources and
 * Javadoc jars) with the client in {@code packages.java}, one class per resource in {@code .resources}, one class
 * per model and params type in {@code .models}, the runtime core in {@code .core} and {@code .errors} (copied,
 * with only its package prefix rewritten), README.md and api.md.
 */
public final class JavaEmitter implements LanguageEmitter {
    /** The package the runtime's sources are written in; the SDK's {@code packages.java} replaces it. */
    static final String RUNTIME_PACKAGE = "dev.sdkgen.runtime";

    private static final Pattern PACKAGE_OR_IMPORT = Pattern.compile("(?m)^(package|import(?: static)?) "
            + Pattern.quote(RUNTIME_PACKAGE) + "([.;])");

    private final Templates templates = new Templates("java");

    @Override
    public Target target() {
        return Target.JAVA;
    }

    @Override
    public GeneratedSdk emit(SdkPlan plan) {
        String pkg = plan.sdk().packages().get(Target.JAVA);
        JavaTypes types = new JavaTypes(plan.types(), pkg + ".core");
        JavaSignatures signatures = new JavaSignatures(types);
        Symbols symbols = new Symbols(plan, JavaNames.NAMING, signatures.locals());
        Set<String> resourceClasses = new HashSet<>();
        plan.resources().stream().filter(r -> !r.isRoot()).forEach(r -> resourceClasses.add(symbols.className(r)));
        JavaPackages packages = new JavaPackages(pkg, JavaModels.names(plan, types), resourceClasses);
        JavaLayout layout = new JavaLayout(pkg, symbols);
        JavaExamples examples = new JavaExamples(plan, symbols, types);
        JavaFiles files = new JavaFiles(plan, symbols, packages, new JavaMethods(symbols, types, packages), examples);
        GeneratedSdk.Builder out = new GeneratedSdk.Builder(Target.JAVA);

        out.add(layout.client(), templates.render("Client.java", files.clientFile()));
        // The resource classes and the models are most of the SDK, each file from its own item: made side by side.
        List<ResourcePlan> resources = plan.resources().stream().filter(r -> !r.isRoot()).toList();
        // Encoded where they are rendered, so that the UTF-8 encoding is side by side too.
        List<byte[]> classes = ParallelFiles.map(resources, r -> utf8(templates.render("Resource.java", files.resourceFile(r))));
        for (int i = 0; i < resources.size(); i++) {
            out.add(layout.file(resources.get(i)), classes.get(i));
        }
        List<JavaModels.Model> models = new JavaModels(plan, new JavaModels.Context(packages, types)).files();
        List<byte[]> sources = ParallelFiles.map(models, m -> utf8(templates.render("Source.java", m.file().get())));
        for (int i = 0; i < models.size(); i++) {
            out.add(layout.model(models.get(i).name()), sources.get(i));
        }
        files.packageInfos().forEach((sub, info) -> out.add(layout.packageInfo(sub), templates.render("package-info.java", info)));
        RuntimeCore.files("java").forEach((name, bytes) -> out.addCore(layout.core(name), name, rewritePackages(bytes, pkg)));

        JavaView.Pom pom = files.pom();
        out.add("pom.xml", templates.render("pom.xml", pom));
        out.add(".gitignore", templates.render("gitignore", Map.of("view", Map.of("header", Headers.HASH))));
        out.add("README.md", templates.render("README.md", Map.of("view", ReadmeBuilder.build(plan, symbols, examples, "Java", pkg,
                pom.groupId() + ":" + pom.artifactId(), pkg, JavaFiles::credentialOption), "pom", pom, "java", readmeExtras(plan, examples),
                "tests", SdkTestFiles.readme(plan, "src/test/java", TEST_COMMAND))));
        out.add("api.md", templates.render("api.md", ApiDocBuilder.build(plan, new LanguageSurface(symbols, signatures, examples, errors()), layout::file, pkg)));
        if (plan.tests().any()) {
            JavaExamples writer = new JavaExamples(plan, symbols, types, JavaSnippets.jsonFactory());
            List<SdkTestFiles.Case> cases = SdkTestFiles.cases(plan, JavaEmitter::testMethod, JavaLiterals::string,
                    call -> writer.testStatements(call, JavaLines.IND + JavaLines.IND));
            out.add("src/test/java/" + pkg.replace('.', '/') + "/ApiTest.java", templates.render("ApiTest.java",
                    new JavaView.Tests(JavaFiles.HEADER, pkg, writer.clientClass(), JavaLiterals.string(SdkTestFiles.DEFAULT_BASE_URL),
                            testCredentials(plan), JavaSnippets.jsonFactory(), cases)));
            SdkTestFiles.scripts(plan, List.of(TEST_COMMAND)).forEach(out::add);
        }
        return out.build();
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** The test client's builder calls that set its credentials: {@code .apiKey(…)}, then every other scheme's. */
    private static String testCredentials(SdkPlan plan) {
        String key = "(" + JavaLiterals.string(SdkTestFiles.DUMMY_API_KEY) + ")";
        StringBuilder out = new StringBuilder(".apiKey" + key);
        SdkTestFiles.credentialOptions(plan, JavaFiles::credentialOption).forEach(o -> out.append("." + o + key));
        return out.toString();
    }

    /** What scripts/test runs: Maven's test phase (JUnit, test-scoped in the pom), which the pom skips by default. */
    static final String TEST_COMMAND = "mvn -B -q test -DskipTests=false";

    /** A test method's name: the test's id in camel case, {@code test} before it ({@code testProjectsCreate}), never a keyword. */
    private static String testMethod(String id) {
        return "test" + dev.sdkgen.engine.naming.Words.pascal(id);
    }

    @Override
    public LanguageSurface surface(SdkPlan plan) {
        JavaTypes types = new JavaTypes(plan.types(), plan.sdk().packages().get(Target.JAVA) + ".core");
        JavaSignatures signatures = new JavaSignatures(types);
        Symbols symbols = new Symbols(plan, JavaNames.NAMING, signatures.locals());
        return new LanguageSurface(symbols, signatures, new JavaExamples(plan, symbols, types), errors());
    }

    /** The exception classes of the runtime core ({@code errors/*.java}). */
    private static List<String> errors() {
        return RuntimeCore.files("java").keySet().stream().filter(n -> n.startsWith("errors/"))
                .map(n -> n.substring("errors/".length(), n.length() - ".java".length())).toList();
    }

    private static JavaView.ReadmeExtras readmeExtras(SdkPlan plan, JavaExamples examples) {
        ExampleCall usage = plan.readme().raw() != null ? plan.readme().raw() : plan.readme().usage();
        return new JavaView.ReadmeExtras(usage == null ? null : examples.viewCall(usage, "client.async()"),
                plan.readme().pagination() == null ? null : examples.viewCall(plan.readme().pagination(), "client.async()"),
                plan.logEnv());
    }

    @Override
    public ExampleSnippets exampleSnippets(SdkPlan plan, List<SpecExample> examples) {
        JavaTypes types = new JavaTypes(plan.types(), plan.sdk().packages().get(Target.JAVA) + ".core");
        Symbols symbols = new Symbols(plan, JavaNames.NAMING, new JavaSignatures(types).locals());
        JavaExamples writer = new JavaExamples(plan, symbols, types, JavaSnippets.jsonFactory());
        return new JavaSnippets(plan, types, writer).write(examples);
    }

    /**
     * A runtime source as it goes into the SDK: {@value #RUNTIME_PACKAGE} replaced by the SDK's package in
     * {@code package} and {@code import} lines, and nowhere else (docs/runtime-java.md).
     */
    static byte[] rewritePackages(byte[] source, String javaPackage) {
        String text = new String(source, StandardCharsets.UTF_8);
        return PACKAGE_OR_IMPORT.matcher(text).replaceAll(m -> m.group(1) + " " + Matcher.quoteReplacement(javaPackage) + m.group(2))
                .getBytes(StandardCharsets.UTF_8);
    }
}
