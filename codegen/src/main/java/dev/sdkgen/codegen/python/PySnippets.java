package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.lang.ExampleValues;
import dev.sdkgen.codegen.lang.SnippetWriter;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.config.Target;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The spec's examples in Python: {@code example3: Pet = {"name": "Rex"}} — a dict literal assigned to the
 * TypedDict, which pyright checks key by key — in {@code examples.py}, importing the SDK's package from
 * {@code ../python/src} (a {@code pyrightconfig.json} in strict mode says so).
 */
final class PySnippets extends SnippetWriter {
    private static final String PYRIGHT = """
            {
              "pythonVersion": "3.9",
              "typeCheckingMode": "strict",
              "extraPaths": ["../python/src"],
              "include": ["examples.py"]
            }
            """;

    private final PyExamples examples;
    private final PyTypes types;
    private final String pkg;
    private final Set<String> models;
    private PyImports imports;

    PySnippets(SdkPlan plan, PyExamples examples, PyTypes types) {
        super(plan.types(), "examples.py");
        this.examples = examples;
        this.types = types;
        this.pkg = plan.sdk().packages().get(Target.PYTHON);
        this.models = PyModels.names(plan);
    }

    @Override
    protected void begin(int chunk) {
        imports = new PyImports(pkg + "._core", pkg + ".types", Set.of(), models);
    }

    @Override
    protected List<String> head(int chunk) {
        return head(PyFiles.HEADER, imports.lines());
    }

    @Override
    protected List<String> declaration(String name, SpecExample example, ExampleValue value) {
        String type = types.annotation(example.type(), imports);
        return Layout.render(ExampleValues.prefixed(name + ": " + type + " = ", examples.literal(value, example.type())), "", PyMethods.IND);
    }

    @Override
    protected Map<String, String> support() {
        return Map.of("pyrightconfig.json", PYRIGHT);
    }
}
