package dev.sdkgen.codegen.python;

/**
 * The views of a resource whose methods return the response instead of the result ({@code client.with_raw_response},
 * {@code client.with_streaming_response}): one class per resource, flavor and wrapper, each method wrapped by a
 * runtime function (docs/runtime.md "Raw responses and request ids").
 */
enum PyWrapper {
    RAW("with_raw_response", "WithRawResponse", "to_raw_response_wrapper", "async_to_raw_response_wrapper",
            "Each method returns its raw response (status, headers, request id); ``parse()`` gives the result."),
    STREAMING("with_streaming_response", "WithStreamingResponse", "to_streamed_response_wrapper",
            "async_to_streamed_response_wrapper",
            "Each method returns a context manager of its response, with the body not read yet.");

    /** The property on the resource and client classes. */
    final String property;
    /** Suffix of the wrapper class ({@code ProjectsWithRawResponse}). */
    final String suffix;
    private final String syncFunction;
    private final String asyncFunction;
    /** Docstring of the property. */
    final String doc;

    PyWrapper(String property, String suffix, String syncFunction, String asyncFunction, String doc) {
        this.property = property;
        this.suffix = suffix;
        this.syncFunction = syncFunction;
        this.asyncFunction = asyncFunction;
        this.doc = doc;
    }

    /** The runtime function wrapping a method of the flavor. */
    String function(PyFlavor flavor) {
        return flavor == PyFlavor.SYNC ? syncFunction : asyncFunction;
    }

    /** The wrapper class of a resource class of the flavor ({@code AsyncProjectsWithRawResponse}). */
    String className(PyFlavor flavor, String name) {
        return flavor.className(name) + suffix;
    }
}
