package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * SDK identity. {@code clientName} is PascalCase(sdk.name), the client class in every language.
 *
 * @param targets the languages the config asks for, in the contract's order ({@code typescript, python, go, java})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Sdk(String name, String version, String description, String clientName, Packages packages,
        List<String> targets) {
    public Sdk {
        targets = List.copyOf(targets);
    }

    /** Package identity per language (defaults applied). */
    public record Packages(String typescript, String python, String go, String java) {
    }
}
