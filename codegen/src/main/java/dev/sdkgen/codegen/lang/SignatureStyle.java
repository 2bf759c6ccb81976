package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.Argument;
import dev.sdkgen.codegen.plan.BodyPlan;
import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.ParamsPlan;
import dev.sdkgen.codegen.plan.ResponsePlan;
import dev.sdkgen.engine.ir.Parameter;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How a language spells a method's arguments and result: which parameters get locals, the argument
 * summary api.md shows, the result type. {@code I} is the language's import set, through which types are
 * printed (and imported) in a file.
 */
public abstract class SignatureStyle<I> {
    private final Map<ResponsePlan.Kind, String> plainResults;
    private final String optionsSummary;
    private final String pageFormat;
    private final String resultFormat;

    /**
     * @param plainResults   the result type of text, binary and body-less responses ({@code string}, {@code bytes}, {@code void})
     * @param optionsSummary the options argument as api.md lists it ({@code options?})
     * @param pageFormat     a paginated method's result around its item type ({@code PagePromise<%s>})
     * @param resultFormat   another method's result around its result type ({@code Promise<%s>})
     */
    protected SignatureStyle(Map<ResponsePlan.Kind, String> plainResults, String optionsSummary, String pageFormat,
            String resultFormat) {
        this.plainResults = new EnumMap<>(plainResults);
        this.optionsSummary = optionsSummary;
        this.pageFormat = pageFormat;
        this.resultFormat = resultFormat;
    }

    /**
     * The query/header parameter locations whose parameters get a local name of their own (keyword
     * arguments, destructured headers); path parameters always do. Locals are claimed in call order.
     */
    public abstract Set<Parameter.Location> locals();

    /** The arguments as api.md lists them ({@code projectId, body, query?, options?}). */
    public final List<String> summary(MethodPlan m, LocalNames locals) {
        List<String> out = new ArrayList<>(leadingArguments());
        for (Argument a : m.arguments()) {
            if (a instanceof Argument.Path p) {
                out.add(locals.of(p.parameter()));
            } else if (a instanceof Argument.Body b) {
                out.add(bodySummary(b.body(), m.params()));
            } else if (a instanceof Argument.Params p) {
                out.addAll(paramsSummary(p.params(), locals));
            } else {
                out.add(optionsSummary);
            }
        }
        return out;
    }

    /** Arguments every method takes before the plan's ({@code ctx} in Go); none by default. */
    protected List<String> leadingArguments() {
        return List.of();
    }

    protected abstract String bodySummary(BodyPlan body, ParamsPlan params);

    protected abstract List<String> paramsSummary(ParamsPlan params, LocalNames locals);

    /** The result type as api.md shows it ({@code Promise<Account>}, {@code Page[Account]}). */
    public final String returns(MethodPlan m) {
        I plain = plainImports();
        return m.pagination() != null ? pageFormat.formatted(itemType(m, plain))
                : resultSummary(m.response(), resultType(m.response(), plain));
    }

    /** What the method's call returns once awaited (the page body for paginated methods). */
    public final String resultType(ResponsePlan response, I imports) {
        if (response.kind() == ResponsePlan.Kind.STREAM) {
            return streamType(response.type(), imports);
        }
        return response.kind() == ResponsePlan.Kind.JSON ? print(response.type(), imports) : plainResults.get(response.kind());
    }

    /**
     * The result of an event-stream response around its item type ({@code Stream<Chunk>}); by default the text
     * result, for a language that reads an event stream as one string (the item type is then not printed, so not
     * imported).
     */
    protected String streamType(TypeRef item, I imports) {
        return plainResults.get(ResponsePlan.Kind.TEXT);
    }

    /** The item type of a paginated method. */
    public final String itemType(MethodPlan m, I imports) {
        TypeRef item = m.pagination().itemType();
        return item == null ? anyType(imports) : print(item, imports);
    }

    /** A type as text outside any file (api.md, the public surface). */
    public final String type(TypeRef type) {
        return print(type, plainImports());
    }

    /** Imports for text outside any file (api.md): every name as it is. */
    protected abstract I plainImports();

    /** A type in the language, its names imported through {@code imports}. */
    protected abstract String print(TypeRef type, I imports);

    /**
     * Whether the streaming variant of a JSON-or-stream method is a method of its own ({@code CreateStreaming}), as in
     * Go and Java; false where it is an overload of the method (TypeScript, Python).
     */
    public boolean streamingMethods() {
        return false;
    }

    /** The type of any value ({@code unknown}, {@code Any}). */
    protected abstract String anyType(I imports);

    /** How api.md shows a method's result that does not paginate, given its response and result type. */
    protected String resultSummary(ResponsePlan response, String result) {
        return resultFormat.formatted(result);
    }
}
