package dev.sdkgen.service;

/**
 * The artifact-store's internal API as the worker services call it (each declares its own REST
 * client with the operations and media types it uses): {@code POST} {@value #PATH} with the file
 * name in {@value #FILE_NAME_HEADER} stores the body, {@code GET} {@value #PATH}{@code /{id}} reads it.
 */
public final class ArtifactStoreApi {

    /** The REST client's configuration key: {@code quarkus.rest-client.artifact-store.url}. */
    public static final String CONFIG_KEY = "artifact-store";
    /** Where the artifact-store is, as the service's configuration names it. */
    public static final String URL_PROPERTY = "quarkus.rest-client." + CONFIG_KEY + ".url";
    public static final String PATH = "/internal/v1/artifacts";
    public static final String FILE_NAME_HEADER = "X-File-Name";

    private ArtifactStoreApi() {
    }

    /** How failures and logs name the artifact-store: "the artifact-store (url)". */
    public static String describe(String url) {
        return "the artifact-store (" + url + ")";
    }
}
