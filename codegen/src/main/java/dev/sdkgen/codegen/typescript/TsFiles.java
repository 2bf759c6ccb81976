package dev.sdkgen.codegen.typescript;

import dev.sdkgen.codegen.lang.ClientDoc;
import dev.sdkgen.codegen.lang.Credentials;
import dev.sdkgen.codegen.lang.Headers;
import dev.sdkgen.codegen.lang.PathOptionDoc;
import dev.sdkgen.codegen.lang.RuntimeConfig;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.PathOption;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.Auth;
import dev.sdkgen.engine.naming.Words;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The view of each TypeScript source file: the client, resource classes, the index and package.json. */
final class TsFiles {
    static final String HEADER = Headers.SLASHES;
    private static final String IND = TsMethods.IND;

    private final SdkPlan plan;
    private final Symbols symbols;
    private final TsLayout layout;
    private final TsMethods methods;
    private final Set<String> allModels;

    TsFiles(SdkPlan plan, Symbols symbols, TsLayout layout, TsMethods methods) {
        this.plan = plan;
        this.symbols = symbols;
        this.layout = layout;
        this.methods = methods;
        this.allModels = TsModels.names(plan);
    }

    private TsImports importsFor(String file, ResourcePlan r) {
        Set<String> taken = new HashSet<>(TsNames.FILE_GLOBALS);
        taken.add(symbols.className(r));
        for (ResourcePlan sub : r.subresources()) {
            taken.add(symbols.className(sub));
        }
        return new TsImports(TsLayout.module(file, TsLayout.CORE_INDEX), TsLayout.module(file, TsLayout.MODELS), taken,
                allModels);
    }

    /** The body of a resource or client class: subresource fields, pagination constants, methods. */
    private record ClassParts(List<String> constants, List<String> fields, List<TsView.Method> methods) {
    }

    private ClassParts classParts(ResourcePlan r, TsImports imports, String file) {
        List<String> fields = new ArrayList<>();
        String owner = r.isRoot() ? "this" : "this._client";
        for (ResourcePlan sub : r.subresources()) {
            String cls = imports.value(TsLayout.module(file, layout.file(sub)), symbols.className(sub));
            fields.add(IND + "readonly " + symbols.member(sub) + ": " + cls + " = new " + cls + "(" + owner + ");");
        }
        TsMethods.Constants constants = new TsMethods.Constants();
        List<TsView.Method> printed = new ArrayList<>();
        for (MethodPlan m : r.methods()) {
            printed.add(methods.method(r, m, imports, constants));
        }
        return new ClassParts(constants.lines, fields, printed);
    }

    TsView.ResourceFile resourceFile(ResourcePlan r) {
        String file = layout.file(r);
        TsImports imports = importsFor(file, r);
        imports.coreValue("APIResource");
        ClassParts parts = classParts(r, imports, file);
        List<String> body = new ArrayList<>(parts.fields());
        for (TsView.Method m : parts.methods()) {
            if (!body.isEmpty()) {
                body.add("");
            }
            body.addAll(m.lines());
        }
        return new TsView.ResourceFile(HEADER, imports.lines(), parts.constants(), symbols.className(r), body);
    }

    TsView.ClientFile clientFile() {
        ResourcePlan root = plan.root();
        TsImports imports = importsFor(TsLayout.CLIENT, root);
        imports.coreValue("BaseClient");
        imports.coreType("ClientConfig");
        imports.coreType("ClientOptions");
        ClassParts parts = classParts(root, imports, TsLayout.CLIENT);
        List<String> config = configLines(imports);
        List<String> fields = new ArrayList<>(parts.fields());
        if (!fields.isEmpty()) {
            fields.add("");
        }
        List<String> lines = new ArrayList<>();
        for (TsView.Method m : parts.methods()) {
            lines.add("");
            lines.addAll(m.lines());
        }
        return new TsView.ClientFile(HEADER, imports.lines(), config, parts.constants(), optionsType(),
                TsDocs.block("", ClientDoc.lines(plan), List.of()), symbols.clientClass(), fields, constructor(), lines);
    }

    /** Whether the client declares its own options type: with path options or credentials beside the core options. */
    private boolean ownOptions() {
        return !plan.pathOptions().isEmpty() || !plan.credentials().isEmpty();
    }

    /** The name of the client's options type: the runtime's {@code ClientOptions}, or {@code <Client>Options}. */
    private String optionsTypeName() {
        return ownOptions() ? symbols.clientClass() + "Options" : "ClientOptions";
    }

    /** The option of a security scheme other than the primary one ({@code appKey}). */
    static String credentialOption(SdkPlan.Credential c) {
        return TsNames.camel(c.option());
    }

    /**
     * {@code export interface <Client>Options extends ClientOptions}, with one optional string per path parameter
     * that is a client option (docs/codegen.md "Path parameters with a default") and one per security scheme other
     * than the primary one; no lines without either.
     */
    private List<String> optionsType() {
        if (!ownOptions()) {
            return List.of();
        }
        List<String> out = new ArrayList<>(TsDocs.block("", List.of("The options of {@link " + symbols.clientClass()
                + "}: " + ClientDoc.optionsSummary(plan) + "."), List.of()));
        out.add("export interface " + optionsTypeName() + " extends ClientOptions {");
        for (PathOption o : plan.pathOptions()) {
            out.addAll(TsDocs.block(IND, PathOptionDoc.lines(o, "`" + TsLiterals.string(o.defaultValue()) + "`"), List.of()));
            out.add(IND + TsNames.camel(o.name()) + "?: string | undefined;");
        }
        for (SdkPlan.Credential c : plan.credentials()) {
            out.addAll(TsDocs.block(IND, List.of(Credentials.doc(c)), List.of()));
            out.add(IND + TsNames.propertyKey(credentialOption(c)) + "?: string | undefined;");
        }
        out.add("}");
        out.add("");
        return out;
    }

    /**
     * The client's constructor: it hands the path options' values, by wire name, to the runtime; with its own options
     * type, also {@code withOptions} taking that type.
     */
    private List<String> constructor() {
        List<String> values = new ArrayList<>();
        for (PathOption o : plan.pathOptions()) {
            values.add(TsNames.propertyKey(o.name()) + ": options." + TsNames.camel(o.name()) + " ?? "
                    + TsLiterals.string(o.defaultValue()));
        }
        String extra = values.isEmpty() ? "" : ", { " + String.join(", ", values) + " }";
        List<String> out = new ArrayList<>(List.of(IND + "constructor(options: " + optionsTypeName() + " = {}) {",
                IND + IND + "super(CONFIG, options" + extra + ");", IND + "}"));
        if (ownOptions()) {
            out.add("");
            out.addAll(TsDocs.block(IND, List.of("A new client with these options over this one's (see {@link BaseClient.withOptions})."),
                    List.of()));
            out.add(IND + "override withOptions(options: " + optionsTypeName() + "): this {");
            out.add(IND + IND + "return super.withOptions(options);");
            out.add(IND + "}");
        }
        return out;
    }

    /** The runtime's {@code ClientConfig} in TypeScript: {@code { type: 'header', name: 'X-Key' }}, {@code retryPolicy({...})}. */
    private List<String> configLines(TsImports imports) {
        RuntimeConfig.Syntax syntax = new RuntimeConfig.Syntax(
                field -> field == RuntimeConfig.Field.DEFAULT_BASE_URL ? "defaultBaseURL" : Words.camel(field.name()),
                field -> Words.camel(field.name()),
                (key, value) -> key + ": " + value,
                (key, value) -> key + ": " + value,
                TsLiterals::string,
                String::valueOf,
                "null",
                codes -> "[" + String.join(", ", codes.stream().map(String::valueOf).toList()) + "]",
                a -> "{ type: " + TsLiterals.string(a.kind().name().toLowerCase(Locale.ROOT))
                        + RuntimeConfig.authFields(a, TsLiterals::string) + optionField(a) + " }",
                (key, entries) -> Layout.braces(key + ": " + imports.coreValue("retryPolicy") + "({", entries, "})"),
                (key, schemes) -> Layout.braces(key + ": [", Layout.texts(schemes), "]"));
        List<String> lines = new ArrayList<>(RuntimeConfig.lines(plan, syntax, "const CONFIG: ClientConfig = {", "};", IND));
        lines.add(lines.size() - 1, IND + "logEnv: " + TsLiterals.string(plan.logEnv()) + ",");
        return lines;
    }

    /** {@code , option: 'appKey'} for a scheme other than the primary one: the client option the runtime reads. */
    private String optionField(Auth a) {
        return plan.credentials().stream().filter(c -> c.scheme().equals(a)).findFirst()
                .map(c -> ", option: " + TsLiterals.string(credentialOption(c))).orElse("");
    }

    TsView.IndexFile indexFile(List<String> coreValueExports, List<String> coreTypeExports) {
        List<String> exports = new ArrayList<>();
        exports.add("export { " + symbols.clientClass() + " } from './client.js';");
        if (ownOptions()) {
            exports.add("export type { " + optionsTypeName() + " } from './client.js';");
        }
        exports.addAll(Layout.render(Layout.braces("export {", Layout.texts(coreValueExports), "} from './core/index.js';"), "", IND));
        exports.addAll(Layout.render(Layout.braces("export type {", Layout.texts(coreTypeExports), "} from './core/index.js';"), "", IND));
        exports.add("export type * from './models.js';");
        return new TsView.IndexFile(HEADER, exports);
    }

    TsView.PackageJson packageJson(String typescriptVersion) {
        String description = plan.sdk().description() != null ? plan.sdk().description()
                : "TypeScript client for the " + plan.title();
        return new TsView.PackageJson(TsLiterals.jsonString(plan.sdk().packages().get(Target.TYPESCRIPT)),
                TsLiterals.jsonString(plan.sdk().version()), TsLiterals.jsonString(description),
                plan.sdk().license() == null ? null : TsLiterals.jsonString(plan.sdk().license()),
                TsLiterals.jsonString(typescriptVersion), plan.tests().any());
    }
}
