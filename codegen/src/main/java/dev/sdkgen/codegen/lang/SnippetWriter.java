package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.examples.ExampleSnippets;
import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.TypeTable;
import dev.sdkgen.engine.ir.TypeDef;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes the spec's examples of one SDK as typed snippets of its language — each example's value, printed by
 * the language's {@link ExampleWriter}, assigned to the generated type it must fit — into files that a strict
 * checker reads next to the SDK. The shared part: the files (a language may cap the examples per file), the
 * line ranges of each example, and the examples a language cannot write. The language supplies a file's head
 * (imports, known only after its declarations were printed) and tail, and one declaration.
 */
public abstract class SnippetWriter {
    /** An example the language cannot write as a typed value; the message says why. */
    public static final class Unsupported extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Unsupported(String message) {
            super(message, null, false, false);
        }
    }

    private final TypeTable types;
    private final String file;
    private final Map<String, String> support;
    private boolean filesInChunk;
    private boolean filesInExample;

    /** @param file the snippet file of a language that writes one ({@code examples.ts}), else null */
    protected SnippetWriter(TypeTable types, String file) {
        this(types, file, Map.of());
    }

    /**
     * @param file    the snippet file of a language that writes one ({@code examples.ts}), else null
     * @param support fixed further files the checker needs ({@code tsconfig.json}), by path
     */
    protected SnippetWriter(TypeTable types, String file, Map<String, String> support) {
        this.types = types;
        this.file = file;
        this.support = Map.copyOf(support);
    }

    /** Examples in one file (languages whose compilers limit a file's size split). */
    protected int perFile() {
        return Integer.MAX_VALUE;
    }

    /** The snippet file of a chunk of examples (the first chunk is 0): the one file by default. */
    protected String file(int chunk) {
        return file;
    }

    /** Starts a file: forgets the previous file's imports (nothing by default). */
    protected void begin(int chunk) {
    }

    /** The lines before the declarations (after they were printed, so the imports are known). */
    protected abstract List<String> head(int chunk);

    /** The lines after the declarations (none by default). */
    protected List<String> tail(int chunk) {
        return List.of();
    }

    /** A file's head of a generated-file line and imports: the line, a blank line, the imports, a blank line. */
    protected static List<String> head(String generatedLine, List<String> imports) {
        List<String> out = new ArrayList<>(List.of(generatedLine, ""));
        out.addAll(imports);
        out.add("");
        return out;
    }

    /**
     * One example as a declaration: its value assigned to its type.
     *
     * @param name a name unique in the snippets ({@code example12})
     * @throws Unsupported when the language cannot write the value
     */
    protected abstract List<String> declaration(String name, SpecExample example, ExampleValue value);

    /** Further files the checker needs (a project file naming the SDK), by path: the fixed ones by default. */
    protected Map<String, String> support() {
        return support;
    }

    /** The snippets of every example. */
    public final ExampleSnippets write(List<SpecExample> examples) {
        java.util.SortedMap<String, String> files = new TreeMap<>(support());
        List<ExampleSnippets.Placement> placements = new ArrayList<>();
        Map<Integer, String> unsupported = new LinkedHashMap<>();
        int chunks = Math.max(1, (examples.size() + perFile() - 1) / Math.max(1, perFile()));
        for (int chunk = 0; chunk < chunks; chunk++) {
            filesInChunk = false;
            begin(chunk);
            List<String> body = new ArrayList<>();
            List<int[]> ranges = new ArrayList<>();
            int end = (int) Math.min(examples.size(), (long) (chunk + 1) * perFile());
            for (int i = chunk * perFile(); i < end; i++) {
                try {
                    SpecExample example = examples.get(i);
                    filesInExample = false;
                    ExampleValue value = withFiles(ExampleValue.fromJson(example.value()), example.type(), 0);
                    List<String> lines = declaration("example" + i, example, value);
                    filesInChunk |= filesInExample;
                    ranges.add(new int[] {i, body.size(), body.size() + lines.size() - 1});
                    body.addAll(lines);
                } catch (Unsupported e) {
                    unsupported.put(i, e.getMessage());
                }
            }
            List<String> head = head(chunk);
            List<String> text = new ArrayList<>(head);
            text.addAll(body);
            text.addAll(tail(chunk));
            String file = file(chunk);
            files.put(file, String.join("\n", text) + "\n");
            for (int[] r : ranges) {
                placements.add(new ExampleSnippets.Placement(r[0], file, head.size() + r[1] + 1, head.size() + r[2] + 1));
            }
        }
        return new ExampleSnippets(files, placements, unsupported);
    }

    /** Whether a declaration of the file being written holds a file to upload (for its head and tail: imports). */
    protected final boolean writesFiles() {
        return filesInChunk;
    }

    /**
     * The value with every string at a file field (a binary string, in properties, items and union variants) as a
     * file of that text's UTF-8 bytes — the reading of an example that gives a file as text. In a union the value
     * goes to the variant {@link ExampleVariants} chooses, else (a string no other variant takes) to a file variant.
     * A file field's value of another kind (an object, a number) has no such reading.
     *
     * @throws Unsupported for a file field whose value is neither a string nor null
     */
    private ExampleValue withFiles(ExampleValue v, TypeRef type, int depth) {
        TypeRef t = ExampleVariants.resolve(type, types);
        if (v instanceof ExampleValue.Null || depth > 16) {
            return v;
        }
        List<TypeRef> variants = t instanceof TypeRef.Union u ? u.variants()
                : types.definition(t) instanceof TypeDef.UnionType u ? u.variants() : null;
        if (variants != null) {
            TypeDef.Discriminator d = types.definition(t) instanceof TypeDef.UnionType u ? u.discriminator() : null;
            int i = ExampleVariants.choose(v, variants, types, d);
            for (int j = 0; i < 0 && j < variants.size(); j++) {
                i = isFile(variants.get(j)) ? j : -1;
            }
            return i < 0 ? v : withFiles(v, variants.get(i), depth + 1);
        }
        if (isFile(t)) {
            if (v instanceof ExampleValue.Str s) {
                filesInExample = true;
                return new ExampleValue.TextFile(s.value());
            }
            throw new Unsupported("a file to upload (binary string) given as " + kind(v) + ", not as its content in a string");
        }
        if (v instanceof ExampleValue.Arr a && t instanceof TypeRef.ArrayOf array) {
            return new ExampleValue.Arr(a.type(), a.items().stream().map(item -> withFiles(item, array.items(), depth + 1)).toList());
        }
        if (v instanceof ExampleValue.Obj o && types.definition(t) instanceof TypeDef.ObjectType object) {
            Map<String, ExampleValue> fields = new LinkedHashMap<>();
            o.fields().forEach((key, field) -> fields.put(key, object.properties().stream().filter(p -> p.name().equals(key))
                    .findFirst().map(p -> withFiles(field, p.type(), depth + 1)).orElse(field)));
            return new ExampleValue.Obj(o.type(), fields);
        }
        return v;
    }

    private boolean isFile(TypeRef type) {
        return ExampleVariants.resolve(type, types) instanceof TypeRef.Primitive p && p.isBinary();
    }

    private static String kind(ExampleValue v) {
        return v instanceof ExampleValue.Obj ? "an object" : v instanceof ExampleValue.Arr ? "an array"
                : v instanceof ExampleValue.Num ? "a number" : "a boolean";
    }
}
