package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

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

    /** Reads a model; a model of another IR version is refused. */
    public static SdkModel read(String json) {
        try {
            SdkModel model = MAPPER.readValue(json, SdkModel.class);
            if (model.irVersion() != SdkModel.IR_VERSION) {
                throw new IllegalArgumentException("SDK model version " + model.irVersion() + " is not "
                        + SdkModel.IR_VERSION + "; rebuild it with this engine");
            }
            return model;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not an SDK model: " + e.getOriginalMessage(), e);
        }
    }
}
