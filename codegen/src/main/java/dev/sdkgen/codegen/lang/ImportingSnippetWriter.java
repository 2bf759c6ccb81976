package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.TypeTable;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A {@link SnippetWriter} for a language whose snippet file is one file of a generated-file line and an import
 * list that the declarations fill as they are printed (TypeScript, Python): a new list for each file, printed
 * under the generated-file line once the file's declarations are known.
 *
 * @param <I> the language's import list
 */
public abstract class ImportingSnippetWriter<I extends ImportingSnippetWriter.ImportList> extends SnippetWriter {

    /** A language's import list: the lines it prints. */
    public interface ImportList {
        List<String> lines();
    }

    private final String generatedLine;
    private final Supplier<I> newImports;
    private I imports;

    /**
     * @param file          the snippet file ({@code examples.ts})
     * @param support       fixed further files the checker needs ({@code tsconfig.json}), by path
     * @param generatedLine the language's generated-file comment line
     * @param newImports    an empty import list of the SDK's package
     */
    protected ImportingSnippetWriter(TypeTable types, String file, Map<String, String> support, String generatedLine,
            Supplier<I> newImports) {
        super(types, file, support);
        this.generatedLine = generatedLine;
        this.newImports = newImports;
    }

    /** The import list of the file being written. */
    protected final I imports() {
        return imports;
    }

    @Override
    protected final void begin(int chunk) {
        imports = newImports.get();
    }

    @Override
    protected final List<String> head(int chunk) {
        return head(generatedLine, imports.lines());
    }
}
