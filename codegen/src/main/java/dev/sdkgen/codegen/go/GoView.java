package dev.sdkgen.codegen.go;

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
    }

    /** {@code go.mod}. */
    public record GoMod(String module, String goVersion) {
    }
}
