package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.LanguageEmitter;
import dev.sdkgen.codegen.RuntimeCore;
import dev.sdkgen.codegen.Templates;
import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.lang.ApiDocBuilder;
import dev.sdkgen.codegen.lang.LanguageSurface;
import dev.sdkgen.codegen.lang.ReadmeBuilder;
import dev.sdkgen.codegen.lang.SdkTestFiles;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.ExampleCall;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.config.Target;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Go SDK: one package in the module's root directory — {@code go.mod} (Go 1.21, no dependencies),
 * {@code doc.go}, {@code client.go}, {@code models.go}, a file per top-level resource, the runtime core
 * as {@code core_*.go} (only its package clause rewritten); README.md and api.md.
 */
public final class GoEmitter implements LanguageEmitter {
    private final Templates templates = new Templates("go");

    @Override
    public Target target() {
        return Target.GO;
    }

    @Override
    public GeneratedSdk emit(SdkPlan plan) {
        String module = plan.sdk().packages().get(Target.GO);
        String packageName = GoNames.packageName(module);
        Symbols symbols = new Symbols(plan, GoNames.NAMING, GoSignatures.LOCALS);
        GoPackageNames names = new GoPackageNames(plan, symbols);
        GoTypes types = new GoTypes(plan.types(), names);
        GoSignatures signatures = new GoSignatures(types);
        GoStructs structs = new GoStructs(plan);
        GoFiles files = new GoFiles(plan, symbols, names, new GoMethods(symbols, names, types, signatures), packageName);
        GoLayout layout = new GoLayout(plan.root());
        GeneratedSdk.Builder out = new GeneratedSdk.Builder(Target.GO);

        out.add(GoLayout.GO_MOD, templates.render("go.mod", files.goMod()));
        out.add(GoLayout.DOC, templates.render("source.go", files.docFile()));
        out.add(GoLayout.CLIENT, templates.render("source.go", files.clientFile()));
        for (ResourcePlan r : plan.root().subresources()) {
            out.add(layout.file(r), templates.render("source.go", files.resourceFile(r)));
        }
        out.add(GoLayout.MODELS, templates.render("source.go", new GoModels(plan, names, types, structs).modelsFile(packageName)));
        RuntimeCore.files("go").forEach((name, bytes) -> out.addCore(GoLayout.CORE_PREFIX + name, name,
                inPackage(bytes, packageName)));

        GoExamples examples = new GoExamples(plan, symbols, names, types, structs, packageName);
        out.add("README.md", templates.render("README.md", Map.of("view", ReadmeBuilder.build(plan, symbols, examples, "Go", module,
                module, packageName, GoFiles::credentialOption), "go", readme(plan, examples),
                "tests", SdkTestFiles.readme(plan, "api_test.go", TEST_COMMAND))));
        out.add("api.md", templates.render("api.md", ApiDocBuilder.build(plan, new LanguageSurface(symbols, signatures, examples, errors()),
                r -> layout.file(r.isRoot() ? r : topLevel(plan, r)), packageName)));
        if (plan.tests().any()) {
            out.add("api_test.go", templates.render("source.go", testFile(plan, examples, module, packageName)));
            SdkTestFiles.scripts(plan, List.of(TEST_COMMAND)).forEach(out::add);
        }
        return out.build();
    }

    /** What scripts/test runs. */
    static final String TEST_COMMAND = "go test ./...";

    /**
     * {@code api_test.go}: the SDK's own tests in the external test package {@code <package>_test}, importing the SDK
     * by its module path as users do (docs/codegen.md "The SDKs' own tests").
     */
    private static GoView.SourceFile testFile(SdkPlan plan, GoExamples examples, String module, String packageName) {
        boolean files = plan.tests().tests().stream().anyMatch(t -> t.call().sendsFiles());
        List<List<String>> declarations = new ArrayList<>();
        String key = "(" + GoLiterals.string(SdkTestFiles.DUMMY_API_KEY) + ")";
        StringBuilder options = new StringBuilder(packageName + ".WithBaseURL(baseURL), " + packageName + ".WithAPIKey" + key);
        SdkTestFiles.credentialOptions(plan, GoFiles::credentialOption).forEach(o -> options.append(", " + packageName + "." + o + key));
        declarations.add(List.of("func newTestClient() *" + packageName + ".Client {",
                "\tbaseURL := os.Getenv(\"TEST_API_BASE_URL\")", "\tif baseURL == \"\" {",
                "\t\tbaseURL = " + GoLiterals.string(SdkTestFiles.DEFAULT_BASE_URL), "\t}",
                "\treturn " + packageName + ".NewClient(" + options + ")", "}"));
        declarations.add(List.of("func ptr[T any](v T) *T { return &v }", "",
                "var _ = ptr[int] // used by the tests of some APIs only"));
        for (SdkTestFiles.Case c : SdkTestFiles.cases(plan, id -> "Test" + GoNames.exported(id), GoLiterals::string,
                examples::testStatements)) {
            List<String> lines = new ArrayList<>(List.of("func " + c.name() + "(t *testing.T) {"));
            if (c.skip() != null) {
                lines.add("\tt.Skip(" + c.skip() + ")");
            }
            if (!c.lines().isEmpty()) {
                lines.add("\tclient := newTestClient()");
                lines.addAll(c.lines());
            }
            lines.add("}");
            declarations.add(lines);
        }
        // An optional file field's value is typed Value[io.Reader]: io only where a printed value names it.
        boolean io = declarations.stream().flatMap(List::stream).anyMatch(line -> IO_USE.matcher(line).find());
        List<String> imports = new ArrayList<>(List.of("import (", "\t\"context\""));
        if (io) {
            imports.add("\t\"io\"");
        }
        imports.add("\t\"os\"");
        if (files) {
            imports.add("\t\"strings\"");
        }
        imports.add("\t\"testing\"");
        imports.add("");
        String last = module.substring(module.lastIndexOf('/') + 1);
        imports.add("\t" + (last.equals(packageName) ? "" : packageName + " ") + GoLiterals.string(module));
        imports.add(")");
        return new GoView.SourceFile(GoFiles.HEADER, packageName + "_test", imports, declarations);
    }

    private static final java.util.regex.Pattern IO_USE = java.util.regex.Pattern.compile("(?<![\\w.\"])io\\.Reader\\b");

    @Override
    public ExampleSnippets exampleSnippets(SdkPlan plan, List<SpecExample> examples) {
        String packageName = GoNames.packageName(plan.sdk().packages().get(Target.GO));
        Symbols symbols = new Symbols(plan, GoNames.NAMING, GoSignatures.LOCALS);
        GoPackageNames names = new GoPackageNames(plan, symbols);
        GoTypes types = new GoTypes(plan.types(), names);
        GoStructs structs = new GoStructs(plan);
        GoExamples writer = new GoExamples(plan, symbols, names, types, structs, packageName);
        return new GoSnippets(plan, writer, packageName).write(examples);
    }

    @Override
    public LanguageSurface surface(SdkPlan plan) {
        String packageName = GoNames.packageName(plan.sdk().packages().get(Target.GO));
        Symbols symbols = new Symbols(plan, GoNames.NAMING, GoSignatures.LOCALS);
        GoPackageNames names = new GoPackageNames(plan, symbols);
        GoTypes types = new GoTypes(plan.types(), names);
        GoExamples writer = new GoExamples(plan, symbols, names, types, new GoStructs(plan), packageName);
        return new LanguageSurface(symbols, new GoSignatures(types), writer, errors());
    }

    /** The error types of the runtime core ({@code errors.go}), as callers match them ({@code *NotFoundError}). */
    private static List<String> errors() {
        String text = new String(RuntimeCore.files("go").get("errors.go"), StandardCharsets.UTF_8);
        return ERROR_TYPE.matcher(text).results().map(m -> "*" + m.group(1)).toList();
    }

    private static final java.util.regex.Pattern ERROR_TYPE = java.util.regex.Pattern.compile("(?m)^type (\\w+Error) struct");

    /** The Go README's own examples (GoView.Readme). */
    private static GoView.Readme readme(SdkPlan plan, GoExamples examples) {
        ExampleCall usage = plan.readme().usage();
        String getPath = plan.resources().stream().flatMap(r -> r.methods().stream())
                .filter(m -> m.httpMethod().equalsIgnoreCase("GET") && !m.path().contains("{"))
                .map(MethodPlan::path).findFirst().orElse("/");
        return new GoView.Readme(usage == null ? List.of() : examples.optionsStatement(usage), GoLiterals.string(getPath),
                plan.logEnv());
    }

    /** The runtime file with its {@code package core} clause naming the SDK's package: the only change to the core. */
    static byte[] inPackage(byte[] runtimeFile, String packageName) {
        String text = new String(runtimeFile, StandardCharsets.UTF_8);
        return text.replaceFirst("(?m)^package core$", "package " + packageName).getBytes(StandardCharsets.UTF_8);
    }

    private static ResourcePlan topLevel(SdkPlan plan, ResourcePlan r) {
        String first = r.segments().get(0);
        return plan.root().subresources().stream().filter(s -> s.name().equals(first)).findFirst().orElseThrow();
    }
}
