package dev.sdkgen.orchestrator.service;

/** A request that cannot be served; becomes {@code {"error": {"code", "message"}}} with its status. */
public class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;

    public ApiException(int status, String code, String message) {
        super(message);
        this.status = status;
        this.code = code;
    }

    public static ApiException notFound(String what) {
        return new ApiException(404, "not_found", what + " not found");
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }
}
