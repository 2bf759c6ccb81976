// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.errors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.List;

/**
 * A value of a response that does not fit the type the spec gives it, found when it is accessed (the call
 * itself succeeded: the rest of the response is readable, and the raw JSON is kept) or by
 * {@code validate()}, which lists every such value by its JSON path. Unchecked, and not an
 * {@link ApiException}: the request did not fail, the data did.
 */
public class InvalidDataException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The JSON values that were reported. */
    private final transient JsonNode raw;

    /** Every problem found, one line each. */
    private final List<String> problems;

    /**
     * An exception for one value or for a list of problems.
     *
     * @param message  the message
     * @param raw      the JSON value at fault (a missing node when there are several)
     * @param problems every problem, one line each ({@code "$.items[2].size: expected Long, got \"big\""})
     */
    public InvalidDataException(String message, JsonNode raw, List<String> problems) {
        super(message);
        this.raw = raw == null ? MissingNode.getInstance() : raw;
        this.problems = List.copyOf(problems);
    }

    /**
     * The raw JSON value that did not fit (a missing node when the exception reports several problems).
     *
     * @return the value as received, never null
     */
    public JsonNode raw() {
        return raw;
    }

    /**
     * Every problem found, one line each, starting with the JSON path.
     *
     * @return the problems (unmodifiable)
     */
    public List<String> problems() {
        return problems;
    }
}
