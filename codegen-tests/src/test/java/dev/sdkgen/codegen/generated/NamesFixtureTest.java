package dev.sdkgen.codegen.generated;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.Fixtures;
import dev.sdkgen.codegen.testing.LanguageToolchain;
import dev.sdkgen.engine.config.Target;
import dev.sdkgen.engine.ir.SdkModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code names} fixture (codegen/src/test/fixtures/names), in every language: the type names it asks
 * for — a {@code type_names} entry resolving {@code NullString}/{@code nullString}, short names for
 * reverse-DNS schemas ({@code Pod}, {@code V1Scale}/{@code V2Scale}), resource-qualified params types
 * instead of numbered ones, {@code …Query} for the query of a method that sends a body, operator words in
 * names that differ by {@code <}/{@code >} — and the two compiler failures it reproduces (a TypeScript
 * rest element followed by a comma, TS1013; a Python TypedDict split into functional bases in a reference
 * cycle, reportUntypedBaseClass) are gone: the SDK passes the language's whole compile gate.
 */
@Execution(ExecutionMode.CONCURRENT)
class NamesFixtureTest {
    /** Type names every language declares (the IR's names as they are). */
    private static final List<String> TYPES = List.of("NullString", "NullStringNonNull", "Pod", "ObjectMeta", "V1Scale",
            "V2Scale", "ApplePaySessionCreateParams", "CheckoutSessionCreateParams", "Message", "Thread");

    /** The params types of query and header parameters, in the languages that pass them as one value. */
    private static final List<String> PARAMS_TYPES = List.of("AccountRetrieveParams", "AccountsRetrieveParams",
            "CheckoutSessionCreateQuery", "MessageListParams");

    /** A declaration of a type named {@code %s}, per language. */
    private static final Map<Target, String> DECLARATION = Map.of(
            Target.TYPESCRIPT, "export (interface|type) %s\\b",
            Target.PYTHON, "(?m)^(class %s\\(|%<s = )",
            Target.GO, "(?m)^type %s\\b",
            Target.JAVA, "public (final )?(class|record|interface) %s\\b");

    /** The local or member each language gives the query parameters {@code DateSent<} and {@code DateSent>}. */
    private static final Map<Target, List<String>> OPERATOR_NAMES = Map.of(
            Target.TYPESCRIPT, List.of("'DateSent<'?: string", "'DateSent>'?: string"),
            Target.PYTHON, List.of("date_sent_lt: Optional[str] = None", "date_sent_gt: Optional[str] = None"),
            Target.GO, List.of("DateSentLt ", "DateSentGt "),
            Target.JAVA, List.of("dateSentLt(", "dateSentGt("));

    /** The method a config name taken from an operationId ({@code patchCoreV1NamespacedPod}) becomes. */
    private static final Map<Target, String> OPERATION_ID_METHOD = Map.of(
            Target.TYPESCRIPT, "  patchCoreV1NamespacedPod(",
            Target.PYTHON, "    def patch_core_v1_namespaced_pod(",
            Target.GO, ") PatchCoreV1NamespacedPod(",
            Target.JAVA, " patchCoreV1NamespacedPod(");

    static Stream<Target> targets() {
        return Fixtures.targets().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("targets")
    void namesAreTheOnesAskedForAndTheSdkCompiles(Target target) {
        Path repo = Fixtures.codegen("names");
        SdkModel model = Fixtures.model(repo);
        Path sdk = Fixtures.generate(repo, target, "names");
        String all = sources(sdk);
        List<String> types = new java.util.ArrayList<>(TYPES);
        if (target != Target.PYTHON) {
            types.addAll(PARAMS_TYPES); // Python spreads them as keyword arguments
        }
        for (String type : types) {
            String pattern = String.format(DECLARATION.get(target), type);
            assertTrue(Pattern.compile(pattern).matcher(all).find(), target.id() + " declares " + type);
        }
        assertFalse(Pattern.compile("\\b[A-Za-z]+(Params|Query|Response)[0-9]+\\b").matcher(all).find(),
                target.id() + ": no numbered params or response type");
        assertFalse(all.contains("IoK8s"), target.id() + ": reverse-DNS schemas get their short names");
        for (String name : OPERATOR_NAMES.get(target)) {
            assertTrue(all.contains(name), target.id() + " names an operator parameter " + name);
        }
        assertTrue(all.contains(OPERATION_ID_METHOD.get(target)), target.id() + " converts the operationId name to its case");
        assertFalse(all.contains("date_sent_2") || all.contains("dateSent2") || all.contains("DateSent2"), target.id());
        for (LanguageToolchain.Check check : LanguageToolchain.of(target).compileGate(sdk, model)) {
            assertTrue(check.clean(), check::describe);
        }
    }

    private static String sources(Path sdk) {
        StringBuilder sb = new StringBuilder();
        try (Stream<Path> files = Files.walk(sdk)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = f.getFileName().toString();
                if (!f.toString().contains("node_modules") && (name.endsWith(".ts") || name.endsWith(".py")
                        || name.endsWith(".go") || name.endsWith(".java"))) {
                    sb.append(Files.readString(f)).append('\n');
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sb.toString();
    }
}
