package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.sdkgen.engine.config.Target;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * SDK identity. {@code clientName} is PascalCase(sdk.name), the client class in every language.
 *
 * @param packages the package identity per target ({@code packages.<language>} with defaults applied), for
 *                 every target
 * @param targets  the languages the config asks for, in the contract's order ({@code typescript, python, go, java})
 * @param license  {@code sdk.license}: an SPDX licence id, or null (then the SDKs get no LICENSE)
 * @param author   {@code sdk.author}: the copyright holder, or null (the SDK's name stands in)
 * @param repository {@code sdk.repository}: the source repository's URL, or null
 * @param withoutTests {@code sdk.tests: false}: the SDKs carry no tests of their own (left out of the IR's JSON when
 *                     false, the default, so IRs written before the key read the same)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Sdk(String name, String version, String description, String clientName, Map<Target, String> packages,
        List<String> targets, String license, String author, String repository,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean withoutTests) {
    public Sdk {
        EnumMap<Target, String> copy = new EnumMap<>(Target.class);
        copy.putAll(packages);
        packages = Collections.unmodifiableMap(copy);
        targets = List.copyOf(targets);
    }
}
