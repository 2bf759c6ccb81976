package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.Parameter;
import java.util.ArrayList;
import java.util.List;

/**
 * A method's query and header parameters. Languages that pass them as one value name its type
 * {@code typeName} (the IR reserves the name); languages with keyword arguments spread them.
 *
 * @param required whether one of them is required (so the value cannot be left out)
 */
public record ParamsPlan(String typeName, List<Parameter> query, List<Parameter> headers, boolean required) {
    public ParamsPlan {
        query = List.copyOf(query);
        headers = List.copyOf(headers);
    }

    /** Query parameters, then header parameters, each in spec order. */
    public List<Parameter> all() {
        List<Parameter> all = new ArrayList<>(query);
        all.addAll(headers);
        return all;
    }
}
