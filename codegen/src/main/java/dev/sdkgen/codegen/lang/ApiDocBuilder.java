package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.MethodPlan;
import dev.sdkgen.codegen.plan.ResourcePlan;
import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.DocText;
import dev.sdkgen.codegen.text.Markdown;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Builds every language's {@link ApiDocView}. */
public final class ApiDocBuilder {
    private ApiDocBuilder() {
    }

    /**
     * @param file        the source file of a resource's class, relative to the SDK root
     * @param packageName the package the view names (where models live)
     */
    public static ApiDocView build(SdkPlan plan, LanguageSurface surface, Function<ResourcePlan, String> file,
            String packageName) {
        Symbols symbols = surface.symbols();
        ExampleWriter writer = surface.writer();
        List<ApiDocView.Section> sections = new ArrayList<>();
        for (ResourcePlan r : plan.resources()) {
            if (r.methods().isEmpty() && r.models().isEmpty()) {
                continue;
            }
            List<ApiDocView.Row> rows = new ArrayList<>();
            for (MethodPlan m : r.methods()) {
                rows.add(row(r, m, surface));
                if (m.streaming() != null && surface.style().streamingMethods()) {
                    rows.add(row(r, m.streaming().method(), surface));
                }
            }
            String models = String.join(", ", r.models().stream()
                    .map(n -> Markdown.code(symbols.naming().typeName(n))).toList());
            sections.add(new ApiDocView.Section(Markdown.code(writer.accessor(r)), file.apply(r), models, rows));
        }
        return new ApiDocView(Headers.MARKDOWN, symbols.clientClass(), packageName, sections);
    }

    private static ApiDocView.Row row(ResourcePlan r, MethodPlan m, LanguageSurface surface) {
        String call = surface.call(r, m) + "(" + String.join(", ", surface.arguments(m)) + ")";
        return new ApiDocView.Row(Markdown.code(call), Markdown.code(m.httpLine()), Markdown.code(surface.returns(m)), description(m));
    }

    private static String description(MethodPlan m) {
        String text = DocText.headline(m.docs());
        StringBuilder sb = new StringBuilder(text == null ? "" : Markdown.text(text));
        if (m.deprecated()) {
            sb.append(sb.length() > 0 ? " " : "").append("**Deprecated.**");
        }
        if (!m.retryable()) {
            sb.append(sb.length() > 0 ? " " : "").append("Never retried.");
        }
        return sb.toString();
    }
}
