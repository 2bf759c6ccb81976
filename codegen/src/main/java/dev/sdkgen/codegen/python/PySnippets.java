package dev.sdkgen.codegen.python;

import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.lang.ExampleValues;
import dev.sdkgen.codegen.lang.ImportingSnippetWriter;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The spec's examples in Python: {@code example3: PetParam = {"name": "Rex"}} for a request — a dict literal
 * assigned to the TypedDict, which pyright checks key by key — and {@code example4: Pet = Pet(name="Rex")} for a
 * response, a model built with its typed constructor — in {@code examples.py}, importing the SDK's package from
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
    private final PyModelLiterals models;

    PySnippets(SdkPlan plan, PyExamples examples, PyTypes types) {
        super(plan.types(), "examples.py", Map.of("pyrightconfig.json", PYRIGHT), PyFiles.HEADER,
                newImports(plan.sdk().packages().get(Target.PYTHON), types.names().all()));
        this.examples = examples;
        this.types = types;
        this.models = new PyModelLiterals(types.responses(), this::imports, v -> examples.literal(v, new TypeRef.Unknown()));
    }

    private static Supplier<PyImports> newImports(String pkg, Set<String> models) {
        return () -> new PyImports(pkg + "._core", pkg + ".types", Set.of(), models);
    }

    /**
     * A request example is a dict literal assigned to the request side's TypedDict; a response example a model
     * constructor call ({@link PyModelLiterals}) assigned to the response type.
     */
    @Override
    protected List<String> declaration(String name, SpecExample example, ExampleValue value) {
        boolean response = example.subject().startsWith("response");
        PyTypes side = response ? types.responses() : types.requests();
        String type = side.annotation(example.type(), imports());
        Layout.Node literal = response ? models.literal(value, example.type()) : examples.literal(value, example.type());
        return Layout.render(ExampleValues.prefixed(name + ": " + type + " = ", literal), "", PyMethods.IND);
    }
}
