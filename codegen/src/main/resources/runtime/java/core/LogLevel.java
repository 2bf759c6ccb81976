// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.util.Locale;

/**
 * How much the client logs through {@code System.Logger} (the JDK's platform logging, named after the SDK's
 * package): set it with the builder's {@code logLevel(...)} or the {@code <SDK>_LOG} environment variable.
 */
public enum LogLevel {
    /** Nothing (the default). */
    OFF,
    /** One line per attempt: method, URL (query credentials masked), status or error, duration, retry number and wait. */
    INFO,
    /** {@link #INFO} plus the request and response headers, credentials and cookies redacted. */
    DEBUG;

    /**
     * The level an environment variable's value names: {@code info} or {@code debug} in any case; anything else is off.
     *
     * @param value the variable's value, or null
     * @return the level
     */
    public static LogLevel parse(String value) {
        if (value == null) {
            return OFF;
        }
        switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "info":
                return INFO;
            case "debug":
                return DEBUG;
            default:
                return OFF;
        }
    }
}
