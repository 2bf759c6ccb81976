package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.PathOption;
import dev.sdkgen.codegen.text.DocText;
import java.util.ArrayList;
import java.util.List;

/** The doc text of a client option that fills a path parameter with a default, the same in every language. */
public final class PathOptionDoc {
    private PathOptionDoc() {
    }

    /**
     * The parameter's own description, then which paths the value goes into and its default.
     *
     * @param defaultLiteral the default as the language writes it ({@code 'v4'}, {@code "v4"})
     */
    public static List<String> lines(PathOption option, String defaultLiteral) {
        List<String> out = new ArrayList<>(DocText.lines(option.docs()));
        if (!out.isEmpty()) {
            out.add("");
        }
        out.add("The {" + option.name() + "} segment of every path that has one (default " + defaultLiteral + ").");
        return out;
    }
}
