package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.Parameter;
import java.util.ArrayList;
import java.util.List;

/**
 * A method's query, header and cookie parameters. Languages that pass them as one value name its type
 * {@code typeName} (the IR reserves the name); languages with keyword arguments spread them.
 *
 * @param required whether one of them is required (so the value cannot be left out)
 */
public record ParamsPlan(String typeName, List<Parameter> query, List<Parameter> headers, List<Parameter> cookies,
        boolean required) {
    public ParamsPlan {
        query = List.copyOf(query);
        headers = List.copyOf(headers);
        cookies = List.copyOf(cookies);
    }

    /** Which parameters these are, in words: {@code query}, {@code query and header}, {@code header and cookie}. */
    public String kinds() {
        List<String> kinds = new ArrayList<>();
        if (!query.isEmpty()) {
            kinds.add("query");
        }
        if (!headers.isEmpty()) {
            kinds.add("header");
        }
        if (!cookies.isEmpty()) {
            kinds.add("cookie");
        }
        return kinds.size() < 2 ? String.join("", kinds)
                : String.join(", ", kinds.subList(0, kinds.size() - 1)) + " and " + kinds.get(kinds.size() - 1);
    }

    /** Query parameters, then header parameters, then cookie parameters, each in spec order. */
    public List<Parameter> all() {
        List<Parameter> all = new ArrayList<>(query);
        all.addAll(headers);
        all.addAll(cookies);
        return all;
    }
}
