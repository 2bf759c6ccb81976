package dev.sdkgen.codegen.python;

/**
 * The two clients every Python SDK has, printed from the same plan by the same printers: the synchronous
 * {@code <Client>} and {@code Async<Client>} (openai-python's layout: both classes of a resource in one module).
 * Only these words differ between them.
 */
enum PyFlavor {
    SYNC("", "APIResource", "BaseClient", "def ", "", "Page", "Transport", "Stream"),
    ASYNC("Async", "AsyncAPIResource", "AsyncBaseClient", "async def ", "await ", "AsyncPager", "AsyncTransport",
            "AsyncStream");

    /** Prefix of the class names ({@code AsyncProjects}). */
    final String prefix;
    /** Runtime base class of a resource class. */
    final String resourceBase;
    /** Runtime base class of the client class. */
    final String clientBase;
    /** Keyword(s) of a method that sends one request. */
    final String def;
    /** Before the runtime call of such a method. */
    final String await;
    /** Runtime class a list method returns. */
    final String page;
    /** Runtime type of the client's {@code transport=} option. */
    final String transport;
    /** Runtime class an event-stream method returns. */
    final String stream;

    PyFlavor(String prefix, String resourceBase, String clientBase, String def, String await, String page,
            String transport, String stream) {
        this.prefix = prefix;
        this.resourceBase = resourceBase;
        this.clientBase = clientBase;
        this.def = def;
        this.await = await;
        this.page = page;
        this.transport = transport;
        this.stream = stream;
    }

    /** The class of this flavor for a synchronous class name. */
    String className(String name) {
        return prefix + name;
    }
}
