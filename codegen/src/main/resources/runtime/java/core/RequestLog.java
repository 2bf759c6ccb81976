// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes one line per attempt to the {@code System.Logger} named after the SDK's package (the JDK's platform
 * logging: {@code java.util.logging} unless the application installs another backend). Everything is written at
 * {@code INFO}, so the JDK's default console handler shows it: the {@link LogLevel} chooses how much.
 */
final class RequestLog {
    /** What a logged header carrying a credential shows instead of its value. */
    static final String REDACTED = "REDACTED";

    private static final System.Logger LOGGER = System.getLogger(sdkPackage());

    private final LogLevel level;
    private final Set<String> secretHeaders;

    RequestLog(LogLevel level, Set<String> secretHeaders) {
        this.level = level;
        this.secretHeaders = Set.copyOf(secretHeaders);
    }

    /** The SDK's root package: this class's package without its last part ({@code com.acme.sdk}). */
    static String sdkPackage() {
        String core = RequestLog.class.getPackageName();
        int dot = core.lastIndexOf('.');
        return dot < 0 ? core : core.substring(0, dot);
    }

    boolean enabled() {
        return level != LogLevel.OFF;
    }

    /**
     * One attempt: {@code POST https://api.acme.com/v1/accounts -> 201 in 35 ms}, then {@code (retry 2)} and
     * {@code ; retrying in 500 ms} when they apply; at {@code DEBUG} the headers on two more lines.
     */
    void attempt(HttpMethod method, String safeUrl, int retry, Duration took, int status, String error, Duration wait,
            Map<String, String> requestHeaders, Map<String, String> responseHeaders) {
        StringBuilder line = new StringBuilder(method.name()).append(' ').append(safeUrl).append(" -> ")
                .append(error != null ? error : Integer.toString(status)).append(" in ").append(took.toMillis()).append(" ms");
        if (retry > 0) {
            line.append(" (retry ").append(retry).append(')');
        }
        if (wait != null) {
            line.append("; retrying in ").append(wait.toMillis()).append(" ms");
        }
        LOGGER.log(System.Logger.Level.INFO, line.toString());
        if (level == LogLevel.DEBUG) {
            LOGGER.log(System.Logger.Level.INFO, "request headers: " + redacted(requestHeaders));
            LOGGER.log(System.Logger.Level.INFO, "response headers: " + redacted(responseHeaders));
        }
    }

    /** The headers with each credential's value replaced by {@value #REDACTED}. */
    Map<String, String> redacted(Map<String, String> headers) {
        Map<String, String> out = new LinkedHashMap<>();
        headers.forEach((name, value) -> out.put(name, secretHeaders.contains(name.toLowerCase(Locale.ROOT)) ? REDACTED : value));
        return out;
    }
}
