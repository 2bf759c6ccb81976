package dev.sdkgen.runtime.models;

import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;
import com.fasterxml.jackson.annotation.JsonProperty;

/** A string enum as the emitter may write it: an {@code UNKNOWN} constant keeps responses readable when the API adds a value. */
public enum Status {
    /** {@code open}. */
    @JsonProperty("open")
    OPEN,
    /** {@code frozen}. */
    @JsonProperty("frozen")
    FROZEN,
    /** Any value this SDK version does not know. */
    @JsonEnumDefaultValue
    UNKNOWN
}
