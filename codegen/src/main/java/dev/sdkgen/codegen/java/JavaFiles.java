package dev.sdkgen.codegen.java;

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
import java.util.Map;
import java.util.Set;

/** The view of the client file, each resource file and the pom. */
final class JavaFiles {
    static final String HEADER = Headers.SLASHES;
    private static final String IND = JavaLines.IND;
    /** The inner class of every resource and the client that is its raw-response view. */
    static final String RAW_VIEW = "WithRawResponse";
    /** The inner class of every resource and the client that is its asynchronous view. */
    static final String ASYNC_VIEW = "Async";

    private final SdkPlan plan;
    private final Symbols symbols;
    private final JavaPackages packages;
    private final JavaMethods methods;
    private final JavaExamples examples;

    JavaFiles(SdkPlan plan, Symbols symbols, JavaPackages packages, JavaMethods methods, JavaExamples examples) {
        this.plan = plan;
        this.symbols = symbols;
        this.packages = packages;
        this.methods = methods;
        this.examples = examples;
    }

    /** The parts of a class body shared by the client and the resources. */
    private record ClassParts(List<String> constants, List<String> fields, List<String> assignments, List<String> members) {
    }

    private ClassParts classParts(ResourcePlan r, JavaImports imports) {
        List<String> fields = new ArrayList<>();
        List<String> assignments = new ArrayList<>();
        List<String> members = new ArrayList<>();
        for (ResourcePlan sub : r.subresources()) {
            String cls = imports.name(packages.resourcesPackage() + "." + symbols.className(sub));
            String member = symbols.member(sub);
            fields.add(IND + "private final " + cls + " " + member + ";");
            assignments.add(IND + IND + "this." + member + " = new " + cls + "(core);");
            members.add("");
            members.addAll(JavaDocs.block(IND, List.of("The " + JavaDocs.code(sub.path()) + " resource: "
                    + JavaDocs.code(examples.accessor(sub)) + "."), List.of("@return the resource")));
            members.addAll(List.of(IND + "public " + cls + " " + member + "() {", IND + IND + "return " + member + ";", IND + "}"));
        }
        JavaMethods.Constants constants = new JavaMethods.Constants();
        members.addAll(methodsOf(r, imports, constants, JavaMethods.View.PLAIN));
        for (JavaMethods.View view : List.of(JavaMethods.View.RAW, JavaMethods.View.ASYNC)) {
            fields.add(viewField(view));
            members.addAll(view(r, imports, constants, view));
        }
        return new ClassParts(constants.lines, fields, assignments, members);
    }

    /** The field holding a view: {@code private final Async async = new Async();}. */
    private static String viewField(JavaMethods.View view) {
        String cls = view.raw ? RAW_VIEW : ASYNC_VIEW;
        return IND + "private final " + cls + " " + viewAccessor(view) + " = new " + cls + "();";
    }

    private static String viewAccessor(JavaMethods.View view) {
        return view.raw ? "withRawResponse" : "async";
    }

    /** Every method of the resource, a JSON-or-stream operation's streaming one after it; {@code raw}: the raw view's. */
    private List<String> methodsOf(ResourcePlan r, JavaImports imports, JavaMethods.Constants constants, JavaMethods.View view) {
        List<String> out = new ArrayList<>();
        for (MethodPlan m : r.methods()) {
            out.addAll(methods.method(r, m, imports, constants, view));
            if (m.streaming() != null) {
                out.addAll(methods.method(r, m.streaming().method(), imports, constants, view));
            }
        }
        return out;
    }

    /**
     * A view's accessor and its inner class: the resource tree again, each method returning the core's
     * {@code HttpResponseFor} of its result ({@code withRawResponse()}, docs/runtime-java.md "Raw responses and request
     * ids") or a {@code CompletableFuture} of it ({@code async()}, "Async usage"); the async view has a raw view of its own.
     */
    private List<String> view(ResourcePlan r, JavaImports imports, JavaMethods.Constants constants, JavaMethods.View view) {
        String of = examples.accessor(r) + (view == JavaMethods.View.ASYNC_RAW ? ".async()" : "");
        String cls = view.raw ? RAW_VIEW : ASYNC_VIEW;
        String accessor = viewAccessor(view);
        List<String> out = new ArrayList<>(List.of(""));
        String summary = view.raw ? "The methods of " + JavaDocs.code(of) + ", each returning the HTTP response beside the parsed body"
                : viewDoc(of, view, imports);
        out.addAll(JavaDocs.block(IND, List.of(summary + ": " + JavaDocs.code(of + "." + accessor + "()") + "."),
                List.of("@return the view")));
        out.addAll(List.of(IND + "public " + cls + " " + accessor + "() {", IND + IND + "return " + accessor + ";", IND + "}", ""));
        out.addAll(JavaDocs.block(IND, List.of(viewDoc(of, view, imports) + "."), List.of()));
        out.addAll(List.of(IND + "public final class " + cls + " {"));
        List<String> body = new ArrayList<>();
        if (view == JavaMethods.View.ASYNC) {
            body.add(viewField(JavaMethods.View.ASYNC_RAW));
            body.add("");
        }
        body.addAll(List.of(IND + "private " + cls + "() {", IND + "}"));
        for (ResourcePlan sub : r.subresources()) {
            String type = imports.name(packages.resourcesPackage() + "." + symbols.className(sub)) + "."
                    + (view == JavaMethods.View.ASYNC_RAW ? ASYNC_VIEW + "." : "") + cls;
            String call = symbols.member(sub) + (view == JavaMethods.View.ASYNC_RAW ? ".async()" : "") + "." + accessor + "()";
            body.add("");
            body.addAll(JavaDocs.block(IND, List.of("The " + (view.raw ? "raw" : "async") + " view of "
                    + JavaDocs.code(examples.accessor(sub) + (view == JavaMethods.View.ASYNC_RAW ? ".async()" : "")) + "."),
                    List.of("@return the view")));
            body.addAll(List.of(IND + "public " + type + " " + symbols.member(sub) + "() {", IND + IND + "return " + call + ";", IND + "}"));
        }
        body.addAll(methodsOf(r, imports, constants, view));
        if (view == JavaMethods.View.ASYNC) {
            body.addAll(view(r, imports, constants, JavaMethods.View.ASYNC_RAW));
        }
        body.forEach(line -> out.add(line.isEmpty() ? line : IND + line));
        out.add(IND + "}");
        return out;
    }

    private String viewDoc(String of, JavaMethods.View view, JavaImports imports) {
        return "The methods of " + JavaDocs.code(of) + (view.raw
                ? ", each returning " + (view.async ? "a future of " : "") + "a {@link " + imports.name(packages.core("HttpResponseFor"))
                        + "}: the status, headers and request id"
                        + " of the response, and its body on {@code parse()}"
                : ", each returning a {@link " + imports.name("java.util.concurrent.CompletableFuture") + "} at once, without"
                        + " blocking a thread while it waits");
    }

    JavaView.ResourceFile resourceFile(ResourcePlan r) {
        String name = symbols.className(r);
        JavaImports imports = packages.resourceImports(name);
        String core = imports.name(packages.core("ClientCore"));
        ClassParts parts = classParts(r, imports);
        List<String> doc = JavaDocs.block("", List.of("The " + JavaDocs.code(r.path()) + " resource: "
                + JavaDocs.code(examples.accessor(r)) + "."), List.of());
        return new JavaView.ResourceFile(HEADER, packages.resourcesPackage(), imports.lines(), doc, name, core, parts.constants(),
                parts.fields(), parts.assignments(), parts.members());
    }

    JavaView.ClientFile clientFile() {
        ResourcePlan root = plan.root();
        Set<String> resources = new HashSet<>();
        root.subresources().forEach(sub -> resources.add(symbols.className(sub)));
        JavaImports imports = packages.clientImports(symbols.clientClass(), resources);
        String core = imports.name(packages.core("ClientCore"));
        String builder = imports.name(packages.core("ClientBuilder"));
        ClassParts parts = classParts(root, imports);
        List<String> members = new ArrayList<>(new JavaClientMembers(packages).members(symbols.clientClass(), imports));
        members.addAll(parts.members());
        List<String> config = config(imports);
        return new JavaView.ClientFile(HEADER, packages.root(), imports.lines(), JavaDocs.block("", JavaDocs.html(ClientDoc.lines(plan)),
                List.of()), symbols.clientClass(), core, builder, config, parts.constants(), parts.fields(), parts.assignments(),
                members, builderDefaults(), builderSetters(), credentialMethods());
    }

    /** The builder constructor's {@code pathValue(name, default)} calls, one per path parameter that is a client option. */
    private List<String> builderDefaults() {
        List<String> out = new ArrayList<>();
        for (PathOption o : plan.pathOptions()) {
            out.add("            pathValue(" + JavaLiterals.string(o.name()) + ", " + JavaLiterals.string(o.defaultValue()) + ");");
        }
        return out;
    }

    /**
     * The builder's setter of each path parameter that is a client option (docs/codegen.md "Path parameters with a
     * default"): {@code apiVersion(String value)}, each after a blank line.
     */
    private List<String> builderSetters() {
        List<String> out = new ArrayList<>();
        for (PathOption o : plan.pathOptions()) {
            out.add("");
            List<String> text = JavaDocs.html(PathOptionDoc.lines(o, JavaLiterals.string(o.defaultValue())));
            out.addAll(JavaDocs.block("        ", text, List.of("@param value the value, sent as one path segment",
                    "@return this builder")));
            out.add("        public Builder " + JavaNames.camel(o.name()) + "(String value) {");
            out.add("            return pathValue(" + JavaLiterals.string(o.name()) + ", value);");
            out.add("        }");
        }
        return out;
    }

    /** The builder method of a security scheme other than the primary one ({@code appKey}). */
    static String credentialOption(SdkPlan.Credential c) {
        return JavaNames.camel(c.option());
    }

    /** The builder's methods for the other security schemes, each after a blank line. */
    private List<String> credentialMethods() {
        List<String> out = new ArrayList<>();
        String in = IND + IND;
        for (SdkPlan.Credential c : plan.credentials()) {
            out.add("");
            out.addAll(JavaDocs.block(in, JavaDocs.html(List.of(Credentials.doc(c))),
                    List.of("@param value the value, or null to read the environment variable", "@return this builder")));
            out.add(in + "public Builder " + credentialOption(c) + "(String value) {");
            out.add(in + IND + "return credential(" + JavaLiterals.string(c.scheme().schemeName()) + ", value);");
            out.add(in + "}");
        }
        return out;
    }

    /** {@code CONFIG}: {@code ClientConfig.builder(name, version)} and one call per field, through {@link RuntimeConfig}. */
    private List<String> config(JavaImports imports) {
        String auth = imports.name(packages.core("AuthScheme"));
        String retry = imports.name(packages.core("RetryPolicy"));
        RuntimeConfig.Syntax syntax = new RuntimeConfig.Syntax(
                field -> field == RuntimeConfig.Field.SDK_NAME || field == RuntimeConfig.Field.SDK_VERSION ? "" : Words.camel(field.name()),
                field -> Words.camel(field.name()),
                (key, value) -> key.isEmpty() ? value : "." + key + "(" + value + ")",
                (key, value) -> "." + key + "(" + value + ")",
                JavaLiterals::string,
                String::valueOf,
                "null",
                codes -> String.join(", ", codes.stream().map(String::valueOf).toList()),
                a -> auth + "." + (a.kind() == Auth.Kind.HEADER || a.kind() == Auth.Kind.QUERY
                        ? a.kind().name().toLowerCase(Locale.ROOT) + "(" + JavaLiterals.string(a.name())
                        + (a.prefix() == null ? "" : ", " + JavaLiterals.string(a.prefix())) + ")" : a.kind().name().toLowerCase(Locale.ROOT) + "()")
                        + (a.schemeName() == null ? "" : ".named(" + JavaLiterals.string(a.schemeName())
                                + (a.env() == null ? "" : ", " + JavaLiterals.string(a.env())) + ")"),
                (key, entries) -> new Layout.Group("." + key + "(" + retry + ".builder()", entries, ".build())", false, false),
                (key, schemes) -> Layout.text("." + key + "(" + String.join(", ", schemes) + ")"));
        Map<RuntimeConfig.Field, Layout.Node> entries = RuntimeConfig.entries(plan, syntax);
        String head = "private static final " + imports.name(packages.core("ClientConfig")) + " CONFIG = "
                + imports.name(packages.core("ClientConfig")) + ".builder(" + entries.remove(RuntimeConfig.Field.SDK_NAME).flat() + ", "
                + entries.remove(RuntimeConfig.Field.SDK_VERSION).flat() + ")";
        List<JavaLines.Chain> calls = new ArrayList<>();
        for (Layout.Node node : entries.values()) {
            calls.add(node instanceof Layout.Group g
                    ? new JavaLines.Chain(g.open(), g.items().stream().map(i -> JavaLines.Chain.of(i.flat())).toList(), g.close())
                    : JavaLines.Chain.of(node.flat()));
        }
        calls.add(JavaLines.Chain.of(".logEnv(" + JavaLiterals.string(plan.logEnv()) + ")"));
        return new JavaLines.Chain(head, calls, ".build();").render(IND, true);
    }

    JavaView.Pom pom() {
        String pkg = plan.sdk().packages().get(Target.JAVA);
        String description = plan.sdk().description() != null ? plan.sdk().description() : "Java client for the " + plan.title();
        return new JavaView.Pom(JavaLiterals.xml(pkg), JavaLiterals.xml(JavaNames.artifactId(pkg)),
                JavaLiterals.xml(plan.sdk().version()), JavaLiterals.xml(plan.title() + " Java SDK"), JavaLiterals.xml(description),
                xmlOrNull(plan.sdk().license()), xmlOrNull(plan.licenseUrl()), xmlOrNull(plan.sdk().author()),
                xmlOrNull(plan.sdk().repository()), plan.tests().any() ? JUNIT_VERSION : null);
    }

    /** The JUnit the SDK's own tests run on (a test-scoped dependency of the pom, only when the SDK has tests). */
    static final String JUNIT_VERSION = "6.0.3";

    private static String xmlOrNull(String text) {
        return text == null ? null : JavaLiterals.xml(text);
    }

    /** The Javadoc of the root, resources and models packages. */
    Map<String, JavaView.PackageInfo> packageInfos() {
        String client = JavaDocs.code(symbols.clientClass());
        return Map.of("", info(packages.root(), "The " + JavaDocs.escape(plan.title()) + " client: start with " + client + "."),
                "resources", info(packages.resourcesPackage(), "The resources of the " + client + " client, one class each."),
                "models", info(packages.modelsPackage(), "The models of the API and the parameters of its calls."));
    }

    private static JavaView.PackageInfo info(String packageName, String doc) {
        return new JavaView.PackageInfo(HEADER, JavaDocs.block("", List.of(doc), List.of()), packageName);
    }
}
