package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.LanguageEmitter;
import dev.sdkgen.codegen.RuntimeCore;
import dev.sdkgen.codegen.Templates;
import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.lang.ApiDocBuilder;
import dev.sdkgen.codegen.lang.LanguageSurface;
import dev.sdkgen.codegen.lang.ReadmeBuilder;
import dev.sdkgen.codegen.lang.ReadmeView;
import dev.sdkgen.codegen.lang.SdkTestFiles;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.config.Target;
import java.util.List;
import java.util.Map;

/**
 * The Python SDK: {@code pyproject.toml} (no dependencies), {@code src/<package>/} with
 * {@code __init__.py} (client and errors), {@code _client.py}, {@code types.py} (models and TypedDicts),
 * {@code resources/}, the runtime core in {@code _core/}, {@code py.typed}; README.md and api.md.
 */
public final class PythonEmitter implements LanguageEmitter {
    /** Runtime names the package root re-exports for users. */
    static final List<String> CORE_EXPORTS = List.of("APIError", "APIResponse", "AsyncHTTPTransport", "AsyncPage",
            "AsyncPager", "AsyncStream", "AsyncStreamedAPIResponse", "AsyncTransport", "AsyncTransportResponse", "AuthenticationError",
            "BadRequestError", "BaseModel", "ConflictError", "ConnectionError", "ConnectionTimeoutError", "HTTPTransport",
            "InternalServerError", "NotFoundError", "Omit", "Page", "PermissionDeniedError", "Proxy", "RateLimitError",
            "RequestOptions", "Stream", "StreamedAPIResponse", "Transport", "TransportRequest", "TransportResponse",
            "UnprocessableEntityError", "omit");

    /** The error classes among them. */
    static final List<String> ERRORS = CORE_EXPORTS.stream().filter(n -> n.endsWith("Error")).toList();

    private final Templates templates = new Templates("python");

    @Override
    public Target target() {
        return Target.PYTHON;
    }

    @Override
    public GeneratedSdk emit(SdkPlan plan) {
        String pkg = plan.sdk().packages().get(Target.PYTHON);
        PyTypes types = types(plan);
        PySignatures signatures = new PySignatures(types);
        Symbols symbols = new Symbols(plan, PyNames.NAMING, signatures.locals(), true);
        PyLayout layout = new PyLayout(pkg, plan.root());
        PyFiles files = new PyFiles(plan, symbols, layout, new PyMethods(symbols, types, signatures, layout));
        String root = layout.packageRoot();
        GeneratedSdk.Builder out = new GeneratedSdk.Builder(Target.PYTHON);
        Map<String, Object> header = Map.of("view", Map.of("header", PyFiles.HEADER));

        out.add(root + "_client.py", templates.render("_client.py", files.clientModule()));
        for (ResourcePlan r : plan.resources()) {
            if (!r.isRoot()) {
                out.add(layout.module(r), templates.render("resource.py", files.resourceModule(r)));
            }
        }
        files.resourcePackages().forEach((file, view) -> out.add(file, templates.render("package_init.py", view)));
        out.add(root + "types.py", templates.render("types.py", new PyModels(plan, types).typesModule()));
        out.add(root + "__init__.py", templates.render("package_init.py", files.rootInit(CORE_EXPORTS)));
        if (plan.anyHeaderParams() || optionalFieldBodies(plan, types.table())) {
            out.add(root + PyMethods.PARAMS_MODULE + ".py", templates.render("_params.py", header));
        }
        out.add(root + "py.typed", new byte[0]);
        RuntimeCore.files("python").forEach((name, bytes) -> out.addCore(root + "_core/" + name, name, bytes));

        out.add("pyproject.toml", templates.render("pyproject.toml", files.pyproject()));
        out.add(".gitignore", templates.render("gitignore", header));
        PyExamples examples = new PyExamples(plan, symbols);
        ReadmeView readme = ReadmeBuilder.build(plan, symbols, examples, "Python", pkg, pkg.replace('_', '-'), pkg,
                PyFiles::credentialOption);
        out.add("README.md", templates.render("README.md", Map.of("view", readme, "call", clientCall(readme),
                "logEnv", plan.logEnv(), "logger", pkg, "tests", SdkTestFiles.readme(plan, "tests/test_api.py", TEST_COMMAND))));
        out.add("api.md", templates.render("api.md", ApiDocBuilder.build(plan, new LanguageSurface(symbols, signatures, examples, ERRORS, true), layout::module, pkg)));
        if (plan.tests().any()) {
            List<SdkTestFiles.Case> cases = SdkTestFiles.cases(plan, id -> "test_" + id, PyLiterals::string,
                    call -> examples.testStatements(call, PyMethods.IND + PyMethods.IND));
            out.add("tests/test_api.py", templates.render("test_api.py", new PyView.Tests(PyFiles.HEADER, pkg,
                    examples.clientClass(), PyLiterals.string(SdkTestFiles.DEFAULT_BASE_URL),
                    testCredentials(plan), cases)));
            SdkTestFiles.scripts(plan, List.of(TEST_COMMAND)).forEach(out::add);
        }
        return out.build();
    }

    /** The test client's credential keywords: {@code api_key=…}, then every other scheme's. */
    private static String testCredentials(SdkPlan plan) {
        String key = "=" + PyLiterals.string(SdkTestFiles.DUMMY_API_KEY);
        StringBuilder out = new StringBuilder("api_key" + key);
        SdkTestFiles.credentialOptions(plan, PyFiles::credentialOption).forEach(o -> out.append(", " + o + key));
        return out.toString();
    }

    /** What scripts/test runs: unittest's discovery over tests/ (pytest finds the same tests), the package from src/. */
    static final String TEST_COMMAND = "PYTHONPATH=src python3 -m unittest discover --start-directory tests --verbose";

    /**
     * The README's example call after {@code client.} ({@code projects.retrieve("project_id")}), for the sections that
     * put {@code await} or {@code with_raw_response} before it: the error example's call when it fits one line.
     */
    private static String clientCall(ReadmeView readme) {
        String prefix = "client.";
        String call = readme.lookupCall().size() == 1 ? readme.lookupCall().get(0).strip() : "";
        return call.startsWith(prefix) ? call.substring(prefix.length()) : "some_resource.some_method()";
    }

    /** The response-side types of the plan (models), which give the request side ({@link PyTypes#requests()}). */
    /** Whether a method takes an optional body as keyword arguments: its call goes through {@code _params.optional_body}. */
    private static boolean optionalFieldBodies(SdkPlan plan, dev.sdkgen.codegen.plan.TypeTable table) {
        return plan.resources().stream().flatMap(r -> r.methods().stream())
                .anyMatch(m -> m.body() != null && !m.body().required() && !dev.sdkgen.codegen.plan.BodyFields.of(m, table).isEmpty());
    }

    private static PyTypes types(SdkPlan plan) {
        return new PyTypes(plan.types(), new PyTypeNames(plan), PyTypes.Side.RESPONSE);
    }

    @Override
    public LanguageSurface surface(SdkPlan plan) {
        PySignatures signatures = new PySignatures(types(plan));
        Symbols symbols = new Symbols(plan, PyNames.NAMING, signatures.locals(), true);
        return new LanguageSurface(symbols, signatures, new PyExamples(plan, symbols), ERRORS, true);
    }

    @Override
    public ExampleSnippets exampleSnippets(SdkPlan plan, List<SpecExample> examples) {
        PyTypes types = types(plan);
        Symbols symbols = new Symbols(plan, PyNames.NAMING, new PySignatures(types).locals(), true);
        return new PySnippets(plan, new PyExamples(plan, symbols), types).write(examples);
    }
}
