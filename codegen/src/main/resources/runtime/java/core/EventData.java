// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

/** What one item of an event stream ({@link StreamResponse}) is made of. */
public enum EventData {
    /** The event's data, read as JSON into the item type. */
    JSON,
    /** The event's data as a String. */
    TEXT,
    /** The whole event ({@code event}, {@code data} as JSON when it is JSON, {@code id}) read into the item type. */
    NAMED
}
