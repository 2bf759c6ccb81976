package dev.sdkgen.codegen.go;

import dev.sdkgen.codegen.text.Block;
import java.util.List;

/**
 * The view model of the Go templates: every line is computed (escaped, aligned, indented) here; the
 * templates under {@code templates/go/} only place these values.
 */
public final class GoView {
    private GoView() {
    }

    /**
     * A Go source file: the generated-code header line, the package doc (doc.go only), the package
     * clause, the imports, and the declarations separated by blank lines.
     */
    public record SourceFile(String header, List<String> packageDoc, String packageName, List<String> imports,
            List<List<String>> declarations) {
        public SourceFile(String header, String packageName, List<String> imports, List<List<String>> declarations) {
            this(header, List.of(), packageName, imports, declarations);
        }

        public String importsText() {
            return Block.of(imports);
        }

        /** The declarations, a blank line before each. */
        public String declarationsText() {
            return Block.groups(declarations, "\n");
        }
    }

    /**
     * What only the Go README shows, beside the shared {@code ReadmeView}: the escape hatches' examples.
     *
     * @param optionsCall the README's opening call with per-request options (empty when the SDK has no method)
     * @param getPath     the path of the generic request example, as a Go string literal: the first GET the API has without path parameters,
     *                    else {@code /}
     * @param logEnv      the environment variable that switches logging on
     */
    public record Readme(List<String> optionsCall, String getPath, String logEnv) {
    }

    /** {@code go.mod}. */
    public record GoMod(String module, String goVersion) {
    }
}
