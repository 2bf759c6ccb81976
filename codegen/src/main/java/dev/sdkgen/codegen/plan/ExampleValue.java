package dev.sdkgen.codegen.plan;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.engine.ir.TypeRef;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An example value for README snippets, language-neutral: each language prints it in its own syntax.
 * Objects and arrays keep the type they stand for, for languages whose literals name it.
 */
public sealed interface ExampleValue {

    record Str(String value) implements ExampleValue {
    }

    /** A number as written in source ({@code 0}, {@code 2.5}). */
    record Num(String literal) implements ExampleValue {
    }

    record Bool(boolean value) implements ExampleValue {
    }

    record Null() implements ExampleValue {
    }

    /** Fields by wire name, in declaration order; {@code type} is the object's type (a named type or a map). */
    record Obj(TypeRef type, Map<String, ExampleValue> fields) implements ExampleValue {
        public Obj {
            fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        }
    }

    /** {@code type} is the array's type. */
    record Arr(TypeRef type, List<ExampleValue> items) implements ExampleValue {
        public Arr {
            items = List.copyOf(items);
        }
    }

    /** A file to upload (a binary field of a multipart body). */
    record File() implements ExampleValue {
    }

    /**
     * A file to upload whose content is the given text, UTF-8 encoded: a spec's example of a file field (a binary
     * string), which gives the file as text (the examples gate).
     */
    record TextFile(String text) implements ExampleValue {
    }

    /** Raw bytes (a binary request body). */
    record Bytes() implements ExampleValue {
    }

    /**
     * A value the spec gives as JSON (an {@code example}), untyped: objects and arrays stand for
     * {@link TypeRef.Unknown}; a language that names types in literals prints it against the type it must fit.
     */
    static ExampleValue fromJson(JsonNode json) {
        if (json == null || json.isNull() || json.isMissingNode()) {
            return new Null();
        }
        if (json.isTextual()) {
            return new Str(json.asText());
        }
        if (json.isBoolean()) {
            return new Bool(json.asBoolean());
        }
        if (json.isNumber()) {
            return new Num(json.isIntegralNumber() ? json.bigIntegerValue().toString() : json.numberValue().toString());
        }
        if (json.isArray()) {
            List<ExampleValue> items = new ArrayList<>();
            json.forEach(item -> items.add(fromJson(item)));
            return new Arr(new TypeRef.ArrayOf(new TypeRef.Unknown()), items);
        }
        Map<String, ExampleValue> fields = new LinkedHashMap<>();
        json.fields().forEachRemaining(e -> fields.put(e.getKey(), fromJson(e.getValue())));
        return new Obj(new TypeRef.Unknown(), fields);
    }
}
