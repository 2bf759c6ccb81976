package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.GeneratedSdk;
import dev.sdkgen.codegen.LanguageEmitter;
import dev.sdkgen.codegen.RuntimeCore;
import dev.sdkgen.codegen.Templates;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.Resource;
import dev.sdkgen.engine.ir.SdkModel;
import java.util.List;
import java.util.Map;

/**
 * The Python SDK: {@code pyproject.toml} (no dependencies), {@code src/<package>/} with
 * {@code __init__.py} (client and errors), {@code _client.py}, {@code types.py} (TypedDicts),
 * {@code resources/}, the runtime core in {@code _core/}, {@code py.typed}; README.md and api.md.
 */
public final class PythonEmitter implements LanguageEmitter {
    /** Runtime names the package root re-exports for users. */
    static final List<String> CORE_EXPORTS = List.of("APIError", "AuthenticationError", "BadRequestError", "ConflictError",
            "ConnectionError", "ConnectionTimeoutError", "InternalServerError", "NotFoundError", "Page",
            "PermissionDeniedError", "RateLimitError", "RequestOptions", "UnprocessableEntityError");

    private final Templates templates = new Templates("python");

    @Override
    public Target target() {
        return Target.PYTHON;
    }

    @Override
    public GeneratedSdk emit(SdkModel model) {
        PySdkBuilder sdk = new PySdkBuilder(model);
        String root = sdk.layout().packageRoot();
        GeneratedSdk.Builder out = new GeneratedSdk.Builder(Target.PYTHON);
        Map<String, Object> header = Map.of("view", Map.of("header", PySdkBuilder.HEADER));

        out.add(root + "_client.py", templates.render("_client.py", sdk.clientModule()));
        for (Resource r : sdk.index().resources()) {
            if (!r.isRoot()) {
                out.add(sdk.layout().module(r), templates.render("resource.py", sdk.resourceModule(r)));
            }
        }
        sdk.resourcePackages().forEach((file, view) -> out.add(file, templates.render("package_init.py", view)));
        out.add(root + "types.py", templates.render("types.py", sdk.typesModule()));
        out.add(root + "__init__.py", templates.render("package_init.py", sdk.rootInit(CORE_EXPORTS)));
        if (sdk.usesHeaderHelper()) {
            out.add(root + PySdkBuilder.PARAMS_MODULE + ".py", templates.render("_params.py", header));
        }
        out.add(root + "py.typed", new byte[0]);
        RuntimeCore.files("python").forEach((name, bytes) -> out.add(root + "_core/" + name, bytes));

        out.add("pyproject.toml", templates.render("pyproject.toml", sdk.pyproject()));
        out.add(".gitignore", templates.render("gitignore", header));
        PyReadme readme = new PyReadme(sdk);
        out.add("README.md", templates.render("README.md", readme.readme()));
        out.add("api.md", templates.render("api.md", readme.apiDoc()));
        return out.build();
    }
}
