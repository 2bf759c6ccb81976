package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.DocText;
import java.util.ArrayList;
import java.util.List;

/** The doc comment of the client class, the same text in every language: its API, then {@code sdk.description}. */
public final class ClientDoc {
    private ClientDoc() {
    }

    /** Plain text lines; each language wraps and escapes them for its comment syntax. */
    public static List<String> lines(SdkPlan plan) {
        List<String> doc = new ArrayList<>(List.of("Client for the " + plan.title() + "."));
        if (plan.sdk().description() != null) {
            doc.add("");
            doc.addAll(DocText.lines(plan.sdk().description()));
        }
        return doc;
    }

    /**
     * What a client's own options type holds, in words after {@code The options of <Client>: }: {@code those of every
     * client, and the path segments that have a default}; with credentials ({@link SdkPlan#credentials()}) also
     * {@code one per other security scheme of the API}.
     */
    public static String optionsSummary(SdkPlan plan) {
        List<String> parts = new ArrayList<>(List.of("those of every client"));
        if (!plan.pathOptions().isEmpty()) {
            parts.add("the path segments that have a default");
        }
        if (!plan.credentials().isEmpty()) {
            parts.add("one per other security scheme of the API");
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + ", and " + parts.get(parts.size() - 1);
    }
}
