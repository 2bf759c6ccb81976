package dev.sdkgen.codegen.typescript;

import dev.sdkgen.codegen.examples.SpecExample;
import dev.sdkgen.codegen.lang.ExampleValues;
import dev.sdkgen.codegen.lang.ImportingSnippetWriter;
import dev.sdkgen.codegen.lang.Symbols;
import dev.sdkgen.codegen.plan.ExampleValue;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Layout;
import dev.sdkgen.engine.ir.TypeDef;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The spec's examples in TypeScript: {@code export const example3: Pet = { name: 'Rex' };} — an object literal
 * assigned to the interface, so tsc's excess-property check applies — in {@code examples.ts}, importing the
 * SDK's models from {@code ../typescript/src/models.js}, with a strict {@code tsconfig.json} of its own.
 */
final class TsSnippets extends ImportingSnippetWriter<TsImports> {
    private static final String SDK = "../typescript/src/";
    private static final String TSCONFIG = """
            {
              "compilerOptions": {
                "target": "ES2020",
                "lib": ["ES2020", "DOM", "DOM.Iterable"],
                "module": "commonjs",
                "moduleResolution": "node",
                "strict": true,
                "exactOptionalPropertyTypes": true,
                "noUncheckedIndexedAccess": true,
                "types": [],
                "noEmit": true
              },
              "files": ["examples.ts"]
            }
            """;

    private final TsExamples examples;
    private final TsTypes types;

    private TsSnippets(SdkPlan plan, TsExamples examples, TsTypes types) {
        super(plan.types(), "examples.ts", Map.of("tsconfig.json", TSCONFIG), TsFiles.HEADER, () -> new TsImports(
                SDK + "core/index.js", SDK + "models.js", Set.of(),
                plan.types().all().stream().map(TypeDef::name).collect(Collectors.toSet())));
        this.examples = examples;
        this.types = types;
    }

    /** The snippet writer of a plan, with the README's example writer for values. */
    static TsSnippets of(SdkPlan plan) {
        TsTypes types = new TsTypes(plan.types());
        return new TsSnippets(plan, new TsExamples(plan, new Symbols(plan, TsNames.NAMING, new TsSignatures(types).locals())), types);
    }

    @Override
    protected List<String> declaration(String name, SpecExample example, ExampleValue value) {
        String type = types.print(example.type(), imports());
        Layout.Node literal = ExampleValues.prefixed("export const " + name + ": " + type + " = ", examples.literal(value, example.type()));
        return Layout.render(ExampleValues.suffixed(literal, ";"), "", TsMethods.IND);
    }
}
