// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

/** The HTTP methods an OpenAPI operation can have. */
public enum HttpMethod {
    /** GET. */
    GET,
    /** POST. */
    POST,
    /** PUT. */
    PUT,
    /** PATCH. */
    PATCH,
    /** DELETE. */
    DELETE,
    /** HEAD. */
    HEAD,
    /** OPTIONS. */
    OPTIONS,
    /** TRACE. */
    TRACE
}
