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
}
