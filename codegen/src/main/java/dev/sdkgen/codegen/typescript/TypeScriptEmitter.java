package dev.sdkgen.codegen.typescript;

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
 * The TypeScript SDK: {@code package.json}, strict {@code tsconfig.json}, {@code src/index.ts} (client,
 * errors and models as named exports), {@code src/client.ts}, {@code src/models.ts}, one file per
 * resource under {@code src/resources/}, the runtime core in {@code src/core/}, README.md and api.md.
 */
public final class TypeScriptEmitter implements LanguageEmitter {
    /** The TypeScript version the generated package builds with (its devDependency). */
    static final String TYPESCRIPT_VERSION = "^5.9.3";

    /** Runtime values the SDK root re-exports for users. */
    static final List<String> CORE_VALUE_EXPORTS = List.of("APIError", "AuthenticationError", "BadRequestError",
            "ConflictError", "ConnectionError", "ConnectionTimeoutError", "InternalServerError", "NotFoundError", "Page",
            "PagePromise", "PermissionDeniedError", "RateLimitError", "UnprocessableEntityError", "toFile");

    /** Runtime types the SDK root re-exports for users. */
    static final List<String> CORE_TYPE_EXPORTS = List.of("BinaryBody", "ClientOptions", "RequestOptions", "Uploadable");

    private final Templates templates = new Templates("typescript");

    @Override
    public Target target() {
        return Target.TYPESCRIPT;
    }

    @Override
    public GeneratedSdk emit(SdkModel model) {
        TsSdkBuilder sdk = new TsSdkBuilder(model);
        GeneratedSdk.Builder out = new GeneratedSdk.Builder(Target.TYPESCRIPT);
        Map<String, Object> header = Map.of("view", Map.of("header", TsSdkBuilder.HEADER));

        // Resources first: building them collects the params interfaces that models.ts declares.
        out.add(TsLayout.CLIENT, templates.render("client.ts", sdk.clientFile()));
        for (Resource r : sdk.index().resources()) {
            if (!r.isRoot()) {
                out.add(sdk.layout().file(r), templates.render("resource.ts", sdk.resourceFile(r)));
            }
        }
        out.add(TsLayout.MODELS, templates.render("models.ts", sdk.modelsFile()));
        out.add(TsLayout.INDEX, templates.render("index.ts", sdk.indexFile(CORE_VALUE_EXPORTS, CORE_TYPE_EXPORTS)));
        RuntimeCore.files("typescript").forEach((name, bytes) -> out.add(TsLayout.CORE_DIR + name, bytes));

        out.add("package.json", templates.render("package.json", sdk.packageJson(TYPESCRIPT_VERSION)));
        out.add("tsconfig.json", templates.render("tsconfig.json", header));
        out.add(".gitignore", templates.render("gitignore", header));
        TsReadme readme = new TsReadme(sdk);
        out.add("README.md", templates.render("README.md", readme.readme()));
        out.add("api.md", templates.render("api.md", readme.apiDoc()));
        return out.build();
    }
}
