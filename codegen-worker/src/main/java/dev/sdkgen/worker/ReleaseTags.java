package dev.sdkgen.worker;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The tag a delivered SDK version gets: {@code v<sdk.version>} in every language ({@code v1.5.0}).
 * That is also Go's tag form for a module at the repository root, which is where the Go SDK is
 * delivered. Go asks one more thing from a major version of 2 or more: the module path must end in
 * {@code /v<major>} ({@code packages.go: github.com/acme/acme-go/v2}); we tag {@code v2.0.0}
 * either way, and the delivery's log warns when the module path lacks the suffix, since
 * {@code go get} will not take that version.
 */
final class ReleaseTags {

    private static final Pattern MAJOR = Pattern.compile("^(\\d+)\\.");

    private ReleaseTags() {
    }

    static String tag(String language, String version) {
        return version == null || version.isBlank() ? null : "v" + version;
    }

    static Optional<String> warning(String language, String version, String goModule) {
        if (!"go".equals(language) || version == null || goModule == null) {
            return Optional.empty();
        }
        Matcher m = MAJOR.matcher(version);
        if (!m.find() || Integer.parseInt(m.group(1)) < 2 || goModule.endsWith("/v" + m.group(1))) {
            return Optional.empty();
        }
        return Optional.of("Warning: Go module " + goModule + " is tagged v" + version + ", but Go needs the module path"
                + " of a major version " + m.group(1) + " to end in /v" + m.group(1) + " (set packages.go to "
                + goModule + "/v" + m.group(1) + "); go get will not use this tag until then");
    }
}
