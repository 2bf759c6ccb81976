package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.text.Block;
import java.util.List;

/**
 * The view model of the Python templates: every line is computed here (escaped, laid out, indented);
 * the templates under {@code templates/python/} only place these values.
 */
public final class PyView {
    private PyView() {
    }

    /**
     * A resource module: constants, then the classes (each a block of lines starting with its {@code class} line): the
     * resource's synchronous and async classes, then their raw and streaming response views.
     */
    public record ResourceModule(String header, List<String> imports, List<String> constants, List<List<String>> classes) {
        public String importsText() {
            return Block.of(imports);
        }

        public String constantsText() {
            return Block.of(constants);
        }

        /** The classes, two blank lines before each. */
        public String classesText() {
            return Block.groups(classes, "\n\n");
        }
    }

    /**
     * One client class of {@code _client.py} ({@code Acme} or {@code AsyncAcme}): {@code fields} (attribute
     * annotations) end with a blank line when there are any; {@code assignments} go at the end of
     * {@code __init__}; each block in {@code methods} starts with a blank line; {@code transport} is the type of the
     * {@code transport=} option.
     */
    public record ClientClass(String className, String base, String transport, List<String> fields,
            List<String> assignments, List<String> methods) {
    }

    /**
     * {@code _client.py}: {@code config} is the {@code _CONFIG} statement; {@code clients} the synchronous and the
     * async client class; {@code wrappers} the classes of their raw and streaming response views;
     * {@code optionParams} and {@code optionArguments} are the extra {@code __init__} parameters and
     * {@code super().__init__} arguments (path parameters that are client options, other credentials).
     */
    public record ClientModule(String header, List<String> imports, List<String> config, List<String> constants,
            List<String> classDoc, List<ClientClass> clients, List<List<String>> wrappers, List<String> optionParams,
            List<String> optionArguments, String logEnv, String logger) {
    }

    /** {@code types.py}: one block of lines per declaration. */
    public record TypesModule(String header, String docstring, List<String> imports, List<List<String>> declarations) {
        public String importsText() {
            return Block.of(imports);
        }

        /** The declarations, two blank lines before each. */
        public String declarationsText() {
            return Block.groups(declarations, "\n\n");
        }
    }

    /** A package {@code __init__.py}: its docstring line (or empty), imports and {@code __all__} entries. */
    public record PackageInit(String header, List<String> docstring, List<String> imports, List<String> all) {
    }

    /** {@code pyproject.toml}; strings are TOML literals already. */
    public record Pyproject(String header, String name, String version, String description, String license, String packageName) {
    }

    /** {@code tests/test_api.py}; the base URL and key are Python literals, {@code packageName} the import name. */
    public record Tests(String header, String packageName, String clientClass, String baseUrl, String credentials,
            List<dev.sdkgen.codegen.lang.SdkTestFiles.Case> cases) {
    }
}
