package dev.sdkgen.codegen.typescript;

import dev.sdkgen.codegen.text.Block;
import java.util.List;

/**
 * The view model of the TypeScript templates: every line is computed here (escaped, laid out,
 * indented); the templates under {@code templates/typescript/} only place these values.
 */
public final class TsView {
    private TsView() {
    }

    /** One method: its JSDoc, signature and body lines, indented for a class body. */
    public record Method(List<String> doc, List<String> signature, List<String> body) {
        /** All lines of the method, closing brace included. */
        public List<String> lines() {
            List<String> out = new java.util.ArrayList<>(doc);
            out.addAll(signature);
            out.addAll(body);
            out.add("  }");
            return out;
        }
    }

    /**
     * A resource class file ({@code src/resources/...ts}); {@code body} is the class body: subresource
     * fields, then the methods, separated by blank lines.
     */
    public record ResourceFile(String header, List<String> imports, List<String> constants, String className,
            List<String> body) {
        public String importsText() {
            return Block.of(imports);
        }

        public String constantsText() {
            return Block.of(constants);
        }

        public String bodyText() {
            return Block.of(body);
        }
    }

    /**
     * {@code src/client.ts}; {@code fields} end with a blank line when there are any, each method in
     * {@code methods} starts with one.
     */
    public record ClientFile(String header, List<String> imports, List<String> config, List<String> constants,
            List<String> optionsType, List<String> classDoc, String className, List<String> fields,
            List<String> constructor, List<String> methods) {
    }

    /** {@code src/models.ts}: one block of lines per declaration. */
    public record ModelsFile(String header, List<String> imports, List<List<String>> declarations) {
        public String importsText() {
            return Block.of(imports);
        }

        /** The declarations, a blank line before each. */
        public String declarationsText() {
            return Block.groups(declarations, "\n");
        }
    }

    /** {@code src/index.ts}. */
    public record IndexFile(String header, List<String> exports) {
    }

    /** {@code package.json}; strings are JSON literals already. */
    /**
     * What only the TypeScript README prints, beside the shared README view: the log-level variable and a call with
     * request options (empty when the SDK has no method).
     */
    public record Readme(String logEnv, List<String> requestOptionsCall) {
    }

    /** {@code tests/api.test.ts}; the base URL and key are TypeScript literals. */
    public record Tests(String header, String clientName, String baseUrl, String credentials,
            List<dev.sdkgen.codegen.lang.SdkTestFiles.Case> cases) {
    }

    public record PackageJson(String name, String version, String description, String license, String typescriptVersion,
            boolean tests) {
    }
}
