package dev.sdkgen.codegen.python;

import java.util.List;

/**
 * The view model of the Python templates: every line is computed here (escaped, laid out, indented);
 * the templates under {@code templates/python/} only place these values.
 */
public final class PyView {
    private PyView() {
    }

    /** A resource module: constants, then the class; {@code body} is the class body. */
    public record ResourceModule(String header, List<String> imports, List<String> constants, String className,
            List<String> body) {
    }

    /**
     * {@code _client.py}: {@code config} is the {@code _CONFIG} statement; {@code fields} (attribute
     * annotations) end with a blank line when there are any; {@code assignments} go at the end of
     * {@code __init__}; each method in {@code methods} starts with a blank line; {@code pathOptionParams} and
     * {@code pathOptionArgument} are the extra {@code __init__} parameters and {@code super().__init__} argument of the
     * path parameters that are client options.
     */
    public record ClientModule(String header, List<String> imports, List<String> config, List<String> constants,
            String className, List<String> classDoc, List<String> fields, List<String> assignments,
            List<String> methods, List<String> optionParams, List<String> optionArguments) {
    }

    /** {@code types.py}: one block of lines per declaration. */
    public record TypesModule(String header, String docstring, List<String> imports, List<List<String>> declarations) {
    }

    /** A package {@code __init__.py}: its docstring line (or empty), imports and {@code __all__} entries. */
    public record PackageInit(String header, List<String> docstring, List<String> imports, List<String> all) {
    }

    /** {@code pyproject.toml}; strings are TOML literals already. */
    public record Pyproject(String header, String name, String version, String description, String packageName) {
    }
}
