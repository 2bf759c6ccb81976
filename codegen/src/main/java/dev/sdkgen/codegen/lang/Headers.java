package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.GeneratedSdk;

/** The one "generated" line at the top of generated files, in each comment syntax. */
public final class Headers {
    private Headers() {
    }

    /** For Markdown files (README.md, api.md). */
    public static final String MARKDOWN = "<!-- " + GeneratedSdk.MARKER + " -->";

    /** For languages with {@code //} line comments. */
    public static final String SLASHES = "// " + GeneratedSdk.MARKER;

    /** For languages with {@code #} line comments (and TOML, .gitignore). */
    public static final String HASH = "# " + GeneratedSdk.MARKER;
}
