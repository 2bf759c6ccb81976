// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/**
 * The type of a schema whose one value is {@code null} (OpenAPI 3.1 {@code type: "null"}): {@link #INSTANCE} is
 * written as {@code null}, and reading anything but {@code null} is an error. A property of this type that may be
 * left out is an {@code Opt<JsonNull>}: absent, or null.
 */
@JsonSerialize(using = JsonNull.Serializer.class)
@JsonDeserialize(using = JsonNull.Deserializer.class)
public final class JsonNull {
    /** The one value. */
    public static final JsonNull INSTANCE = new JsonNull();

    private JsonNull() {
    }

    @Override
    public String toString() {
        return "null";
    }

    /** Writes {@code null}. Used through the annotation on {@link JsonNull}. */
    public static final class Serializer extends StdSerializer<JsonNull> {
        private static final long serialVersionUID = 1L;

        /** Created by Jackson. */
        public Serializer() {
            super(JsonNull.class);
        }

        @Override
        public void serialize(JsonNull value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            generator.writeNull();
        }
    }

    /** Reads {@code null} as {@link #INSTANCE} and refuses any other value. Used through the annotation on {@link JsonNull}. */
    public static final class Deserializer extends StdDeserializer<JsonNull> {
        private static final long serialVersionUID = 1L;

        /** Created by Jackson. */
        public Deserializer() {
            super(JsonNull.class);
        }

        @Override
        public JsonNull deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return (JsonNull) context.handleUnexpectedToken(JsonNull.class, parser);
        }

        @Override
        public JsonNull getNullValue(DeserializationContext context) {
            return INSTANCE;
        }
    }
}
