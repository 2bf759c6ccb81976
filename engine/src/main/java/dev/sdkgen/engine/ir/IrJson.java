package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;

/** The IR as JSON, for services that pass it along (through the artifact-store) and for debugging. */
public final class IrJson {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private IrJson() {
    }

    public static String write(SdkModel model) {
        try {
            return MAPPER.writeValueAsString(model);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the SDK model cannot be written as JSON", e);
        }
    }

    /** {@link #write}'s document in UTF-8, written as bytes (what the spec-validator stores). */
    public static byte[] bytes(SdkModel model) {
        try {
            return MAPPER.writeValueAsBytes(model);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the SDK model cannot be written as JSON", e);
        }
    }

    /** Reads a model from its UTF-8 document (what the codegen-worker fetches); see {@link #read(String)}. */
    public static SdkModel read(byte[] json) {
        try {
            return checked(MAPPER.readValue(json, SdkModel.class));
        } catch (IOException e) {
            throw new IllegalArgumentException("not an SDK model: " + (e instanceof JsonProcessingException j
                    ? j.getOriginalMessage() : e.getMessage()), e);
        }
    }

    private static SdkModel checked(SdkModel model) {
        if (model.irVersion() != SdkModel.IR_VERSION) {
            throw new IllegalArgumentException("SDK model version " + model.irVersion() + " is not "
                    + SdkModel.IR_VERSION + "; rebuild it with this engine");
        }
        return model;
    }

    /** Reads a model; a model of another IR version is refused. */
    public static SdkModel read(String json) {
        try {
            return checked(MAPPER.readValue(json, SdkModel.class));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not an SDK model: " + e.getOriginalMessage(), e);
        }
    }
}
