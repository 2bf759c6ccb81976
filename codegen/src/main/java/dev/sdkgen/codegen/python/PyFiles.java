package dev.sdkgen.codegen.python;

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
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.Docs;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** The view of each Python module except types.py: the client, resource classes, package inits, pyproject.toml. */
final class PyFiles {
    static final String HEADER = Headers.HASH;
    private static final String IND = PyMethods.IND;

    private final SdkPlan plan;
    private final Symbols symbols;
    private final PyLayout layout;
    private final PyMethods methods;
    private final Set<String> allModels;
    private final String pythonPackage;

    PyFiles(SdkPlan plan, Symbols symbols, PyLayout layout, PyMethods methods) {
        this.plan = plan;
        this.symbols = symbols;
        this.layout = layout;
        this.methods = methods;
        this.allModels = methods.modelNames();
        this.pythonPackage = plan.sdk().packages().get(Target.PYTHON);
    }

    private PyImports importsFor(String file, ResourcePlan r) {
        Set<String> taken = new HashSet<>(classNames(r));
        for (ResourcePlan sub : r.subresources()) {
            taken.addAll(classNames(sub));
        }
        return new PyImports(layout.fromRoot(file, "_core"), layout.fromRoot(file, "types"), taken, allModels);
    }

    /** The class of a resource (the client for the root) without a flavor. */
    private String baseName(ResourcePlan r) {
        return r.isRoot() ? symbols.clientClass() : symbols.className(r);
    }

    /** Every class a resource's module defines: both flavors, and their raw and streaming views. */
    private List<String> classNames(ResourcePlan r) {
        List<String> out = new ArrayList<>();
        for (PyFlavor flavor : PyFlavor.values()) {
            out.add(flavor.className(baseName(r)));
            for (PyWrapper w : PyWrapper.values()) {
                out.add(w.className(flavor, baseName(r)));
            }
        }
        return out;
    }

    /** The module a class of a subresource is imported from. */
    private String moduleOf(ResourcePlan parent, ResourcePlan sub) {
        return parent.isRoot() ? ".resources" : "." + layout.importName(sub);
    }

    private record ClassParts(List<String> fields, List<String> assignments, List<String> members) {
    }

    /** A class's subresource attributes and their assignments, then its members (views, methods), as the flavor prints them. */
    private ClassParts classParts(ResourcePlan r, PyImports imports, String file, PyMethods.Constants constants,
            PyFlavor flavor) {
        List<String> fields = new ArrayList<>();
        List<String> assignments = new ArrayList<>();
        String owner = r.isRoot() ? "self" : "client";
        for (ResourcePlan sub : r.subresources()) {
            String cls = imports.value(moduleOf(r, sub), flavor.className(symbols.className(sub)));
            String member = symbols.member(sub);
            fields.add(IND + member + ": " + cls);
            assignments.add(IND + IND + "self." + member + " = " + cls + "(" + owner + ")");
        }
        List<String> members = new ArrayList<>();
        for (PyWrapper w : PyWrapper.values()) {
            members.add("");
            members.addAll(viewProperty(w.className(flavor, baseName(r)), w, imports));
        }
        for (MethodPlan m : r.methods()) {
            members.add("");
            members.addAll(methods.method(r, m, imports, constants, file, flavor));
        }
        return new ClassParts(fields, assignments, members);
    }

    /** {@code with_raw_response} / {@code with_streaming_response}: the view of this class, made once. */
    private static List<String> viewProperty(String viewClass, PyWrapper w, PyImports imports) {
        return List.of(IND + "@" + imports.stdlib("functools", "cached_property"),
                IND + "def " + w.property + "(self) -> " + viewClass + ":",
                IND + IND + "\"\"\"" + w.doc + "\"\"\"",
                IND + IND + "return " + viewClass + "(self)");
    }

    /**
     * The view class of a resource: each method wrapped by the wrapper's runtime function (the streaming view leaves
     * out list methods, whose pages are read whole), each subresource as its view.
     */
    private List<String> viewClass(ResourcePlan r, PyFlavor flavor, PyWrapper w, PyImports imports) {
        String own = flavor.className(baseName(r));
        List<String> out = new ArrayList<>();
        out.add("class " + w.className(flavor, baseName(r)) + ":");
        out.add(IND + "def __init__(self, resource: " + own + ") -> None:");
        out.add(IND + IND + "self._resource = resource");
        for (MethodPlan m : r.methods()) {
            if (w == PyWrapper.STREAMING && m.pagination() != null) {
                continue;
            }
            String member = symbols.member(r, m);
            out.add(IND + IND + "self." + member + " = " + imports.core(w.function(flavor)) + "(resource." + member + ")");
        }
        for (ResourcePlan sub : r.subresources()) {
            String cls = imports.value(moduleOf(r, sub), w.className(flavor, symbols.className(sub)));
            String member = symbols.member(sub);
            out.add("");
            out.add(IND + "@" + imports.stdlib("functools", "cached_property"));
            out.add(IND + "def " + member + "(self) -> " + cls + ":");
            out.add(IND + IND + "return " + cls + "(self._resource." + member + ")");
        }
        return out;
    }

    /** The view classes of a resource: raw and streaming, synchronous and async. */
    private List<List<String>> viewClasses(ResourcePlan r, PyImports imports) {
        List<List<String>> out = new ArrayList<>();
        for (PyFlavor flavor : PyFlavor.values()) {
            for (PyWrapper w : PyWrapper.values()) {
                out.add(viewClass(r, flavor, w, imports));
            }
        }
        return out;
    }

    PyView.ResourceModule resourceModule(ResourcePlan r) {
        String file = layout.module(r);
        PyImports imports = importsFor(file, r);
        PyMethods.Constants constants = new PyMethods.Constants();
        List<List<String>> classes = new ArrayList<>();
        for (PyFlavor flavor : PyFlavor.values()) {
            ClassParts parts = classParts(r, imports, file, constants, flavor);
            List<String> body = new ArrayList<>();
            body.add("class " + flavor.className(symbols.className(r)) + "(" + imports.core(flavor.resourceBase) + "):");
            if (!parts.fields().isEmpty()) {
                body.addAll(parts.fields());
                body.add("");
                body.add(IND + "def __init__(self, client: " + imports.core(flavor.clientBase) + ") -> None:");
                body.add(IND + IND + "super().__init__(client)");
                body.addAll(parts.assignments());
            }
            body.addAll(parts.fields().isEmpty() ? parts.members().subList(1, parts.members().size()) : parts.members());
            classes.add(body);
        }
        classes.addAll(viewClasses(r, imports));
        return new PyView.ResourceModule(HEADER, imports.lines(), constants.lines, classes);
    }

    PyView.ClientModule clientModule() {
        ResourcePlan root = plan.root();
        String file = layout.module(root);
        PyImports imports = importsFor(file, root);
        imports.typing("Mapping");
        imports.typing("Optional");
        imports.core("ClientConfig");
        imports.core("Auth");
        imports.core("ProxySetting");
        imports.stdlib("ssl", "SSLContext");
        PyMethods.Constants constants = new PyMethods.Constants();
        List<PyView.ClientClass> clients = new ArrayList<>();
        for (PyFlavor flavor : PyFlavor.values()) {
            ClassParts parts = classParts(root, imports, file, constants, flavor);
            List<String> fields = new ArrayList<>(parts.fields());
            if (!fields.isEmpty()) {
                fields.add("");
            }
            clients.add(new PyView.ClientClass(flavor.className(symbols.clientClass()), imports.core(flavor.clientBase),
                    imports.core(flavor.transport), fields, parts.assignments(), parts.members()));
        }
        List<String> config = configLines(imports);
        List<List<String>> views = viewClasses(root, imports);
        List<String> classDoc = new ArrayList<>(PyDocs.docstring(IND, ClientDoc.lines(plan)));
        classDoc.add("");
        return new PyView.ClientModule(HEADER, imports.lines(), config, constants.lines, classDoc, clients, views,
                optionParams(), optionArguments(), plan.logEnv(), pythonPackage);
    }

    /** {@code __init__}'s keyword parameters beyond every client's: path options, then credentials. */
    private List<String> optionParams() {
        List<String> out = pathOptionParams();
        out.addAll(credentialParams());
        return out;
    }

    /** The runtime constructor's arguments for them: {@code path_values=}, then {@code credentials=}. */
    private List<String> optionArguments() {
        List<String> out = new ArrayList<>(pathOptionArgument());
        out.addAll(credentialArgs());
        return out;
    }

    /**
     * The keyword parameters of {@code __init__} for the path parameters that are client options (docs/codegen.md
     * "Path parameters with a default"), each after a comment saying what it fills: {@code api_version: str = "v4",}.
     */
    private List<String> pathOptionParams() {
        List<String> out = new ArrayList<>();
        for (PathOption o : plan.pathOptions()) {
            String dflt = PyLiterals.string(o.defaultValue());
            for (String line : DocText.wrap(PathOptionDoc.lines(o, dflt), Layout.WIDTH - 10)) {
                out.add(IND + IND + ("# " + line).strip());
            }
            out.add(IND + IND + PyNames.snake(o.name()) + ": str = " + dflt + ",");
        }
        return out;
    }

    /** The {@code path_values=} argument handing those options to the runtime by wire name, or no lines. */
    private List<String> pathOptionArgument() {
        if (plan.pathOptions().isEmpty()) {
            return List.of();
        }
        List<String> entries = new ArrayList<>();
        for (PathOption o : plan.pathOptions()) {
            entries.add(PyLiterals.string(o.name()) + ": " + PyNames.snake(o.name()));
        }
        return List.of(IND + IND + IND + "path_values={" + String.join(", ", entries) + "},");
    }

    /** The keyword argument of a security scheme other than the primary one ({@code app_key}). */
    static String credentialOption(SdkPlan.Credential c) {
        return PyNames.snake(c.option());
    }

    /** {@code __init__}'s parameters for the other security schemes, each after a comment saying what it is. */
    private List<String> credentialParams() {
        List<String> out = new ArrayList<>();
        for (SdkPlan.Credential c : plan.credentials()) {
            out.add(IND + IND + "# " + Credentials.doc(c));
            out.add(IND + IND + credentialOption(c) + ": Optional[str] = None,");
        }
        return out;
    }

    /** The {@code credentials=} argument of the runtime's constructor, by scheme name; none without other schemes. */
    private List<String> credentialArgs() {
        List<String> out = new ArrayList<>();
        if (plan.credentials().isEmpty()) {
            return out;
        }
        out.add(IND + IND + IND + "credentials={");
        for (SdkPlan.Credential c : plan.credentials()) {
            out.add(IND + IND + IND + IND + PyLiterals.string(c.scheme().schemeName()) + ": " + credentialOption(c) + ",");
        }
        out.add(IND + IND + IND + "},");
        return out;
    }

    /** The runtime's {@code ClientConfig} in Python: {@code Auth.header("X-Key")}, {@code RetryPolicy(...)}. */
    private List<String> configLines(PyImports imports) {
        RuntimeConfig.Syntax syntax = new RuntimeConfig.Syntax(
                field -> field.name().toLowerCase(Locale.ROOT),
                field -> field.name().toLowerCase(Locale.ROOT),
                (key, value) -> key + "=" + value,
                (key, value) -> key + "=" + value,
                PyLiterals::string,
                value -> value ? "True" : "False",
                "None",
                PyFiles::tuple,
                a -> "Auth." + a.kind().name().toLowerCase(Locale.ROOT) + "(" + (a.name() == null ? "" : PyLiterals.string(a.name()))
                        + (a.prefix() == null ? "" : ", " + PyLiterals.string(a.prefix())) + ")"
                        + (a.schemeName() == null ? "" : ".named(" + PyLiterals.string(a.schemeName())
                                + (a.env() == null ? "" : ", " + PyLiterals.string(a.env())) + ")"),
                (key, entries) -> Layout.list(key + "=" + imports.core("RetryPolicy") + "(", entries, ")"),
                (key, schemes) -> Layout.list(key + "=[", Layout.texts(schemes), "]"));
        return RuntimeConfig.lines(plan, syntax, "_CONFIG = ClientConfig(", ")", IND, "log_env=" + PyLiterals.string(plan.logEnv()));
    }

    /** A tuple literal of integers ({@code (429,)} for one). */
    private static String tuple(List<Integer> values) {
        List<String> texts = values.stream().map(String::valueOf).toList();
        return texts.size() == 1 ? "(" + texts.get(0) + ",)" : "(" + String.join(", ", texts) + ")";
    }

    /** {@code resources/**}{@code /__init__.py}: re-exports of the resource classes of each package. */
    Map<String, PyView.PackageInit> resourcePackages() {
        Map<String, PyView.PackageInit> out = new LinkedHashMap<>();
        layout.packages().forEach((file, resources) -> {
            PyImports imports = new PyImports("", "", Set.of(), Set.of());
            List<String> all = new ArrayList<>();
            String dir = file.substring(0, file.length() - "__init__.py".length());
            for (ResourcePlan r : resources) {
                String module = layout.module(r);
                String rel = module.substring(dir.length(), module.length() - ".py".length()).replace('/', '.');
                String from = "." + (module.startsWith(dir) && rel.indexOf('.') < 0 ? rel : rel.substring(0, rel.indexOf('.')));
                classNames(r).forEach(name -> all.add(imports.value(from, name)));
            }
            out.put(file, new PyView.PackageInit(HEADER, List.of(), imports.lines(false), sortedQuoted(all)));
        });
        return out;
    }

    PyView.PackageInit rootInit(List<String> coreExports) {
        PyImports imports = new PyImports("._core", "", Set.of(), Set.of());
        List<String> all = new ArrayList<>();
        String client = symbols.clientClass();
        all.add(imports.value("._client", client));
        all.add(imports.value("._client", PyFlavor.ASYNC.className(client)));
        for (String name : coreExports) {
            all.add(imports.core(name));
        }
        List<String> doc = List.of("\"\"\"The " + client + " client: ``from " + pythonPackage + " import " + client + "``.\"\"\"");
        return new PyView.PackageInit(HEADER, doc, imports.lines(false), sortedQuoted(all));
    }

    private static List<String> sortedQuoted(List<String> names) {
        List<String> out = new ArrayList<>();
        for (String n : new TreeSet<>(names)) {
            out.add(PyLiterals.string(n));
        }
        return out;
    }

    PyView.Pyproject pyproject() {
        String description = plan.sdk().description() != null ? plan.sdk().description()
                : "Python client for the " + plan.title();
        return new PyView.Pyproject(HEADER, PyLiterals.toml(pythonPackage.replace('_', '-')), PyLiterals.toml(plan.sdk().version()),
                PyLiterals.toml(DocText.oneLine(Docs.of(description, null))),
                plan.sdk().license() == null ? null : PyLiterals.toml(plan.sdk().license()), PyLiterals.toml(pythonPackage));
    }
}
