package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.lang.ExampleValues;
import dev.sdkgen.codegen.lang.ImportingSnippetWriter;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.config.Target;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The spec's examples in Python: {@code example3: Pet = {"name": "Rex"}} — a dict literal assigned to the
 * TypedDict, which pyright checks key by key — in {@code examples.py}, importing the SDK's package from
 * {@code ../python/src} (a {@code pyrightconfig.json} in strict mode says so).
 */
final class PySnippets extends ImportingSnippetWriter<PyImports> {
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

    PySnippets(SdkPlan plan, PyExamples examples, PyTypes types) {
        super(plan.types(), "examples.py", Map.of("pyrightconfig.json", PYRIGHT), PyFiles.HEADER,
                newImports(plan.sdk().packages().get(Target.PYTHON), PyModels.names(plan)));
        this.examples = examples;
        this.types = types;
    }

    private static Supplier<PyImports> newImports(String pkg, Set<String> models) {
        return () -> new PyImports(pkg + "._core", pkg + ".types", Set.of(), models);
    }

    @Override
    protected List<String> declaration(String name, SpecExample example, ExampleValue value) {
        String type = types.annotation(example.type(), imports());
        return Layout.render(ExampleValues.prefixed(name + ": " + type + " = ", examples.literal(value, example.type())), "", PyMethods.IND);
    }
}
