package dev.sdkgen.codegen.java;

import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.lang.SnippetWriter;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.config.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The spec's examples in Java: one method per example returning the generated type, its body the model built
 * with its builder ({@code return Pet.builder().name("Rex").build();}), so a missing setter or a value of the
 * wrong type fails javac. Classes {@code examples.Examples<n>} of {@value #PER_FILE} methods each under
 * {@code src/examples/}, compiled with the SDK's sources and its classpath (Jackson); a value of unknown shape
 * ({@code JsonNode}) is parsed from its JSON text by the class's {@code json} method.
 */
final class JavaSnippets extends SnippetWriter {
    private static final int PER_FILE = 200;
    private static final String JSON = "json";

    private final JavaExamples examples;
    private final JavaTypes types;
    private final String modelsPackage;
    private JavaImports imports;

    JavaSnippets(SdkPlan plan, JavaTypes types, JavaExamples examples) {
        super(plan.types(), null);
        this.examples = examples;
        this.types = types;
        this.modelsPackage = plan.sdk().packages().get(Target.JAVA) + ".models";
    }

    static String jsonFactory() {
        return JSON;
    }

    @Override
    protected int perFile() {
        return PER_FILE;
    }

    @Override
    protected String file(int chunk) {
        return "src/examples/" + className(chunk) + ".java";
    }

    private static String className(int chunk) {
        return "Examples" + chunk;
    }

    @Override
    protected void begin(int chunk) {
        imports = new JavaImports("examples", modelsPackage, Set.of(className(chunk)), Set.of(className(chunk)), Set.of());
    }

    @Override
    protected List<String> head(int chunk) {
        List<String> out = new ArrayList<>(List.of(JavaFiles.HEADER, "package examples;", ""));
        out.addAll(imports.lines());
        if (writesFiles()) {
            out.add("import " + types.uploadFile() + ";");
        }
        out.addAll(List.of("import com.fasterxml.jackson.databind.JsonNode;", "import com.fasterxml.jackson.databind.ObjectMapper;",
                "import java.time.LocalDate;", "import java.time.OffsetDateTime;", "import java.util.List;", "import java.util.Map;",
                "import " + modelsPackage + ".*;", "", "final class " + className(chunk) + " {",
                JavaLines.IND + "private " + className(chunk) + "() {", JavaLines.IND + "}"));
        return out;
    }

    @Override
    protected List<String> tail(int chunk) {
        String ind = JavaLines.IND;
        return List.of("", ind + "private static JsonNode " + JSON + "(String text) {", ind + ind + "try {",
                ind + ind + ind + "return new ObjectMapper().readTree(text);", ind + ind + "} catch (java.io.IOException e) {",
                ind + ind + ind + "throw new IllegalArgumentException(e);", ind + ind + "}", ind + "}", "}");
    }

    @Override
    protected List<String> declaration(String name, SpecExample example, ExampleValue value) {
        String ind = JavaLines.IND;
        String type = types.print(example.type(), imports, null);
        return List.of("", ind + "static " + type + " " + name + "() {",
                ind + ind + "return " + examples.literal(value, example.type()).flat() + ";", ind + "}");
    }
}
