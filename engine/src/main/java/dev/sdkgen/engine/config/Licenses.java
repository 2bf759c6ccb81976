package dev.sdkgen.engine.config;

import java.util.List;

/**
 * The licences whose standard text the generated SDKs' LICENSE carries ({@code sdk.license}); any other SPDX id gets a
 * LICENSE that only names it, and SDKGEN308.
 */
public final class Licenses {
    /** The SPDX ids with a standard text, in SPDX's spelling. */
    public static final List<String> KNOWN = List.of("Apache-2.0", "BSD-3-Clause", "ISC", "MIT");

    private Licenses() {
    }

    /** The known id in SPDX's spelling for an id in any case ({@code mit} → {@code MIT}), or null when unknown. */
    public static String known(String id) {
        return id == null ? null : KNOWN.stream().filter(k -> k.equalsIgnoreCase(id)).findFirst().orElse(null);
    }
}
