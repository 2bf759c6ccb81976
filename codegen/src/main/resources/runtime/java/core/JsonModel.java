// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.runtime.errors.InvalidDataException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The base of every generated model: keeps the properties the spec does not declare (raw, in
 * {@link #_additionalProperties()}, written again when the model is sent), and checks a model strictly on
 * request ({@link #validate()}): by default a response is read tolerantly, each property that does not fit its
 * type kept as an invalid {@link JsonField}.
 */
public abstract class JsonModel {

    private final Map<String, JsonNode> additionalProperties = new LinkedHashMap<>();

    /** For generated models. */
    protected JsonModel() {
    }

    /**
     * The properties received (or set) beyond the ones the spec declares, as JSON.
     *
     * @return the properties by name, in the order received (unmodifiable)
     */
    @JsonAnyGetter
    public final Map<String, JsonNode> _additionalProperties() {
        return Collections.unmodifiableMap(additionalProperties);
    }

    /**
     * Keeps a property the spec does not declare; Jackson calls it for each one.
     *
     * @param name  the property's name
     * @param value its JSON
     */
    @JsonAnySetter
    protected final void _putAdditionalProperty(String name, JsonNode value) {
        additionalProperties.put(name, value);
    }

    /**
     * The undeclared properties read as the type the spec gives them ({@code additionalProperties: {...}}).
     *
     * @param type the properties' type
     * @param <V>  the properties' type
     * @return the properties by name (a new, unmodifiable map)
     * @throws InvalidDataException when one of them does not fit the type
     */
    protected final <V> Map<String, V> additionalPropertiesAs(TypeReference<V> type) {
        Map<String, V> out = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : additionalProperties.entrySet()) {
            try {
                out.put(e.getKey(), Json.mapper().convertValue(e.getValue(), type));
            } catch (IllegalArgumentException ex) {
                String where = getClass().getSimpleName() + "." + e.getKey();
                String problem = where + ": expected " + JsonField.typeName(Json.mapper().constructType(type))
                        + ", got " + e.getValue();
                throw new InvalidDataException("Invalid data for " + problem, e.getValue(), List.of(problem));
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /**
     * Checks this model and every model inside it strictly: each property fits its type, each required one
     * is present, each undeclared property fits the type the spec gives them.
     *
     * @throws InvalidDataException listing every problem by its JSON path ({@code $.items[2].size})
     */
    public final void validate() {
        Checker checker = new Checker();
        checker.model("$", this);
        checker.failIfAny("Invalid " + getClass().getSimpleName());
    }

    /**
     * Checks a decoded response strictly, as {@link #validate()} checks a model: models, unions, and lists and maps
     * of them, at any depth (the client's {@code responseValidation(true)}).
     *
     * @param value the decoded response (or a page's item, or an event's data)
     * @param what  what it is, for the message ({@code "response of GET /projects"})
     * @throws InvalidDataException listing every problem by its JSON path
     */
    static void validateResponse(Object value, String what) {
        Checker checker = new Checker();
        checker.value("$", value);
        checker.failIfAny("Invalid " + what);
    }

    /**
     * Reports this model's properties to the checker (generated).
     *
     * @param checker the checker, at this model's path
     */
    protected abstract void checkFields(Checker checker);

    /** Walks a model for {@link #validate()}; generated models report their properties to it. */
    public static final class Checker {
        private final List<String> problems = new ArrayList<>();
        private String path = "$";

        private Checker() {
        }

        /**
         * Checks one declared property.
         *
         * @param wire     the property's name on the wire
         * @param field    its field
         * @param required whether the spec requires it
         */
        public void field(String wire, JsonField<?> field, boolean required) {
            String at = path + "." + wire;
            if (field.isInvalid()) {
                problems.add(at + ": " + field.problem());
            } else if (required && field.isMissing()) {
                problems.add(at + ": required property is missing");
            } else {
                field.asKnown().ifPresent(v -> value(at, v));
            }
        }

        /**
         * Checks the undeclared properties against the type the spec gives them.
         *
         * @param model the model
         * @param type  their type
         */
        public void additional(JsonModel model, TypeReference<?> type) {
            for (Map.Entry<String, JsonNode> e : model.additionalProperties.entrySet()) {
                try {
                    value(path + "." + e.getKey(), Json.mapper().convertValue(e.getValue(), type));
                } catch (IllegalArgumentException ex) {
                    problems.add(path + "." + e.getKey() + ": expected "
                            + JsonField.typeName(Json.mapper().constructType(type)) + ", got " + e.getValue());
                }
            }
        }

        private void model(String at, JsonModel model) {
            String outer = path;
            path = at;
            model.checkFields(this);
            path = outer;
        }

        private void failIfAny(String what) {
            if (!problems.isEmpty()) {
                String more = problems.size() > 1 ? " (and " + (problems.size() - 1) + " more)" : "";
                throw new InvalidDataException(what + ": " + problems.get(0) + more, null, problems);
            }
        }

        private void value(String at, Object value) {
            if (value instanceof JsonModel m) {
                model(at, m);
            } else if (value instanceof JsonUnion u) {
                if (u.isKnown()) {
                    value(at, u.value());
                } else {
                    problems.add(at + ": fits none of the variants of " + u.getClass().getSimpleName() + ", got " + u.value());
                }
            } else if (value instanceof List<?> list) {
                for (int i = 0; i < list.size(); i++) {
                    value(at + "[" + i + "]", list.get(i));
                }
            } else if (value instanceof Map<?, ?> map) {
                map.forEach((k, v) -> value(at + "[\"" + k + "\"]", v));
            }
        }
    }
}
