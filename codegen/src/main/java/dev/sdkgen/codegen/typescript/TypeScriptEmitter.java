package dev.sdkgen.codegen.typescript;

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
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.config.Target;
import java.util.List;
import java.util.Map;

/**
 * The TypeScript SDK: {@code package.json} (ESM and CommonJS builds: {@code tsconfig.json} builds {@code dist/cjs},
 * {@code tsconfig.esm.json} {@code dist/esm}, {@code scripts/mark-esm.cjs} marks the latter), strict
 * {@code tsconfig.json}, {@code src/index.ts} (client,
 * errors and models as named exports), {@code src/client.ts}, {@code src/models.ts}, one file per
 * resource under {@code src/resources/}, the runtime core in {@code src/core/}, README.md and api.md.
 */
public final class TypeScriptEmitter implements LanguageEmitter {
    /** The TypeScript version the generated package builds with (its devDependency). */
    static final String TYPESCRIPT_VERSION = "^5.9.3";

    /** Runtime values the SDK root re-exports for users. */
    static final List<String> CORE_VALUE_EXPORTS = List.of("APIError", "APIPromise", "AuthenticationError", "BadRequestError",
            "ConflictError", "ConnectionError", "ConnectionTimeoutError", "InternalServerError", "NotFoundError", "Page",
            "PagePromise", "PermissionDeniedError", "RateLimitError", "Stream", "UnprocessableEntityError", "toFile");

    /** Runtime types the SDK root re-exports for users. */
    static final List<String> CORE_TYPE_EXPORTS = List.of("BinaryBody", "ClientOptions", "Logger", "LogLevel", "RequestOptions", "Uploadable",
            "WithResponse");

    /** The error classes among them. */
    static final List<String> ERRORS = CORE_VALUE_EXPORTS.stream().filter(n -> n.endsWith("Error")).toList();

    private final Templates templates = new Templates("typescript");

    @Override
    public Target target() {
        return Target.TYPESCRIPT;
    }

    @Override
    public GeneratedSdk emit(SdkPlan plan) {
        TsTypes types = new TsTypes(plan.types());
        TsSignatures signatures = new TsSignatures(types);
        Symbols symbols = new Symbols(plan, TsNames.NAMING, signatures.locals());
        TsLayout layout = new TsLayout(plan.root());
        TsFiles files = new TsFiles(plan, symbols, layout, new TsMethods(symbols, types, plan.types(), signatures));
        GeneratedSdk.Builder out = new GeneratedSdk.Builder(Target.TYPESCRIPT);
        Map<String, Object> header = Map.of("view", Map.of("header", TsFiles.HEADER));

        out.add(TsLayout.CLIENT, templates.render("client.ts", files.clientFile()));
        for (ResourcePlan r : plan.resources()) {
            if (!r.isRoot()) {
                out.add(layout.file(r), templates.render("resource.ts", files.resourceFile(r)));
            }
        }
        out.add(TsLayout.MODELS, templates.render("models.ts", new TsModels(plan, types).modelsFile()));
        out.add(TsLayout.INDEX, templates.render("index.ts", files.indexFile(CORE_VALUE_EXPORTS, CORE_TYPE_EXPORTS)));
        RuntimeCore.files("typescript").forEach((name, bytes) -> out.addCore(TsLayout.CORE_DIR + name, name, bytes));

        out.add("package.json", templates.render("package.json", files.packageJson(TYPESCRIPT_VERSION)));
        out.add("tsconfig.json", templates.render("tsconfig.json", header));
        out.add("tsconfig.esm.json", templates.render("tsconfig.esm.json", header));
        out.add("scripts/mark-esm.cjs", templates.render("mark-esm.cjs", header));
        out.add(".gitignore", templates.render("gitignore", header));
        TsExamples examples = new TsExamples(plan, symbols);
        String pkg = plan.sdk().packages().get(Target.TYPESCRIPT);
        TsView.Readme tsReadme = new TsView.Readme(plan.logEnv(),
                plan.readme().usage() == null ? List.of() : examples.requestOptionsCall(plan.readme().usage()));
        out.add("README.md", templates.render("README.md", Map.of("view", ReadmeBuilder.build(plan, symbols, examples, "TypeScript",
                pkg, pkg, pkg, TsFiles::credentialOption), "ts", tsReadme,
                "tests", SdkTestFiles.readme(plan, "tests/api.test.ts", "node --test"))));
        out.add("api.md", templates.render("api.md", ApiDocBuilder.build(plan, new LanguageSurface(symbols, signatures, examples, ERRORS), layout::file, pkg)));
        tests(plan, examples, out);
        return out.build();
    }

    /** The SDK's own tests (docs/codegen.md "The SDKs' own tests"): compiled by tsconfig.test.json, run by node:test. */
    private void tests(SdkPlan plan, TsExamples examples, GeneratedSdk.Builder out) {
        if (!plan.tests().any()) {
            return;
        }
        Map<String, Object> header = Map.of("view", Map.of("header", TsFiles.HEADER));
        List<SdkTestFiles.Case> cases = SdkTestFiles.cases(plan, id -> id, TsLiterals::string,
                call -> examples.testStatements(call, TsMethods.IND));
        out.add("tests/api.test.ts", templates.render("api.test.ts", new TsView.Tests(TsFiles.HEADER, examples.clientClass(),
                TsLiterals.string(SdkTestFiles.DEFAULT_BASE_URL), testCredentials(plan), cases)));
        out.add("tests/node-test.d.ts", templates.render("node-test.d.ts", header));
        out.add("tsconfig.test.json", templates.render("tsconfig.test.json", header));
        SdkTestFiles.scripts(plan, TEST_COMMANDS).forEach(out::add);
    }

    /** The test client's credential properties: {@code apiKey: …}, then every other scheme's. */
    private static String testCredentials(SdkPlan plan) {
        String key = ": " + TsLiterals.string(SdkTestFiles.DUMMY_API_KEY);
        StringBuilder out = new StringBuilder("apiKey" + key);
        SdkTestFiles.credentialOptions(plan, c -> TsNames.propertyKey(TsFiles.credentialOption(c))).forEach(o -> out.append(", " + o + key));
        return out.toString();
    }

    /** What scripts/test runs: the package's devDependencies, the tests compiled, then node's test runner. */
    static final List<String> TEST_COMMANDS = List.of("if [ ! -d node_modules ]; then", "  npm install", "fi",
            "./node_modules/.bin/tsc -p tsconfig.test.json", "node --test dist-test/tests/api.test.js");

    @Override
    public LanguageSurface surface(SdkPlan plan) {
        TsSignatures signatures = new TsSignatures(new TsTypes(plan.types()));
        Symbols symbols = new Symbols(plan, TsNames.NAMING, signatures.locals());
        return new LanguageSurface(symbols, signatures, new TsExamples(plan, symbols), ERRORS);
    }

    @Override
    public ExampleSnippets exampleSnippets(SdkPlan plan, List<SpecExample> examples) {
        return TsSnippets.of(plan).write(examples);
    }
}
